import { describe, expect, it } from 'vitest';
import type { PenLine } from './pen-geometry.ts';
import { initialStrokes, strokesReducer, UNDO_STEPS, type StrokesState } from './signing-strokes.ts';

const line = (id: number, y = 10): PenLine => ({ id, points: [0, y, 50, y, 100, y], stroke: 'black', strokeWidth: 2 });

describe('the strokes of the signing page', () => {
  it('undoes strokes and erasures one step at a time, back to the empty pages', () => {
    let state: StrokesState = initialStrokes(2);
    state = strokesReducer(state, { type: 'stroke', page: 0, line: line(1) });
    state = strokesReducer(state, { type: 'stroke', page: 1, line: line(2, 40) });
    // The eraser crosses the first stroke only.
    state = strokesReducer(state, { type: 'erase', page: 0, trail: [50, 0, 50, 20] });
    expect(state.lines).toEqual([[], [line(2, 40)]]);

    state = strokesReducer(state, { type: 'undo' });
    expect(state.lines).toEqual([[line(1)], [line(2, 40)]]);
    state = strokesReducer(state, { type: 'undo' });
    expect(state.lines).toEqual([[line(1)], []]);
    state = strokesReducer(state, { type: 'undo' });
    expect(state.lines).toEqual([[], []]);
    expect(strokesReducer(state, { type: 'undo' })).toBe(state);
  });

  it('does not count an eraser that touched nothing, nor a simplification, as a step', () => {
    let state = strokesReducer(initialStrokes(1), { type: 'stroke', page: 0, line: line(1) });
    expect(strokesReducer(state, { type: 'erase', page: 0, trail: [500, 500, 510, 510] })).toBe(state);
    state = strokesReducer(state, { type: 'simplify', page: 0, id: 1, points: [0, 10, 100, 10] });
    expect(state.lines[0]?.[0]?.points).toEqual([0, 10, 100, 10]);
    expect(state.past).toHaveLength(1);
  });

  it(`keeps the last ${UNDO_STEPS} steps`, () => {
    let state = initialStrokes(1);
    for (let i = 1; i <= UNDO_STEPS + 5; i++) state = strokesReducer(state, { type: 'stroke', page: 0, line: line(i) });
    expect(state.past).toHaveLength(UNDO_STEPS);
    for (let i = 0; i < UNDO_STEPS; i++) state = strokesReducer(state, { type: 'undo' });
    expect(state.lines[0]).toHaveLength(5);
  });
});
