// Each page with its strokes as one PNG at export pixel ratio 2 (spec access §9), drawn by an
// offscreen Konva stage the way the screen draws it; the page image at the render scale.
import Konva from 'konva';
import { renderPage, type PDFPageProxy } from './pdf-document.ts';
import { STAGE_WIDTH, type PenLine } from './pen-geometry.ts';
import type { PageSize } from './page-size.ts';
import type { FlattenedPage } from './signed-pdf.ts';

export const EXPORT_PIXEL_RATIO = 2;

async function canvasToPng(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the page could not be encoded as PNG');
  return new Uint8Array(await blob.arrayBuffer());
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
    return { png: await canvasToPng(canvas), widthPt: size.widthPt, heightPt: size.heightPt };
  } finally {
    stage.destroy();
  }
}
