import { degrees, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ZMediaUploadData } from '@yim/contract';
import {
  buildSignedPdf,
  crossTabMessage,
  NoPagesError,
  sha256Hex,
  signedRemark,
  signedUploadData,
} from './signed-pdf.ts';

// A 1 × 1 PNG: the flattened page image's content does not matter to the page geometry.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

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

    const bytes = await buildSignedPdf(sizes.map((size) => ({ png: PNG, ...size })));
    const signed = await PDFDocument.load(bytes);
    expect(signed.getPageCount()).toBe(2);
    expect(signed.getPages().map((p) => p.getSize())).toEqual([
      { width: 595.28, height: 841.89 },
      { width: 792, height: 612 },
    ]);
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
