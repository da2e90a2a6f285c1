import { describe, expect, test } from 'vitest';
import { downscaleRgba, thumbnailSize } from './thumbnail-scale.ts';

/** RGBA image whose red channel is `value(x, y)`, green 0, blue 255. */
function image(width: number, height: number, value: (x: number, y: number) => number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      data.set([value(x, y), 0, 255, 255], (y * width + x) * 4);
    }
  }
  return data;
}

describe('DICOM thumbnail scaling (spec access §9)', () => {
  test('longest side 150 px, the other in proportion, small images kept as they are', () => {
    expect(thumbnailSize(512, 512)).toEqual({ width: 150, height: 150 });
    expect(thumbnailSize(3000, 1500)).toEqual({ width: 150, height: 75 });
    expect(thumbnailSize(600, 2400)).toEqual({ width: 38, height: 150 });
    expect(thumbnailSize(100, 40)).toEqual({ width: 100, height: 40 });
    expect(thumbnailSize(4000, 1)).toEqual({ width: 150, height: 1 });
  });

  test('averages every source pixel of a block (a thin line is not dropped)', async () => {
    // 300 × 300, one bright column in every 2-pixel block: each thumbnail pixel is half bright.
    const source = image(300, 300, (x) => (x % 2 === 0 ? 200 : 0));
    const pauses: number[] = [];
    const out = await downscaleRgba(source, 300, 300, async () => void pauses.push(1));
    expect([out.width, out.height]).toEqual([150, 150]);
    for (let i = 0; i < out.data.length; i += 4) {
      expect([out.data[i], out.data[i + 1], out.data[i + 2], out.data[i + 3]]).toEqual([100, 0, 255, 255]);
    }
    expect(pauses).toHaveLength(0); // 90,000 pixels: one pass
  });

  test('over 1,000,000 pixels it pauses after every 50,000 source pixels', async () => {
    const width = 1250;
    const height = 1000; // 1,250,000 pixels: 25 batches
    let pauses = 0;
    const out = await downscaleRgba(new Uint8ClampedArray(width * height * 4).fill(90), width, height, async () => {
      pauses++;
    });
    expect(pauses).toBe(25);
    expect([out.width, out.height]).toEqual([150, 120]);
    expect(out.data.every((v) => v === 90)).toBe(true);
  });

  test('exactly 1,000,000 pixels is still one pass', async () => {
    let pauses = 0;
    await downscaleRgba(new Uint8ClampedArray(1000 * 1000 * 4), 1000, 1000, async () => void pauses++);
    expect(pauses).toBe(0);
  });
});
