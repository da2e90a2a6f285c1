import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('keeps a plain ASCII name as it is', () => {
    expect(contentDisposition('inline', 'logo.png')).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
  });

  it('encodes a Thai name per RFC 5987 with an ASCII stand-in', () => {
    const header = contentDisposition('attachment', 'ฟัน 1.png');
    expect(header).toMatch(/^attachment; filename="_+ 1\.png"; filename\*=UTF-8''/);
    const encoded = header.slice(header.indexOf("UTF-8''") + 7);
    expect(decodeURIComponent(encoded)).toBe('ฟัน 1.png');
    expect(encoded).not.toMatch(/[ ]/);
  });

  it('lets no quote, backslash or line break escape the header', () => {
    const header = contentDisposition('inline', 'a"b\\c\r\nSet-Cookie: x=1\'(*).png');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="a_b_cSet-Cookie: x=1\'(*).png"');
    expect(header).toContain("filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x%3D1%27%28%2A%29.png");
  });

  it('falls back to "file" when nothing is left of the name', () => {
    expect(contentDisposition('inline', '\r\n')).toBe(`inline; filename="file"; filename*=UTF-8''file`);
  });
});
