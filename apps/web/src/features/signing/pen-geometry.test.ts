import { describe, expect, it } from 'vitest';
import {
  appendEraserPoint,
  appendPenPoint,
  clampZoom,
  eraseLines,
  eraserHits,
  isDrawingPointer,
  MAX_POINTS_PER_LINE,
  renderScale,
  simplifyStroke,
  simplifyStrokeLater,
  simplifyTolerance,
} from './pen-geometry.ts';

describe('pen points', () => {
  it('keeps a point only 4 / zoom away from the last one, rounded to 0.1', () => {
    let points = appendPenPoint([], 10.04, 20.06, 1);
    expect(points).toEqual([10, 20.1]);
    expect(appendPenPoint(points, 12, 22, 1)).toBe(points); // 2.8 away: dropped
    points = appendPenPoint(points, 14.06, 20.1, 1);
    expect(points).toEqual([10, 20.1, 14.1, 20.1]);
    // At zoom 2 the distance is 2 stage units.
    expect(appendPenPoint([0, 0], 2, 0, 2)).toEqual([0, 0, 2, 0]);
    expect(appendPenPoint([0, 0], 1.9, 0, 2)).toEqual([0, 0]);
  });

  it('stops a line at 300 points', () => {
    let points: readonly number[] = [];
    for (let i = 0; i < 400; i++) points = appendPenPoint(points, i * 5, 0, 1);
    expect(points.length / 2).toBe(MAX_POINTS_PER_LINE);
  });
});

describe('simplification', () => {
  it('uses tolerance 3.5, and at least 0.75 × the width', () => {
    expect(simplifyTolerance(2)).toBe(3.5);
    expect(simplifyTolerance(10)).toBe(7.5);
  });

  it('drops the points of a straight run and keeps the corners', () => {
    const points = [0, 0, 10, 0.5, 20, 0, 30, 0.4, 40, 0, 40, 10, 40, 20, 40, 30];
    expect(simplifyStroke(points)).toEqual([0, 0, 40, 0, 40, 30]);
    expect(simplifyStroke([1, 1])).toEqual([1, 1]);
  });

  it('simplifies long strokes later, with the same result', async () => {
    const long: number[] = [];
    for (let i = 0; i < 600; i++) long.push(i * 4, i % 2 ? 0.5 : 0);
    await expect(simplifyStrokeLater(long)).resolves.toEqual([0, 0, 2396, 0.5]);
  });
});

describe('eraser', () => {
  const stroke = [0, 0, 100, 0];
  it('hits a stroke it crosses', () => {
    expect(eraserHits([50, -40, 50, 40], stroke)).toBe(true);
  });
  it('hits a stroke within its radius of 15 and misses one further away', () => {
    expect(eraserHits([50, 14, 60, 14], stroke)).toBe(true);
    expect(eraserHits([50, 16, 60, 16], stroke)).toBe(false);
    expect(eraserHits([120, 0], stroke)).toBe(false);
    expect(eraserHits([110, 0], stroke)).toBe(true);
  });
  it('removes only the strokes it reaches', () => {
    const lines = [
      { id: 1, points: stroke },
      { id: 2, points: [0, 100, 100, 100] },
    ];
    expect(eraseLines(lines, [50, -10, 50, 10]).map((l) => l.id)).toEqual([2]);
  });
  it('keeps the last 20 points of its trail', () => {
    let trail: number[] = [];
    for (let i = 0; i < 30; i++) trail = appendEraserPoint(trail, i, i);
    expect(trail.length).toBe(40);
    expect(trail.slice(0, 2)).toEqual([10, 10]);
  });
});

describe('pen detection (spec §4)', () => {
  it('draws with a mouse or a pen', () => {
    expect(isDrawingPointer({ pointerType: 'mouse' })).toBe(true);
    expect(isDrawingPointer({ pointerType: 'pen' })).toBe(true);
  });
  it('draws with a touch only if it is a stylus or has force', () => {
    expect(isDrawingPointer({ pointerType: 'touch', touchType: 'stylus', force: 0 })).toBe(true);
    expect(isDrawingPointer({ pointerType: 'touch', touchType: 'direct', force: 0.4 })).toBe(true);
    expect(isDrawingPointer({ pointerType: 'touch', touchType: 'direct', force: 0 })).toBe(false);
    expect(isDrawingPointer({ pointerType: 'touch' })).toBe(false);
  });
});

describe('zoom and render scale', () => {
  it('clamps zoom to 0.5–3 in tenths', () => {
    expect(clampZoom(0.3)).toBe(0.5);
    expect(clampZoom(3.2)).toBe(3);
    expect(clampZoom(1 + 0.1 + 0.1)).toBe(1.2);
  });
  it('renders at 2.5 × devicePixelRatio, at most 6', () => {
    expect(renderScale(1)).toBe(2.5);
    expect(renderScale(2)).toBe(5);
    expect(renderScale(3)).toBe(6);
  });
});
