// The signed PDF out of the screen's pages and strokes (spec access §5, §9): the pages flattened
// (flatten-pages.ts), then one PDF of them built by pdf-lib, which is loaded apart from the page.
import type { PenLine } from './pen-geometry.ts';
import { flattenPages, type PageToFlatten } from './flatten-pages.ts';

type PdfBuilder = typeof import('./build-signed-pdf.ts');
let pdfBuilder: Promise<PdfBuilder> | null = null;

/**
 * pdf-lib (about 40 % of the signing page's JavaScript) is not needed to show the first page: it
 * loads when asked here, which the page does at the first stroke, long before the signer exports.
 */
export function loadPdfBuilder(): Promise<PdfBuilder> {
  pdfBuilder ??= import('./build-signed-pdf.ts').catch((error: unknown) => {
    pdfBuilder = null; // a failed download is tried again at the next call
    throw error;
  });
  return pdfBuilder;
}

export async function exportSignedPdf(
  pages: readonly PageToFlatten[],
  linesOf: (index: number) => readonly PenLine[],
): Promise<Uint8Array> {
  const [{ buildSignedPdf }, flattened] = await Promise.all([loadPdfBuilder(), flattenPages(pages, linesOf)]);
  return buildSignedPdf(flattened);
}
