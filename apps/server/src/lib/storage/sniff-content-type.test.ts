import { describe, expect, it } from 'vitest';
import { requireAllowedType, sniffContentType } from './sniff-content-type.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

function dicom(): Uint8Array {
  const head = new Uint8Array(140);
  head.set(ascii('DICM'), 128);
  return head;
}

describe('sniffContentType', () => {
  it.each([
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10)],
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00)],
    ['image/gif', ascii('GIF87a\x01\x00')],
    ['image/gif', ascii('GIF89a\x01\x00')],
    ['image/webp', ascii('RIFF\x24\x00\x00\x00WEBPVP8 ')],
    ['application/pdf', ascii('%PDF-1.7\n')],
    ['application/dicom', dicom()],
  ])('recognises %s by its first bytes', (type, head) => {
    expect(sniffContentType(head)).toBe(type);
  });

  it.each([
    ['plain text named .png', ascii('hello, this is not an image')],
    ['HTML', ascii('<!doctype html><script>alert(1)</script>')],
    ['SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['RIFF that is not WebP (WAV)', ascii('RIFF\x24\x00\x00\x00WAVEfmt ')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['DICM too early', ascii('DICM')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, head) => {
    expect(sniffContentType(head)).toBeNull();
  });
});

describe('requireAllowedType', () => {
  it('answers the sniffed type when allowed', () => {
    expect(requireAllowedType(ascii('%PDF-1.4'), ['application/pdf'])).toBe('application/pdf');
  });

  it('throws 415 CONTENT-TYPE-NOT-ALLOWED for an unknown or a known but unwanted type', () => {
    expect(() => requireAllowedType(ascii('text'), ['image/png'])).toThrow(
      expect.objectContaining({ code: 'CONTENT-TYPE-NOT-ALLOWED', status: 415 }),
    );
    expect(() => requireAllowedType(ascii('%PDF-1.4'), ['image/png'])).toThrow(
      expect.objectContaining({ code: 'CONTENT-TYPE-NOT-ALLOWED' }),
    );
  });
});

describe('DICOM without its preamble', () => {
  const element = (group: number, elementNo: number, vr: string | null, value: string) => {
    const bytes = Buffer.from(value, 'latin1');
    if (vr) {
      const header = Buffer.alloc(8);
      header.writeUInt16LE(group, 0);
      header.writeUInt16LE(elementNo, 2);
      header.write(vr, 4, 'latin1');
      header.writeUInt16LE(bytes.length, 6);
      return Buffer.concat([header, bytes]);
    }
    const header = Buffer.alloc(8);
    header.writeUInt16LE(group, 0);
    header.writeUInt16LE(elementNo, 2);
    header.writeUInt32LE(bytes.length, 4);
    return Buffer.concat([header, bytes]);
  };

  it.each([
    [
      'implicit VR from group 0008',
      Buffer.concat([element(8, 5, null, 'ISO_IR 100'), element(8, 0x16, null, '1.2.3.4 ')]),
    ],
    [
      'implicit VR with a group length first',
      Buffer.concat([element(8, 0, null, '\x16\x02\x00\x00'), element(8, 8, null, 'ORIGINAL')]),
    ],
    [
      'explicit VR from the meta group',
      Buffer.concat([element(2, 1, 'OB', '\x00\x01'), element(2, 2, 'UI', '1.2.3.4 ')]),
    ],
  ])('is recognised by its structure: %s', (_name, head) => {
    expect(sniffContentType(head)).toBe('application/dicom');
  });

  it.each([
    ['another group', Buffer.concat([element(0x10, 0x10, null, 'DOE^JOHN'), element(0x10, 0x20, null, '1234')])],
    ['an odd length', Buffer.concat([element(8, 5, null, 'ISO_IR 10'), element(8, 0x16, null, '1.2.3.4 ')])],
    ['a next element of a lower group', Buffer.concat([element(8, 5, null, 'ISO_IR 100'), element(2, 1, null, 'xx')])],
    ['a length past the bytes at hand', Buffer.concat([element(8, 5, null, 'x'.repeat(400)).subarray(0, 132)])],
  ])('is not taken for text or noise: %s', (_name, head) => {
    expect(sniffContentType(head)).toBeNull();
  });
});
