import { optionalPart } from '../optional-part.tsx';

// Mantine's modals provider (with Modal, its scroll area and floating-ui) in a chunk of its own,
// loaded right after the first render instead of before it. `modals.open` only reaches a mounted
// provider, so every dialog of the app opens through `whenModalsReady`, which holds an opening
// asked for before the chunk arrived (a session that expired on the very first call).

let isReady = false;
const waiting: (() => void)[] = [];

function markReady(): void {
  isReady = true;
  waiting.splice(0).forEach((open) => open());
}

/** Runs `open` (a `modals.open` call) now if the provider listens, else as soon as it does. */
export function whenModalsReady(open: () => void): void {
  if (isReady) open();
  else waiting.push(open);
}

const ModalsProvider = optionalPart(() => import('./modals-provider.tsx').then((m) => m.ModalsProviderWithSignal));

/** Mounted once beside the app (app-providers): where every dialog renders. */
export function ModalsHost() {
  return <ModalsProvider onReady={markReady} />;
}

/** Tests: a fresh host per test (the provider mounts again with each render). */
export function resetModalsHost(): void {
  isReady = false;
  waiting.length = 0;
}
