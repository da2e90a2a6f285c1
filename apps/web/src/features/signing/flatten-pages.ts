// Each page with its strokes as one image at export pixel ratio 2 (spec access §9), drawn by an
// offscreen Konva stage the way the screen draws it; the page image at the render scale. Its
// pixels leave as deflated RGB rows, the PDF's own image format (signed-pdf.ts), lossless.
import Konva from 'konva';
import { renderPage, type PDFPageProxy } from './pdf-document.ts';
import { STAGE_WIDTH, type PenLine } from './pen-geometry.ts';
import type { PageSize } from './page-size.ts';
import type { FlattenedPage } from './signed-pdf.ts';

export const EXPORT_PIXEL_RATIO = 2;

/** The canvas's pixels as RGB rows (a flattened page is opaque: alpha is dropped), zlib-deflated natively. */
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

export async function flattenPage(
  page: PDFPageProxy,
  size: PageSize,
  lines: readonly PenLine[],
): Promise<FlattenedPage> {
  const image = await renderPage(page);
  const height = (STAGE_WIDTH * size.heightPt) / size.widthPt;
  const container = document.createElement('div');
  const stage = new Konva.Stage({ container, width: STAGE_WIDTH, height });
  try {
    const layer = new Konva.Layer();
    stage.add(layer);
    layer.add(new Konva.Rect({ width: STAGE_WIDTH, height, fill: 'white' }));
    layer.add(new Konva.Image({ image, width: STAGE_WIDTH, height }));
    for (const line of lines) {
      layer.add(
        new Konva.Line({
          points: line.points,
          stroke: line.stroke,
          strokeWidth: line.strokeWidth,
          lineCap: 'round',
          lineJoin: 'round',
        }),
      );
    }
    const canvas = stage.toCanvas({ pixelRatio: EXPORT_PIXEL_RATIO });
    return {
      deflatedRgb: await canvasToDeflatedRgb(canvas),
      widthPx: canvas.width,
      heightPx: canvas.height,
      widthPt: size.widthPt,
      heightPt: size.heightPt,
    };
  } finally {
    stage.destroy();
  }
}
