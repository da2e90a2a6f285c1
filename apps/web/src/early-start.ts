// The app's second entry, run before main.tsx (vite/early-start-entry.ts puts it first in
// index.html). The signing page (/document) is opened on its own, in a new window, so each visit
// is a first load: here it starts what its first page waits for (its chunk and texts, the PDF,
// the pdf.js worker) while the app's entry (React, Mantine, the router) is still arriving and
// running, which the route could do only after it. Keep this file and its imports tiny: none of
// the app's entry is fetched or run before it.
import { preloadSigning } from './features/signing/signing-preload.ts';
import { DEFAULT_LANGUAGE, storedLanguage, type Language } from './lib/stored-language.ts';

const SIGNING_TEXTS: Record<Language, () => Promise<unknown>> = {
  th: () => import('./locales/th/signing.json'),
  en: () => import('./locales/en/signing.json'),
};

if (window.location.pathname === '/document') {
  preloadSigning(window.location.href);
  // The same chunks the route loads (lazyPage: the page and its namespace, in the chosen language
  // and Thai, the fallback): the router finds them on their way. A failure is the route's to
  // show, when it asks again.
  const ignore = () => undefined;
  import('./features/signing/signing-page.tsx').catch(ignore);
  for (const language of new Set([storedLanguage(), DEFAULT_LANGUAGE])) {
    SIGNING_TEXTS[language]().catch(ignore);
  }
}
