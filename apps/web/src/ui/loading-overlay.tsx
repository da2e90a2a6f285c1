import { getDefaultZIndex, Loader, Overlay, Portal, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

// Spec access §2 "Full-screen loading overlay": covers the whole app while a step the user must
// wait for runs (an upload, a print), so nothing is clicked twice. Any code shows it through
// `withLoadingOverlay`; overlapping steps share one overlay, which stays until the last one ends.

/**
 * How the overlay looks. `blurBackdrop: false` for a step that keeps the processor busy (the
 * signing page's export): a browser without GPU compositing blurs the page again behind the
 * spinning loader at every frame, which took most of a core and made that step 3 to 5 × slower
 * (bench/signing.mjs).
 */
export type OverlayLook = { blurBackdrop?: boolean };

type Shown = { id: number; label?: string; look: OverlayLook };
let shown: Shown[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function publish(next: Shown[]): void {
  shown = next;
  listeners.forEach((listener) => listener());
}

/** Shows the overlay until the returned function is called. */
export function showLoadingOverlay(label?: string, look: OverlayLook = {}): () => void {
  const id = ++nextId;
  publish([...shown, { id, label, look }]);
  return () => publish(shown.filter((entry) => entry.id !== id));
}

/** Shows the overlay while `work` runs, however it ends. */
export async function withLoadingOverlay<T>(
  work: Promise<T> | (() => Promise<T>),
  label?: string,
  look?: OverlayLook,
): Promise<T> {
  const hide = showLoadingOverlay(label, look);
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    hide();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type LoadingOverlayProps = { visible: boolean; label?: string; blurBackdrop?: boolean };

/** The overlay itself, for a screen that holds its own state. */
export function LoadingOverlay({ visible, label, blurBackdrop = true }: LoadingOverlayProps) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <Portal>
      <Overlay
        fixed
        blur={blurBackdrop ? 2 : undefined}
        color="#fff"
        backgroundOpacity={0.7}
        zIndex={getDefaultZIndex('overlay') + 10}
        center
      >
        <Stack align="center" gap="sm" role="status" aria-live="polite" aria-busy="true">
          <Loader color="yim" size="lg" />
          <Text fz="sm" fw={500}>
            {label ?? t('loading')}
          </Text>
        </Stack>
      </Overlay>
    </Portal>
  );
}

/** Mounted once in the app's providers: the overlay of `showLoadingOverlay`/`withLoadingOverlay`. */
export function GlobalLoadingOverlay() {
  const entries = useSyncExternalStore(subscribe, () => shown);
  const latest = entries.at(-1);
  return (
    <LoadingOverlay visible={latest !== undefined} label={latest?.label} blurBackdrop={latest?.look.blurBackdrop} />
  );
}
