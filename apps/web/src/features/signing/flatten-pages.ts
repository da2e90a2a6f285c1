// Each page with its strokes as one image at export pixel ratio 2 (spec access §9), drawn on a
// plain 2D canvas the way the screen's Konva stage draws it: white, the page's render (the
// screen's own when it has one) filling the 800-wide stage, each stroke a polyline with round
// caps and joins: the same pixels as the offscreen Konva stage this replaces, whose canvas per
// layer took several times longer. The pixels leave as the browser's PNG rows (png-image-rows.ts),
// which a PDF image takes as they are (FlateDecode with PNG predictors), lossless.
import { renderPageForExport, type PDFPageProxy } from './pdf-document.ts';
import { STAGE_WIDTH, type PenLine } from './pen-geometry.ts';
import type { PageSize } from './page-size.ts';
import type { FlattenedPage } from './build-signed-pdf.ts';
import { readPngImageRows } from './png-image-rows.ts';

export const EXPORT_PIXEL_RATIO = 2;

/**
 * Pages drawn while earlier ones are still being encoded: the encoder works beside the next
 * page's render, and no more than this many page bitmaps (14 MB each for A4) are held at once.
 */
const PAGES_IN_FLIGHT = 2;

export type PageToFlatten = { page: PDFPageProxy; size: PageSize };

/** Every page flattened with its strokes, in order; `linesOf` is asked as each page is drawn. */
export async function flattenPages(
  pages: readonly PageToFlatten[],
  linesOf: (index: number) => readonly PenLine[],
): Promise<FlattenedPage[]> {
  const encoding: Promise<FlattenedPage>[] = [];
  for (const [index, { page, size }] of pages.entries()) {
    if (index >= PAGES_IN_FLIGHT) await encoding[index - PAGES_IN_FLIGHT];
    const encoded = drawFlattenedPage(page, size, linesOf(index)).then((canvas) => encodePage(canvas, size));
    // Awaited above or below; until then a failure must not count as unhandled.
    encoded.catch(() => undefined);
    encoding.push(encoded);
  }
  return Promise.all(encoding);
}

/** The stage as the screen shows it at zoom 1, at the export pixel ratio, strokes clipped to the page. */
async function drawFlattenedPage(
  page: PDFPageProxy,
  size: PageSize,
  lines: readonly PenLine[],
): Promise<HTMLCanvasElement> {
  const image = await renderPageForExport(page);
  const stageHeight = (STAGE_WIDTH * size.heightPt) / size.widthPt;
  const canvas = document.createElement('canvas');
  // Whole pixels, the fraction dropped, as Konva sized its stage's export: the same bitmap, so
  // the page image and its strokes land on the same pixels as before.
  canvas.width = Math.floor(STAGE_WIDTH * EXPORT_PIXEL_RATIO);
  canvas.height = Math.max(1, Math.floor(stageHeight * EXPORT_PIXEL_RATIO));
  // Opaque, so the browser's PNG of it is RGB, rows a PDF image takes as they are.
  const context = canvas.getContext('2d', { alpha: false });
  if (!context) throw new Error('no 2D canvas to flatten the page on');
  context.scale(EXPORT_PIXEL_RATIO, EXPORT_PIXEL_RATIO);
  context.fillStyle = 'white';
  context.fillRect(0, 0, STAGE_WIDTH, stageHeight);
  context.drawImage(image, 0, 0, STAGE_WIDTH, stageHeight);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const line of lines) {
    const { points } = line;
    if (points.length < 2) continue;
    context.beginPath();
    context.moveTo(points[0]!, points[1]!);
    for (let i = 2; i + 1 < points.length; i += 2) context.lineTo(points[i]!, points[i + 1]!);
    context.strokeStyle = line.stroke;
    context.lineWidth = line.strokeWidth;
    context.stroke();
  }
  return canvas;
}

async function encodePage(canvas: HTMLCanvasElement, size: PageSize): Promise<FlattenedPage> {
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  const rows = png ? readPngImageRows(new Uint8Array(await png.arrayBuffer())) : null;
  const pixels = rows
    ? { deflatedRgb: rows.deflatedRows, hasPngRowFilters: true, widthPx: rows.widthPx, heightPx: rows.heightPx }
    : { deflatedRgb: await canvasToDeflatedRgb(canvas), widthPx: canvas.width, heightPx: canvas.height };
  canvas.width = 0; // the bitmap is let go now, not when the collector comes by (Safari counts canvas memory)
  return { ...pixels, widthPt: size.widthPt, heightPt: size.heightPt };
}

/**
 * Where the browser's PNG is not 8-bit RGB (an encoder that keeps alpha): the canvas's pixels as
 * RGB rows (a flattened page is opaque: alpha is dropped), zlib-deflated natively.
 */
async function canvasToDeflatedRgb(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('the page could not be read back');
  const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
  const rgb = new Uint8Array((rgba.length / 4) * 3);
  for (let from = 0, to = 0; from < rgba.length; from += 4, to += 3) {
    rgb[to] = rgba[from]!;
    rgb[to + 1] = rgba[from + 1]!;
    rgb[to + 2] = rgba[from + 2]!;
  }
  const deflated = new Blob([rgb]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(deflated).arrayBuffer());
}
