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
