import type { TAiClassName, TAiPhotoType } from '@yim/contract';
import { clusterColours } from './colour-clusters.ts';
import { connectedComponents, ringShare, type Component } from './connected-components.ts';
import type { DentalAiFinding } from './dental-ai.ts';
import { coverage, dilate, maskWhere, toHsv, type Hsv, type Mask, type RgbImage } from './pixel-masks.ts';

// The sandbox analyser: classical image processing on a downscaled photo (docs/dental-ai-sandbox.md).
// A demonstration that findings follow the pixels, NOT a diagnosis: colour thresholds in HSV pick
// candidate pixels for each condition, connected components make blobs of them, and where a blob
// sits (near the gum line, surrounded by enamel, inside the tongue) decides what it stands for.

/** A photo with less enamel than this is not a photo of teeth (the arch's photo error). */
export const MIN_TOOTH_COVERAGE = 0.01;
/** Findings per condition at most: the strongest are kept. */
const MAX_PER_CLASS = 8;

type Candidate = { className: TAiClassName; component: Component; strength: number };

const isRedHue = (h: number, spread: number) => h >= 360 - spread || h <= spread;

/** Pixel rules of each tissue, as HSV ranges. */
function masks(hsv: Hsv, n: number) {
  const { h, s, v } = hsv;
  return {
    enamel: maskWhere(n, (i) => v[i]! >= 0.6 && s[i]! <= 0.28),
    /** Gum and tongue: pink to red soft tissue. */
    softTissue: maskWhere(n, (i) => isRedHue(h[i]!, 25) && s[i]! >= 0.22 && v[i]! >= 0.25),
    /** Inflamed gum is deeper and more saturated red than healthy pink gum. */
    inflamed: maskWhere(n, (i) => isRedHue(h[i]!, 12) && s[i]! >= 0.6 && v[i]! >= 0.3 && v[i]! <= 0.9),
    /** Yellow-brown: deposits on the gum line, or dentine showing through worn enamel. */
    yellowBrown: maskWhere(n, (i) => h[i]! >= 25 && h[i]! <= 55 && s[i]! >= 0.3 && s[i]! <= 0.75 && v[i]! >= 0.35),
    dark: maskWhere(n, (i) => v[i]! <= 0.35),
    chalky: maskWhere(n, (i) => v[i]! >= 0.95 && s[i]! <= 0.05),
  };
}

/** How deep inside a rule a blob's pixels sit, 0 at its edge to 1 far inside. */
function meanOf(component: Component, value: (i: number) => number): number {
  let sum = 0;
  for (const i of component.pixels) sum += Math.min(1, Math.max(0, value(i)));
  return sum / component.pixels.length;
}

const subtract = (a: Mask, b: Mask) => a.map((flag, i) => flag & (1 - b[i]!));

/**
 * Finds candidate blobs on a decoded RGB photo (at most 256 px a side) and answers them as
 * findings in that photo's pixels. Deterministic: the same pixels give the same findings.
 */
export function analysePixels(
  image: RgbImage,
  photoType: TAiPhotoType,
): { toothCoverage: number; findings: DentalAiFinding[] } {
  const { width, height } = image;
  const n = width * height;
  const hsv = toHsv(image);
  const m = masks(hsv, n);
  const minPixels = Math.max(6, Math.round(n * 0.0005));
  const nearGum = dilate(m.softTissue, width, height, Math.max(3, Math.round(Math.min(width, height) * 0.03)));
  const blobs = (mask: Mask, min = minPixels) => connectedComponents(mask, width, height, min);
  const candidates: Candidate[] = [];
  const { s, v } = hsv;

  for (const blob of blobs(m.inflamed)) {
    candidates.push({ className: 'gum', component: blob, strength: meanOf(blob, (i) => (s[i]! - 0.6) / 0.3) });
  }
  for (const blob of blobs(m.yellowBrown)) {
    // Yellow-brown touching the gum line is a deposit; away from it and surrounded by enamel,
    // it is dentine showing through worn enamel.
    if (blob.pixels.some((i) => nearGum[i] === 1)) {
      candidates.push({ className: 'calculus', component: blob, strength: meanOf(blob, (i) => (s[i]! - 0.3) / 0.35) });
      continue;
    }
    const enclosed = ringShare(blob, m.enamel, width, height, 2);
    if (enclosed >= 0.5) candidates.push({ className: 'worn_teeth', component: blob, strength: enclosed });
  }
  for (const blob of blobs(m.dark)) {
    // A dark spot inside enamel is a cavity; one at the edge of the teeth is a gap or the mouth.
    const enclosed = ringShare(blob, m.enamel, width, height, 2);
    if (enclosed >= 0.6) {
      candidates.push({
        className: 'carries',
        component: blob,
        strength: meanOf(blob, (i) => (0.35 - v[i]!) / 0.3) * enclosed,
      });
    }
  }
  for (const blob of blobs(m.chalky)) {
    // Chalk-white opaque spots on otherwise ordinary enamel; a white background is no spot.
    if (blob.pixels.length > n * 0.05) continue;
    const enclosed = ringShare(blob, subtract(m.enamel, m.chalky), width, height, 2);
    if (enclosed >= 0.6) candidates.push({ className: 'fluorosis', component: blob, strength: enclosed });
  }
  if (photoType === 'lower') candidates.push(...tongueCoating(image, hsv, m.softTissue, minPixels));

  return { toothCoverage: coverage(m.enamel), findings: strongest(candidates, n) };
}

/**
 * Tongue coating by colour clustering: k-means groups the photo's colours; a cream cluster
 * (yellowish white, low saturation) whose blob lies inside pink soft tissue is a coated tongue.
 */
function tongueCoating(image: RgbImage, hsv: Hsv, softTissue: Mask, minPixels: number): Candidate[] {
  const { width, height } = image;
  const n = width * height;
  const clusters = clusterColours(image, 5, 8);
  const found: Candidate[] = [];
  clusters.centres.forEach((centre, c) => {
    const [hue, saturation, value] = hsvOf(centre);
    const isCream = hue >= 20 && hue <= 70 && saturation >= 0.1 && saturation <= 0.4 && value >= 0.6;
    if (!isCream) return;
    const member = maskWhere(n, (i) => clusters.labels[i] === c);
    for (const blob of connectedComponents(member, width, height, Math.max(minPixels, Math.round(n * 0.02)))) {
      const inTongue = ringShare(blob, softTissue, width, height, 2);
      if (inTongue >= 0.6) {
        found.push({
          className: 'tongue',
          component: blob,
          strength: meanOf(blob, (i) => 1 - Math.abs(hsv.s[i]! - 0.22) / 0.2) * inTongue,
        });
      }
    }
  });
  return found;
}

function hsvOf([r, g, b]: [number, number, number]): [number, number, number] {
  const one = toHsv({ width: 1, height: 1, data: Uint8Array.from([r, g, b]) });
  return [one.h[0]!, one.s[0]!, one.v[0]!];
}

/**
 * Confidence from how clearly a blob meets its rule and how large it is: 0.3 for a faint speck,
 * near 1 for a large, clear one. Rounded so that the answer is stable to read.
 */
function confidenceOf(candidate: Candidate, n: number): number {
  const size = Math.min(1, candidate.component.pixels.length / (n * 0.01));
  const raw = 0.3 + 0.4 * Math.min(1, Math.max(0, candidate.strength)) + 0.29 * size;
  return Math.round(raw * 1000) / 1000;
}

function strongest(candidates: Candidate[], n: number): DentalAiFinding[] {
  const findings = candidates.map((candidate) => ({
    className: candidate.className,
    confidence: confidenceOf(candidate, n),
    box: {
      x1: candidate.component.minX,
      y1: candidate.component.minY,
      x2: candidate.component.maxX + 1,
      y2: candidate.component.maxY + 1,
    },
  }));
  const kept: DentalAiFinding[] = [];
  const perClass = new Map<TAiClassName, number>();
  for (const finding of findings.sort(
    (a, b) => b.confidence - a.confidence || a.box.y1 - b.box.y1 || a.box.x1 - b.box.x1,
  )) {
    const count = perClass.get(finding.className) ?? 0;
    if (count >= MAX_PER_CLASS) continue;
    perClass.set(finding.className, count + 1);
    kept.push(finding);
  }
  return kept;
}
