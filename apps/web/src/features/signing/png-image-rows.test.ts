import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readPngImageRows } from './png-image-rows.ts';

/** A PNG written by hand: its header fields, and the zlib stream of its rows split over `idatParts` IDAT chunks. */
function png(
  header: { width: number; height: number; bitDepth?: number; colorType?: number; interlace?: number },
  rows: Buffer,
  idatParts = 1,
) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(header.width, 0);
  ihdr.writeUInt32BE(header.height, 4);
  ihdr.set([header.bitDepth ?? 8, header.colorType ?? 2, 0, 0, header.interlace ?? 0], 8);
  const deflated = deflateSync(rows);
  const step = Math.ceil(deflated.length / idatParts);
  const idats = Array.from({ length: idatParts }, (_, i) => chunk('IDAT', deflated.subarray(i * step, (i + 1) * step)));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('sRGB', Buffer.from([0])),
      ...idats,
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

// Two rows of two RGB pixels, each row led by its filter byte (0: none, 2: up).
const ROWS = Buffer.from([0, 255, 0, 0, 0, 0, 255, 2, 0, 10, 0, 0, 0, 0]);

describe("a PNG's rows for a PDF image", () => {
  it('are its IDAT chunks joined, filter bytes kept, with its size', () => {
    const rows = readPngImageRows(png({ width: 2, height: 2 }, ROWS, 3));
    expect(rows).not.toBeNull();
    expect(rows!.widthPx).toBe(2);
    expect(rows!.heightPx).toBe(2);
    expect(inflateSync(rows!.deflatedRows)).toEqual(ROWS);
  });

  it('are refused for a PNG a DeviceRGB image cannot take as it is', () => {
    expect(readPngImageRows(png({ width: 2, height: 2, colorType: 6 }, ROWS))).toBeNull(); // with alpha
    expect(readPngImageRows(png({ width: 2, height: 2, bitDepth: 16 }, ROWS))).toBeNull();
    expect(readPngImageRows(png({ width: 2, height: 2, interlace: 1 }, ROWS))).toBeNull();
    expect(readPngImageRows(new TextEncoder().encode('not a png at all'))).toBeNull();
    expect(readPngImageRows(png({ width: 2, height: 2 }, ROWS).subarray(0, 40))).toBeNull(); // truncated
  });
});
