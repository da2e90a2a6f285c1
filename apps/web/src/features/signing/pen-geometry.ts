// The signing page's drawing rules (spec access §4 "erasing", "pen detection"; §9 pen,
// simplification, eraser): pure functions over flat point lists [x0, y0, x1, y1, …] in stage
// coordinates (the page drawn 800 wide at zoom 1), so they are tested without a canvas.
import simplify from 'simplify-js';

/** Spec §9: the page is drawn 800 wide at zoom 1; strokes are kept in these coordinates. */
export const STAGE_WIDTH = 800;
export const PEN_COLOR = 'black';
export const PEN_WIDTH = 2;
/** Spec §9: points at least 4 / zoom apart. */
export const PEN_MIN_DISTANCE = 4;
export const MAX_POINTS_PER_LINE = 300;
export const SIMPLIFY_TOLERANCE = 3.5;
/** Spec §9: past this many points the simplification runs after the stroke is handed back. */
export const ASYNC_SIMPLIFY_POINTS = 500;
export const ERASER_RADIUS = 15;
export const ERASER_KEEP_POINTS = 20;
export const ERASER_CROSSING_TOLERANCE = 2;
export const ERASER_MARKER_COLOR = 'gainsboro';
export const ERASER_MARKER_WIDTH = 5;

/** Spec §3 "Pen line". */
export type PenLine = {
  id: number;
  points: number[];
  stroke: string;
  strokeWidth: number;
};

export function roundCoordinate(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * The stroke's points with one more, or the same list when the point is closer than 4 / zoom to
 * the last one or the line already holds 300 points. Coordinates are rounded to 0.1.
 */
export function appendPenPoint(points: readonly number[], x: number, y: number, zoom: number): readonly number[] {
  const px = roundCoordinate(x);
  const py = roundCoordinate(y);
  const count = points.length / 2;
  if (count >= MAX_POINTS_PER_LINE) return points;
  if (count > 0) {
    const dx = px - points[points.length - 2]!;
    const dy = py - points[points.length - 1]!;
    if (Math.hypot(dx, dy) < PEN_MIN_DISTANCE / zoom) return points;
  }
  return [...points, px, py];
}

/** The tolerance of a finished stroke: 3.5, and never under 0.75 × its width. */
export function simplifyTolerance(strokeWidth: number): number {
  return Math.max(SIMPLIFY_TOLERANCE, 0.75 * strokeWidth);
}

/** A finished stroke simplified (Ramer–Douglas–Peucker, high quality), rounded to 0.1. */
export function simplifyStroke(points: readonly number[], strokeWidth: number = PEN_WIDTH): number[] {
  if (points.length <= 4) return [...points];
  const xy: { x: number; y: number }[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) xy.push({ x: points[i]!, y: points[i + 1]! });
  const kept = simplify(xy, simplifyTolerance(strokeWidth), true);
  return kept.flatMap((p) => [roundCoordinate(p.x), roundCoordinate(p.y)]);
}

/** Simplifies now, or past 500 points on a later task so the release paints first. */
export function simplifyStrokeLater(points: readonly number[], strokeWidth: number = PEN_WIDTH): Promise<number[]> {
  if (points.length / 2 <= ASYNC_SIMPLIFY_POINTS) return Promise.resolve(simplifyStroke(points, strokeWidth));
  return new Promise((resolve) => setTimeout(() => resolve(simplifyStroke(points, strokeWidth)), 0));
}

/** The eraser's trail keeps its last 20 points. */
export function appendEraserPoint(points: readonly number[], x: number, y: number): number[] {
  const next = [...points, roundCoordinate(x), roundCoordinate(y)];
  const extra = next.length / 2 - ERASER_KEEP_POINTS;
  return extra > 0 ? next.slice(extra * 2) : next;
}

function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function cross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** Whether segments AB and CD cross (or touch). */
function segmentsCross(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const d1 = cross(cx, cy, dx, dy, ax, ay);
  const d2 = cross(cx, cy, dx, dy, bx, by);
  const d3 = cross(ax, ay, bx, by, cx, cy);
  const d4 = cross(ax, ay, bx, by, dx, dy);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

function segmentDistance(seg: readonly number[], other: readonly number[]): number {
  const [ax, ay, bx, by] = seg as [number, number, number, number];
  const [cx, cy, dx, dy] = other as [number, number, number, number];
  if (segmentsCross(ax, ay, bx, by, cx, cy, dx, dy)) return 0;
  return Math.min(
    distanceToSegment(ax, ay, cx, cy, dx, dy),
    distanceToSegment(bx, by, cx, cy, dx, dy),
    distanceToSegment(cx, cy, ax, ay, bx, by),
    distanceToSegment(dx, dy, ax, ay, bx, by),
  );
}

function segmentsOf(points: readonly number[]): number[][] {
  if (points.length === 2) return [[points[0]!, points[1]!, points[0]!, points[1]!]];
  const segments: number[][] = [];
  for (let i = 0; i + 3 < points.length; i += 2) segments.push(points.slice(i, i + 4));
  return segments;
}

/**
 * Whether the eraser path hits a stroke: a segment of it crosses the stroke (within the crossing
 * tolerance) or passes within the eraser's radius of it.
 */
export function eraserHits(
  eraser: readonly number[],
  line: readonly number[],
  radius: number = ERASER_RADIUS,
): boolean {
  if (eraser.length < 2 || line.length < 2) return false;
  const reach = Math.max(radius, ERASER_CROSSING_TOLERANCE);
  for (const a of segmentsOf(eraser)) {
    for (const b of segmentsOf(line)) {
      if (segmentDistance(a, b) <= reach) return true;
    }
  }
  return false;
}

/** The strokes left once the eraser path has removed those it crosses or comes near. */
export function eraseLines<T extends { points: number[] }>(lines: readonly T[], eraser: readonly number[]): T[] {
  return lines.filter((line) => !eraserHits(eraser, line.points));
}

/** What the pointer reports that decides whether it draws (spec §4 "pen detection"). */
export type PointerFacts = {
  pointerType: string;
  /** Touch.touchType when the browser has it ('stylus' | 'direct'). */
  touchType?: string | undefined;
  /** Touch.force or PointerEvent.pressure. */
  force?: number | undefined;
};

/**
 * A mouse or pen draws; a touch draws only if it is a stylus or presses with force above 0 —
 * fingers scroll and zoom.
 */
export function isDrawingPointer({ pointerType, touchType, force }: PointerFacts): boolean {
  if (pointerType === 'mouse' || pointerType === 'pen') return true;
  if (pointerType !== 'touch') return false;
  return touchType === 'stylus' || (typeof force === 'number' && force > 0);
}

/** Spec §9: zoom 0.5–3 in steps of 0.1. */
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.1;

export function clampZoom(zoom: number): number {
  return Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom)) * 10) / 10;
}

/** Spec §9: 2.5 × devicePixelRatio, at most 6. */
export function renderScale(devicePixelRatio: number): number {
  return Math.min(6, 2.5 * (devicePixelRatio || 1));
}
