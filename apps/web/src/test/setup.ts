import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// toBeVisible and the other DOM matchers: assert what a user sees, not only that a query found a node.
import '@testing-library/jest-dom/vitest';
import { i18n, loadNamespaces, NAMESPACES } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { resetTokenRefresh } from '../lib/api-client.ts';
import { resetShownErrors } from '../lib/global-error-handler.ts';
import { resetNavigationHistory } from '../app/router/navigation-guard.ts';
import { resetDialogs } from '../ui/dialog/dialogs.tsx';
import { resetModalsHost } from '../ui/dialog/modals-host.tsx';
import { resetAppUpdate } from '../lib/app-update.ts';
import { loadToasts } from '../lib/notify.ts';

// findBy* and waitFor wait for a state; on a loaded two-core CI machine an image crop or a
// lazy chunk can take longer than the 1 s default, and a passing test never waits the full time.
configure({ asyncUtilTimeout: 5000 });

// Components render outside their routes here: every namespace, in both languages, up front.
await loadNamespaces(NAMESPACES);
await i18n.loadLanguages('en');
// Toasts show at once in tests, as they do in the app once their chunk has arrived.
await loadToasts();

const startLanguage = i18n.language;

// jsdom lacks the layout APIs Mantine reads; these shims make them inert.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// Mantine's autosize Textarea re-measures when web fonts finish loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

class ResizeObserverShim {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

// React Router's ScrollRestoration scrolls; jsdom only logs "not implemented".
window.scrollTo = () => {};

// jsdom does not implement pseudo-element styles; Mantine asks for them. Drop the second argument.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

afterEach(async () => {
  cleanup();
  queryClient.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  // Module state of the API client and the route guard must not leak from one test to the next.
  resetTokenRefresh();
  resetShownErrors();
  resetNavigationHistory();
  resetDialogs();
  resetModalsHost();
  resetAppUpdate();
  // The next test may come from another file in the same jsdom (isolate: false): nothing a
  // portal, a toast or a language switch left behind may meet it.
  (await loadToasts()).notifications.clean();
  document.body.innerHTML = '';
  if (i18n.language !== startLanguage) await i18n.changeLanguage(startLanguage);
});
