import { registerSW } from 'virtual:pwa-register';
import { announceUpdate } from '../lib/app-update.ts';

/** How often an open tab asks the server for a newer service worker (a clinic keeps its tab open all day). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Spec access §2: the app registers a service worker. A new version waits (registerType 'prompt')
 * until the person chooses to reload in the shell's update prompt: a silent reload could throw
 * away a form in progress.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => announceUpdate(() => void updateServiceWorker(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}
