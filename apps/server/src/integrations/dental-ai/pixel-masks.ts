/** A decoded photo: `data` is RGB, three bytes a pixel, rows top to bottom. */
export type RgbImage = { width: number; height: number; data: Uint8Array };

/** One flag a pixel. */
export type Mask = Uint8Array;

export type Hsv = { h: Float32Array; s: Float32Array; v: Float32Array };

/** Hue in degrees [0, 360), saturation and value in [0, 1]: colour rules read better in HSV than RGB. */
export function toHsv(image: RgbImage): Hsv {
  const n = image.width * image.height;
  const h = new Float32Array(n);
  const s = new Float32Array(n);
  const v = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const r = image.data[3 * i]! / 255;
    const g = image.data[3 * i + 1]! / 255;
    const b = image.data[3 * i + 2]! / 255;
    const max = Math.max(r, g, b);
    const delta = max - Math.min(r, g, b);
    let hue = 0;
    if (delta > 0) {
      if (max === r) hue = 60 * (((g - b) / delta + 6) % 6);
      else if (max === g) hue = 60 * ((b - r) / delta + 2);
      else hue = 60 * ((r - g) / delta + 4);
    }
    h[i] = hue;
    s[i] = max === 0 ? 0 : delta / max;
    v[i] = max;
  }
  return { h, s, v };
}

export function maskWhere(n: number, test: (i: number) => boolean): Mask {
  const mask = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (test(i)) mask[i] = 1;
  return mask;
}

/** Every pixel within `radius` (Chebyshev distance) of a set one: a separable running maximum. */
export function dilate(mask: Mask, width: number, height: number, radius: number): Mask {
  const across = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) runningMax(mask, across, y * width, 1, width, radius);
  const out = new Uint8Array(mask.length);
  for (let x = 0; x < width; x++) runningMax(across, out, x, width, height, radius);
  return out;
}

function runningMax(src: Mask, dst: Mask, start: number, step: number, length: number, radius: number) {
  let count = 0;
  for (let k = 0; k < Math.min(radius, length); k++) count += src[start + k * step]!;
  for (let k = 0; k < length; k++) {
    const entering = k + radius;
    const leaving = k - radius - 1;
    if (entering < length) count += src[start + entering * step]!;
    if (leaving >= 0) count -= src[start + leaving * step]!;
    dst[start + k * step] = count > 0 ? 1 : 0;
  }
}

/** The fraction of set pixels. */
export function coverage(mask: Mask): number {
  let set = 0;
  for (const flag of mask) set += flag;
  return mask.length === 0 ? 0 : set / mask.length;
}
