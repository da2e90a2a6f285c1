import type { Mask } from './pixel-masks.ts';

/** A blob of set pixels that touch (8-connected), with its extent. */
export type Component = {
  pixels: number[];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
};

/**
 * The 8-connected components of a mask, found by an explicit-stack flood fill (no recursion, so
 * a blob the size of the photo cannot overflow the stack), in scan order: deterministic.
 */
export function connectedComponents(mask: Mask, width: number, height: number, minPixels: number): Component[] {
  const seen = new Uint8Array(mask.length);
  const found: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const component: Component = { pixels: [], minX: width, minY: height, maxX: -1, maxY: -1 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      component.pixels.push(i);
      if (x < component.minX) component.minX = x;
      if (x > component.maxX) component.maxX = x;
      if (y < component.minY) component.minY = y;
      if (y > component.maxY) component.maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (mask[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    if (component.pixels.length >= minPixels) found.push(component);
  }
  return found;
}

/**
 * The share of a component's surroundings (pixels within `radius` of it, not in it) that a
 * mask covers: how a spot sits, e.g. a dark spot surrounded by enamel is a cavity, not a gap.
 */
export function ringShare(component: Component, other: Mask, width: number, height: number, radius: number): number {
  const inside = new Set(component.pixels);
  let ring = 0;
  let covered = 0;
  const x0 = Math.max(0, component.minX - radius);
  const x1 = Math.min(width - 1, component.maxX + radius);
  const y0 = Math.max(0, component.minY - radius);
  const y1 = Math.min(height - 1, component.maxY + radius);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = y * width + x;
      if (inside.has(i) || !nearComponent(inside, x, y, width, height, radius)) continue;
      ring += 1;
      covered += other[i]!;
    }
  }
  return ring === 0 ? 0 : covered / ring;
}

function nearComponent(inside: Set<number>, x: number, y: number, width: number, height: number, radius: number) {
  for (let dy = -radius; dy <= radius; dy++) {
    const ny = y + dy;
    if (ny < 0 || ny >= height) continue;
    for (let dx = -radius; dx <= radius; dx++) {
      const nx = x + dx;
      if (nx >= 0 && nx < width && inside.has(ny * width + nx)) return true;
    }
  }
  return false;
}
