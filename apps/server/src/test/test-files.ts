import sharp from 'sharp';

/** A real picture (uploads are decoded and re-encoded, so magic bytes alone no longer pass). */
export function tinyPng(width = 4, height = 3, background = '#c00000'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A PDF-typed file of exactly `size` bytes: stored as sent (documents are not re-encoded). */
export function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.4\n').copy(bytes);
  return bytes;
}
