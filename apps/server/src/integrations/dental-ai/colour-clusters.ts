import type { RgbImage } from './pixel-masks.ts';

export type Clusters = { labels: Uint8Array; centres: [number, number, number][] };

/**
 * k-means on the pixels' RGB colours, started from the pixels at evenly spaced brightness ranks
 * and run a fixed number of rounds: the same photo always gives the same clusters.
 */
export function clusterColours(image: RgbImage, k: number, rounds: number): Clusters {
  const n = image.width * image.height;
  const brightness = (i: number) => image.data[3 * i]! + image.data[3 * i + 1]! + image.data[3 * i + 2]!;
  const byBrightness = Array.from({ length: n }, (_, i) => i).sort((a, b) => brightness(a) - brightness(b) || a - b);
  const centres: [number, number, number][] = Array.from({ length: k }, (_, c) => {
    const i = byBrightness[Math.min(n - 1, Math.floor(((c + 0.5) / k) * n))]!;
    return [image.data[3 * i]!, image.data[3 * i + 1]!, image.data[3 * i + 2]!];
  });
  const labels = new Uint8Array(n);
  for (let round = 0; round < rounds; round++) {
    const sums = new Float64Array(4 * k);
    for (let i = 0; i < n; i++) {
      const r = image.data[3 * i]!;
      const g = image.data[3 * i + 1]!;
      const b = image.data[3 * i + 2]!;
      let best = 0;
      let bestDistance = Infinity;
      for (let c = 0; c < k; c++) {
        const [cr, cg, cb] = centres[c]!;
        const distance = (r - cr) ** 2 + (g - cg) ** 2 + (b - cb) ** 2;
        if (distance < bestDistance) {
          bestDistance = distance;
          best = c;
        }
      }
      labels[i] = best;
      const at = 4 * best;
      sums.set([sums[at]! + r, sums[at + 1]! + g, sums[at + 2]! + b, sums[at + 3]! + 1], at);
    }
    for (let c = 0; c < k; c++) {
      const count = sums[4 * c + 3]!;
      if (count > 0) centres[c] = [sums[4 * c]! / count, sums[4 * c + 1]! / count, sums[4 * c + 2]! / count];
    }
  }
  return { labels, centres };
}
