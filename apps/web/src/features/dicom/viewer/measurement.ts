// Distance measurement over the image: points in image pixels (so the line follows zoom and pan),
// length in mm from the file's pixel spacing. PixelSpacing is [between rows, between columns]:
// a vertical step is scaled by the first value, a horizontal one by the second (PS3.3 10.7.1.3).
export type ImagePoint = { x: number; y: number };

export function distanceMm(a: ImagePoint, b: ImagePoint, spacingMm: readonly [number, number]): number {
  const [rowSpacing, columnSpacing] = spacingMm;
  return Math.hypot((b.x - a.x) * columnSpacing, (b.y - a.y) * rowSpacing);
}

export const formatMm = (mm: number) => `${mm.toFixed(1)} mm`;

/** A click's place in image pixels, from the canvas box as drawn (zoom and pan included). */
export function toImagePoint(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
  image: { width: number; height: number },
): ImagePoint {
  return {
    x: ((clientX - box.left) / box.width) * image.width,
    y: ((clientY - box.top) / box.height) * image.height,
  };
}

/** Two clicks make a measurement; a third starts the next one. */
export const addPoint = (points: ImagePoint[], point: ImagePoint): ImagePoint[] =>
  points.length >= 2 ? [point] : [...points, point];
