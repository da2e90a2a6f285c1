// A decoded frame as the renderer takes it: grayscale stored values (before rescale and window)
// with their range, or 8-bit RGB interleaved.
export type GrayPixels = Uint8Array | Int8Array | Uint16Array | Int16Array | Uint32Array | Int32Array;

export type DicomFrame =
  | { kind: 'gray'; width: number; height: number; pixels: GrayPixels; min: number; max: number }
  | { kind: 'rgb'; width: number; height: number; pixels: Uint8Array };

export function grayFrame(width: number, height: number, pixels: GrayPixels): DicomFrame {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < pixels.length; i++) {
    const value = pixels[i] as number;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (pixels.length === 0) min = max = 0;
  return { kind: 'gray', width, height, pixels, min, max };
}
