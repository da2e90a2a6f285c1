// The PDF of the signing page, opened (pdf-document.ts) with its pages' displayed sizes, the
// digest of its bytes as fetched and whether it carries a digital signature (spec access §7).
import { useEffect, useState } from 'react';
import { displayedPageSize, type PageSize } from './page-size.ts';
import { openPdf, renderPage, type PDFDocumentProxy, type PDFPageProxy } from './pdf-document.ts';
import { hasDigitalSignature, sha256Hex } from './signed-pdf.ts';

/** `originalSha256`: the digest of the bytes as fetched, null where the browser cannot hash (no secure context). */
export type Loaded = {
  pdf: PDFDocumentProxy;
  pages: { page: PDFPageProxy; size: PageSize }[];
  originalSha256: string | null;
  /** The original carries a digital signature, which the signed copy will not keep valid. */
  isDigitallySigned: boolean;
};
type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; doc: Loaded };

export function useSignedPdf(src: string | null): LoadState {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  useEffect(() => {
    if (!src) return;
    const abort = new AbortController();
    let loaded: PDFDocumentProxy | null = null;
    (async () => {
      const { pdf, bytes } = await openPdf(src, abort.signal);
      loaded = pdf;
      // Page 1, the one the signer sees first, is drawn while the other pages are read and the
      // screen is built; its stage takes the same render (renderPage keeps it with the page).
      pdf
        .getPage(1)
        .then(renderPage)
        .catch(() => undefined);
      const [pages, originalSha256] = await Promise.all([
        Promise.all(
          Array.from({ length: pdf.numPages }, async (_, i) => {
            const page = await pdf.getPage(i + 1);
            return { page, size: displayedPageSize(page) };
          }),
        ),
        sha256Hex(bytes),
      ]);
      const isDigitallySigned = hasDigitalSignature(bytes);
      if (!abort.signal.aborted) setState({ status: 'ready', doc: { pdf, pages, originalSha256, isDigitallySigned } });
    })().catch(() => {
      if (!abort.signal.aborted) setState({ status: 'failed' });
    });
    return () => {
      abort.abort();
      void loaded?.destroy();
    };
  }, [src]);
  return state;
}
