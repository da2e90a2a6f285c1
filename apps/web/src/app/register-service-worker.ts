import { registerSW } from 'virtual:pwa-register';

/** Spec access §2: the app registers a service worker; updates apply by themselves (autoUpdate). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registerSW({ immediate: true });
}
