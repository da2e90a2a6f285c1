// The displayed size of a PDF page in points (spec access §9 export): pdf.js's viewport at scale 1
// is the CropBox after /Rotate, which is what the signer sees and what the signed page keeps.

/** The part of a pdf.js page this needs (so Node tests may pass the legacy build's pages). */
export type ViewportSource = {
  getViewport(options: { scale: number }): { width: number; height: number };
};

export type PageSize = { widthPt: number; heightPt: number };

export function displayedPageSize(page: ViewportSource): PageSize {
  const { width, height } = page.getViewport({ scale: 1 });
  return { widthPt: width, heightPt: height };
}

export function isLandscape(size: PageSize): boolean {
  return size.widthPt > size.heightPt;
}
