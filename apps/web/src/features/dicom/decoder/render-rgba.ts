// A frame to RGBA bytes for a canvas: grey frames through rescale, window and MONOCHROME1
// inversion (a lookup table over the stored-value range when it is small enough), colour
// frames copied as they are (windowing is not applied to colour, as other viewers do).
import type { DicomFrame } from './frame.ts';
import { windowFunction, type FrameVoi, type WindowLevel } from './voi.ts';

const MAX_LUT_ENTRIES = 1 << 20;

export function renderToRgba(
  frame: DicomFrame,
  voi: FrameVoi,
  window: WindowLevel,
  isInverted: boolean,
  out: Uint8ClampedArray = new Uint8ClampedArray(frame.width * frame.height * 4),
): Uint8ClampedArray {
  const count = frame.width * frame.height;
  if (frame.kind === 'rgb') {
    for (let i = 0; i < count; i++) {
      out[i * 4] = frame.pixels[i * 3] as number;
      out[i * 4 + 1] = frame.pixels[i * 3 + 1] as number;
      out[i * 4 + 2] = frame.pixels[i * 3 + 2] as number;
      out[i * 4 + 3] = 255;
    }
    return out;
  }
  const grey = windowFunction(window, voi.voiLutFunction);
  const level = (stored: number) => {
    const value = grey(stored * voi.slope + voi.intercept);
    return isInverted ? 255 - value : value;
  };
  const { pixels, min, max } = frame;
  const range = max - min + 1;
  if (range <= MAX_LUT_ENTRIES) {
    const lut = new Uint8ClampedArray(range);
    for (let v = 0; v < range; v++) lut[v] = level(v + min);
    for (let i = 0; i < count; i++) {
      const g = lut[(pixels[i] as number) - min] as number;
      out[i * 4] = g;
      out[i * 4 + 1] = g;
      out[i * 4 + 2] = g;
      out[i * 4 + 3] = 255;
    }
    return out;
  }
  for (let i = 0; i < count; i++) {
    const g = level(pixels[i] as number);
    out[i * 4] = g;
    out[i * 4 + 1] = g;
    out[i * 4 + 2] = g;
    out[i * 4 + 3] = 255;
  }
  return out;
}
