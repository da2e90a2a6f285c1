// Colour frames to 8-bit RGB interleaved: planar configuration, YBR_FULL and YBR_FULL_422
// (PS3.3 C.7.6.3.1.2) and samples wider than 8 bits.
import type { GrayPixels } from './frame.ts';

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));

/**
 * @param samples all samples of one frame in file order
 * @param isPlanar planes RRR...GGG...BBB instead of RGBRGB
 * @param photometric the colour model of the samples (after any codec's own conversion)
 */
export function toRgb(
  samples: GrayPixels,
  width: number,
  height: number,
  isPlanar: boolean,
  photometric: string,
  bitsStored: number,
): Uint8Array {
  const count = width * height;
  const shift = Math.max(0, bitsStored - 8);
  const rgb = new Uint8Array(count * 3);
  if (photometric === 'YBR_FULL_422' && !isPlanar && samples.length < count * 3) {
    // Two pixels share one Cb and Cr: Y1 Y2 Cb Cr.
    for (let pair = 0; pair < count / 2; pair++) {
      const cb = samples[pair * 4 + 2] as number;
      const cr = samples[pair * 4 + 3] as number;
      writeYbr(rgb, pair * 2, samples[pair * 4] as number, cb, cr);
      writeYbr(rgb, pair * 2 + 1, samples[pair * 4 + 1] as number, cb, cr);
    }
    return rgb;
  }
  const isYbr = photometric === 'YBR_FULL' || photometric === 'YBR_FULL_422';
  for (let i = 0; i < count; i++) {
    const a = (isPlanar ? samples[i] : samples[i * 3]) as number;
    const b = (isPlanar ? samples[i + count] : samples[i * 3 + 1]) as number;
    const c = (isPlanar ? samples[i + 2 * count] : samples[i * 3 + 2]) as number;
    if (isYbr) writeYbr(rgb, i, a >> shift, b >> shift, c >> shift);
    else {
      rgb[i * 3] = a >> shift;
      rgb[i * 3 + 1] = b >> shift;
      rgb[i * 3 + 2] = c >> shift;
    }
  }
  return rgb;
}

function writeYbr(rgb: Uint8Array, pixel: number, y: number, cb: number, cr: number): void {
  rgb[pixel * 3] = clamp(y + 1.402 * (cr - 128));
  rgb[pixel * 3 + 1] = clamp(y - 0.344136 * (cb - 128) - 0.714136 * (cr - 128));
  rgb[pixel * 3 + 2] = clamp(y + 1.772 * (cb - 128));
}
