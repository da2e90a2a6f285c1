import { describe, expect, it } from 'vitest';
import { requireMediaType, typeNamedBy } from './media-type.service.ts';

const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PDF_HEAD = Uint8Array.from(Buffer.from('%PDF-1.7\n', 'latin1'));

describe('requireMediaType', () => {
  it('answers the type of the bytes when name and declared type agree or say nothing', () => {
    expect(requireMediaType(PNG_HEAD, 'tooth.PNG', 'image/png')).toBe('image/png');
    expect(requireMediaType(PNG_HEAD, 'photo', 'application/octet-stream')).toBe('image/png');
    expect(requireMediaType(PDF_HEAD, 'consent.pdf', 'application/pdf; charset=binary')).toBe('application/pdf');
  });

  it.each([
    ['a PNG renamed .pdf', PNG_HEAD, 'report.pdf', undefined],
    ['a PNG declared as a PDF', PNG_HEAD, 'report', 'application/pdf'],
    ['a PDF named .dcm', PDF_HEAD, 'scan.dcm', 'application/octet-stream'],
  ])('refuses %s (415)', (_name, head, fileName, declared) => {
    expect(() => requireMediaType(head, fileName, declared)).toThrow(
      expect.objectContaining({ code: 'CONTENT-TYPE-NOT-ALLOWED', status: 415 }),
    );
  });

  it('knows the extensions of spec §5 (.dcm and .dicom are DICOM) and nothing else', () => {
    expect(typeNamedBy('ceph.DICOM')).toBe('application/dicom');
    expect(typeNamedBy('a.jpeg')).toBe('image/jpeg');
    expect(typeNamedBy('notes.txt')).toBeUndefined();
    expect(typeNamedBy('no-extension')).toBeUndefined();
  });
});
