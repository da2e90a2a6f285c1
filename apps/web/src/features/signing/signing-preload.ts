// What the signing page waits for before its first page, started by the /document route's loader
// (issue 15: the first page within 1 s): the PDF's download and the pdf.js worker (1.2 MB to fetch
// and compile). They would otherwise start only once the page's own chunk (pdf.js, Konva) has
// arrived and run; now the three load side by side. This file stays small: it is in the app's
// entry, and only the worker's URL comes with it, not pdf.js.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { readSigningContext } from './signing-context.ts';

type PreloadedPdf = { src: string; response: Promise<Response>; abort: AbortController };

let preloadedPdf: PreloadedPdf | null = null;
/** The last PDF preloaded: a loader run again for the same page (revalidation) does not fetch it twice. */
let lastPreloadedSrc: string | null = null;
let pdfWorker: Promise<Worker> | null = null;

/** Starts the PDF named by the /document URL downloading (spec §7: a plain GET of src) and the worker starting. */
export function preloadSigning(pageUrl: string): void {
  const context = readSigningContext(new URL(pageUrl).searchParams);
  if (!context || context.pdfUrl === lastPreloadedSrc) return;
  lastPreloadedSrc = context.pdfUrl;
  preloadedPdf?.abort.abort();
  const abort = new AbortController();
  const response = fetch(context.pdfUrl, { signal: abort.signal, credentials: 'same-origin' });
  response.catch(() => undefined); // taken, or not, by the page: a failure is its to report
  preloadedPdf = { src: context.pdfUrl, response, abort };
  startPdfWorker().catch(() => undefined);
}

/**
 * The preloaded download of `src`, handed out once (null when none was started for it); the
 * page's `signal` cancels it when the page goes away first.
 */
export function takePreloadedPdf(src: string, signal?: AbortSignal): Promise<Response> | null {
  const preloaded = preloadedPdf;
  if (preloaded?.src !== src) return null;
  preloadedPdf = null;
  signal?.addEventListener('abort', () => preloaded.abort.abort(), { once: true });
  return preloaded.response;
}

/**
 * The pdf.js worker, started once and kept for every document the page opens; resolved when its
 * script has run (its 'ready' message). Rejected where it cannot start: pdf.js then starts its own.
 */
export function startPdfWorker(): Promise<Worker> {
  pdfWorker ??= new Promise<Worker>((resolve, reject) => {
    if (typeof Worker === 'undefined') throw new Error('no Web Workers here');
    const worker = new Worker(workerUrl, { type: 'module' });
    const stopListening = () => {
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
    };
    const onMessage = (event: MessageEvent<{ action?: unknown } | null>) => {
      if (event.data?.action !== 'ready') return;
      stopListening();
      resolve(worker);
    };
    const onError = () => {
      stopListening();
      worker.terminate();
      pdfWorker = null;
      reject(new Error('the PDF worker did not start'));
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
  });
  return pdfWorker;
}
