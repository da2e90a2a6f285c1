/// <reference types="node" />
// Every PDF of the shared test data (../shared/testdata/pdf beside the repository) either opens
// with the pages and displayed sizes its manifest records (poppler's pdfinfo: CropBox after
// /Rotate) and exports to a signed PDF of the same page count and sizes, or — password-protected
// and unrecoverable files, the manifest's 'negative' ones — is refused, which the page shows as
// 'Error loading PDF'. Skipped without the folder, except in CI, where its absence fails.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, test } from 'vitest';
import { displayedPageSize } from './page-size.ts';
import { buildSignedPdf } from './build-signed-pdf.ts';
import { hasDigitalSignature } from './signed-pdf.ts';

const folder = fileURLToPath(new URL('../../../../../../shared/testdata/pdf/', import.meta.url));
const hasFolder = existsSync(`${folder}manifest.json`);

type ManifestEntry = {
  file: string;
  category: 'core' | 'edge' | 'restricted' | 'negative';
  page_count: number | null;
  pages: { displayed_width_pt: number; displayed_height_pt: number }[] | null;
  /** poppler's pdfsig, where the file has signature fields: 'Signing Time' only once signed. */
  pdfsig?: string[];
};

/** One white pixel as a flattened page's deflated RGB: the image does not matter to the page geometry. */
const PIXEL = { deflatedRgb: new Uint8Array(deflateSync(Buffer.from([255, 255, 255]))), widthPx: 1, heightPx: 1 };

async function open(file: string) {
  const data = new Uint8Array(readFileSync(`${folder}${file}`));
  const pdf = await getDocument({ data, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const sizes = [];
    for (let i = 1; i <= pdf.numPages; i++) sizes.push(displayedPageSize(await pdf.getPage(i)));
    return sizes;
  } finally {
    await pdf.destroy();
  }
}

test('the shared PDF test data is there (required in CI)', () => {
  if (!hasFolder && !process.env['CI']) return;
  expect(hasFolder, `${folder}manifest.json`).toBe(true);
});

describe.skipIf(!hasFolder)('the signing page over the shared PDF test data', () => {
  const manifest: ManifestEntry[] = hasFolder ? JSON.parse(readFileSync(`${folder}manifest.json`, 'utf8')) : [];

  // A password the page cannot ask for, and a file without a trailer, are refused. The broken
  // pages tree may be refused or recovered (the manifest: "an error or an empty document, not a
  // crash"); pdf.js rebuilds it, and then it must export like any other.
  const mustRefuse = (file: string) => /password|unrecoverable/.test(file);
  for (const entry of manifest.filter((e) => e.category === 'negative')) {
    test(`${entry.file} is refused${mustRefuse(entry.file) ? '' : ' or recovered'}`, async () => {
      const outcome = await open(entry.file).then(
        (sizes) => ({ sizes }),
        (error: unknown) => ({ error }),
      );
      if ('error' in outcome) return;
      expect(mustRefuse(entry.file)).toBe(false);
      const signed = await PDFDocument.load(await buildSignedPdf(outcome.sizes.map((size) => ({ ...PIXEL, ...size }))));
      expect(signed.getPageCount()).toBe(outcome.sizes.length);
    });
  }

  for (const entry of manifest.filter((e) => e.category !== 'negative')) {
    test(`${entry.file} signs with its pages and sizes`, async () => {
      const sizes = await open(entry.file);
      expect(sizes.length).toBe(entry.page_count);
      sizes.forEach((size, i) => {
        const expected = entry.pages![i]!;
        expect(size.widthPt).toBeCloseTo(expected.displayed_width_pt, 0);
        expect(size.heightPt).toBeCloseTo(expected.displayed_height_pt, 0);
      });
      const signed = await PDFDocument.load(await buildSignedPdf(sizes.map((size) => ({ ...PIXEL, ...size }))));
      expect(signed.getPageCount()).toBe(sizes.length);
      signed.getPages().forEach((page, i) => {
        expect(page.getWidth()).toBeCloseTo(sizes[i]!.widthPt, 2);
        expect(page.getHeight()).toBeCloseTo(sizes[i]!.heightPt, 2);
      });
    });
  }

  // The warning that a digital signature will not survive: pdfsig (poppler) is the ground truth;
  // an empty signature field is no signature.
  test('finds the digital signatures that pdfsig finds, and no other', () => {
    for (const entry of manifest) {
      const isSigned = (entry.pdfsig ?? []).some((line) => line.includes('Signing Time'));
      const bytes = new Uint8Array(readFileSync(`${folder}${entry.file}`));
      expect(hasDigitalSignature(bytes), entry.file).toBe(isSigned);
    }
    expect(manifest.filter((e) => (e.pdfsig ?? []).some((l) => l.includes('Signing Time')))).not.toHaveLength(0);
  });
});
