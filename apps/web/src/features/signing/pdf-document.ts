// pdf.js in the browser (spec access §7: the PDF is fetched by plain GET from src): the worker is
// its own asset, outside the precache (vite.config.ts), loaded with the signing page only. The
// route's loader has usually started both the download and the worker (signing-preload.ts).
import { getDocument, GlobalWorkerOptions, PDFWorker, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { renderScale } from './pen-geometry.ts';
import { startPdfWorker, takePreloadedPdf } from './signing-preload.ts';

// Where the preloaded worker could not start, pdf.js starts its own from here.
GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy };

/**
 * Opens the PDF at `src`. A password-protected or unreadable file rejects (the page shows 'Error
 * loading PDF'); a file restricted only by an owner password opens, as pdf.js ignores permissions.
 */
export async function openPdf(
  src: string,
  signal?: AbortSignal,
): Promise<{ pdf: PDFDocumentProxy; bytes: Uint8Array }> {
  const [response, port] = await Promise.all([download(src, signal), startPdfWorker().catch(() => null)]);
  if (!response.ok) throw new Error(`PDF download failed: ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // pdf.js takes ownership of the buffer it is given: it gets a copy, the original is hashed later.
  // A worker passed in is not ended with the document: the next one opened uses it again.
  const worker = port ? PDFWorker.create({ port }) : undefined;
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false, ...(worker ? { worker } : {}) });
  signal?.addEventListener('abort', () => void task.destroy(), { once: true });
  const pdf = await task.promise;
  return { pdf, bytes };
}

/** The preloaded download when there is a good one, else a new GET. */
async function download(src: string, signal?: AbortSignal): Promise<Response> {
  const preloaded = await takePreloadedPdf(src, signal)?.catch(() => null);
  if (preloaded?.ok) return preloaded;
  return fetch(src, { signal, credentials: 'same-origin' });
}

type KeptRender = { scale: number; canvas: Promise<HTMLCanvasElement> };

/**
 * The screen's render of each page, kept with the page (and dropped with it) so the export can
 * take the same pixels instead of asking pdf.js to draw the page a second time.
 */
const shownRenders = new WeakMap<PDFPageProxy, KeptRender>();

/** One page drawn to a canvas at 2.5 × devicePixelRatio (at most 6) of its size in points, for the screen. */
export function renderPage(page: PDFPageProxy): Promise<HTMLCanvasElement> {
  const scale = renderScale(window.devicePixelRatio);
  const kept = shownRenders.get(page);
  if (kept?.scale === scale) return kept.canvas;
  const render: KeptRender = { scale, canvas: drawPage(page, scale) };
  shownRenders.set(page, render);
  render.canvas.catch(() => {
    if (shownRenders.get(page) === render) shownRenders.delete(page);
  });
  return render.canvas;
}

/**
 * The page at the render scale for the export: the screen's render when it has one at today's
 * scale (the window may have moved to another screen since), else a new one, not kept, so an
 * export of a long document does not hold every page in memory.
 */
export function renderPageForExport(page: PDFPageProxy): Promise<HTMLCanvasElement> {
  const scale = renderScale(window.devicePixelRatio);
  const kept = shownRenders.get(page);
  return kept?.scale === scale ? kept.canvas : drawPage(page, scale);
}

async function drawPage(page: PDFPageProxy, scale: number): Promise<HTMLCanvasElement> {
  const viewport = page.getViewport({ scale });
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  await page.render({ canvas, viewport }).promise;
  return canvas;
}
