// The 8×8 inverse DCT of ISO 10918-1 A.3.3, separable, in floating point (exact enough for
// 12-bit samples, where the integer fast paths of 8-bit decoders lose precision).
const COSINES = new Float32Array(64);
for (let x = 0; x < 8; x++) {
  for (let u = 0; u < 8; u++) {
    COSINES[x * 8 + u] = ((u === 0 ? Math.SQRT1_2 : 1) * Math.cos(((2 * x + 1) * u * Math.PI) / 16)) / 2;
  }
}

const rows = new Float32Array(64);

/** Writes the 8×8 samples of `coefficients` (natural order, dequantised) into `plane` at `offset`. */
export function idctBlock(coefficients: Float32Array, plane: Float32Array, offset: number, stride: number): void {
  for (let v = 0; v < 8; v++) {
    for (let x = 0; x < 8; x++) {
      let sum = 0;
      for (let u = 0; u < 8; u++) sum += (COSINES[x * 8 + u] as number) * (coefficients[v * 8 + u] as number);
      rows[v * 8 + x] = sum;
    }
  }
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      let sum = 0;
      for (let v = 0; v < 8; v++) sum += (COSINES[y * 8 + v] as number) * (rows[v * 8 + x] as number);
      plane[offset + y * stride + x] = sum;
    }
  }
}
