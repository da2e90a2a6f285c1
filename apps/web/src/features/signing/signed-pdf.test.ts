import { deflateSync, inflateSync } from 'node:zlib';
import { degrees, PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ZMediaUploadData } from '@yim/contract';
import { buildSignedPdf, NoPagesError } from './build-signed-pdf.ts';
import { crossTabMessage, sha256Hex, signedRemark, signedUploadData } from './signed-pdf.ts';

// One white pixel as the PDF's deflated RGB: the flattened page's content does not matter to the page geometry.
const PIXEL = { deflatedRgb: new Uint8Array(deflateSync(Buffer.from([255, 255, 255]))), widthPx: 1, heightPx: 1 };

describe('the signed PDF', () => {
  it('has the pages of the source, in order, at their displayed sizes in points', async () => {
    const source = await PDFDocument.create();
    source.addPage([595.28, 841.89]);
    source.addPage([612, 792]).setRotation(degrees(90));
    const sizes = source.getPages().map((p) => {
      const { width, height } = p.getSize();
      return p.getRotation().angle % 180 ? { widthPt: height, heightPt: width } : { widthPt: width, heightPt: height };
    });
    expect(sizes[1]).toEqual({ widthPt: 792, heightPt: 612 }); // landscape as shown

    const bytes = await buildSignedPdf(sizes.map((size) => ({ ...PIXEL, ...size })));
    const signed = await PDFDocument.load(bytes);
    expect(signed.getPageCount()).toBe(2);
    expect(signed.getPages().map((p) => p.getSize())).toEqual([
      { width: 595.28, height: 841.89 },
      { width: 792, height: 612 },
    ]);
  });

  it("carries each page's pixels as a lossless RGB image filling the page", async () => {
    const pixels = Buffer.from([255, 0, 0, 0, 0, 255]); // a red and a blue pixel
    const bytes = await buildSignedPdf([
      { deflatedRgb: new Uint8Array(deflateSync(pixels)), widthPx: 2, heightPx: 1, widthPt: 200, heightPt: 100 },
    ]);
    const signed = await PDFDocument.load(bytes);
    const page = signed.getPage(0);
    const xObjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
    const image = xObjects.lookup(xObjects.keys()[0]!) as PDFRawStream;
    expect(image.dict.get(PDFName.of('Width'))?.toString()).toBe('2');
    expect(image.dict.get(PDFName.of('ColorSpace'))?.toString()).toBe('/DeviceRGB');
    expect(Buffer.from(inflateSync(image.contents))).toEqual(pixels);
    // Drawn at the page's size from its origin.
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents!];
    const text = streams
      .map((ref) => signed.context.lookup(ref) as PDFRawStream)
      .map((stream) => (stream.dict.get(PDFName.of('Filter')) ? inflateSync(stream.contents) : stream.contents))
      .map((raw) => new TextDecoder().decode(raw))
      .join('\n');
    expect(text).toMatch(/200 0 0 100 0 0 cm\s+\/YimSignedPage Do/);
  });

  it('is refused without pages', async () => {
    await expect(buildSignedPdf([])).rejects.toBeInstanceOf(NoPagesError);
  });
});

describe('the upload payload (spec §3)', () => {
  it('names the remark after the file, the template, or the time', () => {
    expect(signedRemark('consent.pdf', true)).toBe('consent_signed_by_patient');
    expect(signedRemark('consent', false)).toBe('consent_signed');
    expect(signedRemark(null, false, new Date(1_700_000_000_000))).toBe('Signed_Document_1700000000000');
    expect(signedRemark('  ', true, new Date(5))).toBe('Signed_Document_5');
  });

  it('files a Document for the patient with one PDF entry', () => {
    expect(signedUploadData({ clinicUrl: 'c', branchUrl: 'b', patientId: '7', remark: 'r', fileSize: 10 })).toEqual({
      clinicUrl: 'c',
      branchUrl: 'b',
      category: 'Document',
      patientId: '7',
      remark: 'r',
      filesMetadata: [{ id: null, contentType: 'application/pdf', fileSize: 10 }],
    });
  });

  it('declares the original’s digest as the contract takes it (tamper evidence)', async () => {
    const digest = await sha256Hex(new TextEncoder().encode('abc'));
    expect(digest).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const data = signedUploadData({
      clinicUrl: 'c',
      branchUrl: 'b',
      patientId: '7',
      remark: 'r',
      fileSize: 10,
      signature: { originalSha256: digest!, sourceFileId: 12, device: 'iPad' },
    });
    const parsed = ZMediaUploadData.safeParse(data);
    expect(parsed.success && parsed.data.signature).toEqual({
      originalSha256: digest,
      sourceFileId: 12,
      device: 'iPad',
    });
  });

  it('announces the upload to other tabs as POLL_FOR_UPDATE from signDoc', () => {
    expect(crossTabMessage({ patientId: '7', files: [{ id: 3 }], isTemplateSign: true, templateId: '9' }, 42)).toEqual({
      timestamp: 42,
      type: 'POLL_FOR_UPDATE',
      payload: { patientId: '7', files: [{ id: 3 }], source: 'signDoc', isTemplateSign: true, templateId: '9' },
    });
  });
});
