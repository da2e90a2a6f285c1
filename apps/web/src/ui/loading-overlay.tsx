import { getDefaultZIndex, Loader, Overlay, Portal, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

// Spec access §2 "Full-screen loading overlay": covers the whole app while a step the user must
// wait for runs (an upload, a print), so nothing is clicked twice. Any code shows it through
// `withLoadingOverlay`; overlapping steps share one overlay, which stays until the last one ends.

type Shown = { id: number; label?: string };
let shown: Shown[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function publish(next: Shown[]): void {
  shown = next;
  listeners.forEach((listener) => listener());
}

/** Shows the overlay until the returned function is called. */
export function showLoadingOverlay(label?: string): () => void {
  const id = ++nextId;
  publish([...shown, { id, label }]);
  return () => publish(shown.filter((entry) => entry.id !== id));
}

/** Shows the overlay while `work` runs, however it ends. */
export async function withLoadingOverlay<T>(work: Promise<T> | (() => Promise<T>), label?: string): Promise<T> {
  const hide = showLoadingOverlay(label);
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

type LoadingOverlayProps = { visible: boolean; label?: string };

/** The overlay itself, for a screen that holds its own state. */
export function LoadingOverlay({ visible, label }: LoadingOverlayProps) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <Portal>
      <Overlay fixed blur={2} color="#fff" backgroundOpacity={0.7} zIndex={getDefaultZIndex('overlay') + 10} center>
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
  return <LoadingOverlay visible={latest !== undefined} label={latest?.label} />;
}
