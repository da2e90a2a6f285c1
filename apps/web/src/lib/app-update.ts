import { useSyncExternalStore } from 'react';

// "Update available" (issue 11): a new version of the app is ready, from the service worker (a
// new worker waits) or from the server (GET /api/version answers another version). Nothing
// reloads by itself, so a form in progress is never lost: the shell asks, and `apply` reloads.

export type AppUpdate = { apply: () => void };

let available: AppUpdate | null = null;
const listeners = new Set<() => void>();

function publish(next: AppUpdate | null): void {
  available = next;
  listeners.forEach((listener) => listener());
}

/** A new version is ready; `apply` loads it (activates the waiting worker, then reloads). */
export function announceUpdate(apply: () => void): void {
  // The service worker's update wins over the server's: it also swaps the cached files.
  if (available && apply === reloadPage) return;
  publish({ apply });
}

/** "Later": hidden until the next announcement. */
export function dismissUpdate(): void {
  publish(null);
}

export function reloadPage(): void {
  window.location.reload();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The update waiting to be applied, if any. */
export function availableUpdate(): AppUpdate | null {
  return available;
}

export function useAvailableUpdate(): AppUpdate | null {
  return useSyncExternalStore(subscribe, availableUpdate);
}

/** Tests: no update carried from one test to the next. */
export function resetAppUpdate(): void {
  available = null;
}
