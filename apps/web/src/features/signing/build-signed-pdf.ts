// The signed PDF (spec access §5 "Signing export", §9 export): each page flattened with its
// strokes into one image, placed on a page of the source's displayed size in points (portrait or
// landscape by its shape after /Rotate). pdf-lib is loaded only for this, when the signer exports.
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  PDFName,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';

/**
 * A page flattened: its pixels as 8-bit RGB rows, zlib-deflated (the PDF's FlateDecode), their
 * size, and the displayed size of the source page in points.
 */
export type FlattenedPage = {
  deflatedRgb: Uint8Array;
  /** Each row starts with a PNG filter byte (rows taken from a PNG, png-image-rows.ts). */
  hasPngRowFilters?: boolean;
  widthPx: number;
  heightPx: number;
  widthPt: number;
  heightPt: number;
};

export class NoPagesError extends Error {
  override readonly name = 'NoPagesError';
  constructor() {
    super('export refused: the document has no pages');
  }
}

/** One PDF of the flattened pages, in order. Refused without pages. */
export async function buildSignedPdf(pages: readonly FlattenedPage[]): Promise<Uint8Array> {
  if (pages.length === 0) throw new NoPagesError();
  const pdf = await PDFDocument.create();
  pdf.setProducer('Yim signing page');
  pdf.setCreationDate(new Date());
  // Each page's pixels go in as an image object whose bytes are already deflated: pdf-lib's own
  // embedPng decodes and re-compresses a PNG in JavaScript, which made a 10-page export take tens
  // of seconds (bench/signing.mjs); the browser's native encoder does it in a fraction. Rows
  // taken from a PNG keep its filters, which the reader undoes (/Predictor 15: PNG, per row).
  const name = PDFName.of('YimSignedPage');
  for (const page of pages) {
    const image = pdf.context.register(
      pdf.context.stream(page.deflatedRgb, {
        Type: 'XObject',
        Subtype: 'Image',
        Width: page.widthPx,
        Height: page.heightPx,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
        ...(page.hasPngRowFilters
          ? { DecodeParms: { Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: page.widthPx } }
          : {}),
      }),
    );
    const out = pdf.addPage([page.widthPt, page.heightPt]);
    out.node.setXObject(name, image);
    out.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(page.widthPt, 0, 0, page.heightPt, 0, 0),
      drawObject(name),
      popGraphicsState(),
    );
  }
  return pdf.save();
}
