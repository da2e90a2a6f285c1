// The app's second entry, run before main.tsx (vite/early-start-entry.ts puts it first in
// index.html). The signing page (/document) is opened on its own, in a new window, so each visit
// is a first load: here it starts what its first page waits for (its chunk, the PDF, the pdf.js
// worker) while the app's entry (React, Mantine, the router) is still arriving and running, which
// the route's loader could do only after it. Keep this file and its imports tiny: none of the
// app's entry is fetched or run before it.
import { preloadSigning } from './features/signing/signing-preload.ts';

if (window.location.pathname === '/document') {
  preloadSigning(window.location.href);
  // The same chunk the route loads: the router finds it on its way. A failure is the route's to
  // show when it asks again.
  import('./features/signing/signing-page.tsx').catch(() => undefined);
}
