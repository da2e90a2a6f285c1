/// <reference types="node" />
// The signed page's image as a PDF reader decodes it: pdf.js (the legacy build, for Node) undoes
// the PNG row filters that rows taken from the browser's PNG keep (/Predictor 15).
import { deflateSync } from 'node:zlib';
import { getDocument, ImageKind, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from 'vitest';
import { buildSignedPdf } from './build-signed-pdf.ts';

// Two rows of two pixels, each led by its PNG filter byte: none, then 'up' (add the row above).
const FILTERED_ROWS = [0, 255, 0, 0, 0, 0, 255, 2, 0, 10, 0, 0, 0, 0];
const PIXELS = [255, 0, 0, 0, 0, 255, 255, 10, 0, 0, 0, 255];

test('rows with PNG filters decode to the pixels they were made from', async () => {
  const bytes = await buildSignedPdf([
    {
      deflatedRgb: new Uint8Array(deflateSync(Buffer.from(FILTERED_ROWS))),
      hasPngRowFilters: true,
      widthPx: 2,
      heightPx: 2,
      widthPt: 200,
      heightPt: 200,
    },
  ]);
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const page = await pdf.getPage(1);
    const operators = await page.getOperatorList();
    const paint = operators.fnArray.indexOf(OPS.paintImageXObject);
    const name = (operators.argsArray[paint] as [string])[0];
    const image = await new Promise<{ width: number; height: number; kind: number; data: Uint8ClampedArray }>(
      (resolve) => page.objs.get(name, resolve),
    );
    expect([image.width, image.height]).toEqual([2, 2]);
    const channels = image.kind === ImageKind.RGBA_32BPP ? 4 : 3;
    const rgb = Array.from(image.data).filter((_, i) => i % channels < 3);
    expect(rgb).toEqual(PIXELS);
  } finally {
    await pdf.destroy();
  }
});
