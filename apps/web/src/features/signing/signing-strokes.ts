import { eraseLines, type PenLine } from './pen-geometry.ts';

/**
 * The strokes of every page, with what they were before each change, so that a slip of the pen
 * or of the eraser is one tap (or Ctrl+Z) away from undone. A pure reducer: React may run it twice.
 */
export type StrokesState = { lines: PenLine[][]; past: PenLine[][][] };

export type StrokesAction =
  | { type: 'stroke'; page: number; line: PenLine }
  | { type: 'simplify'; page: number; id: number; points: number[] }
  | { type: 'erase'; page: number; trail: number[] }
  | { type: 'undo' };

/** Enough for a form's signatures and initials; older steps are forgotten. */
export const UNDO_STEPS = 50;

export function initialStrokes(pageCount: number): StrokesState {
  return { lines: Array.from({ length: pageCount }, () => []), past: [] };
}

export function strokesReducer(state: StrokesState, action: StrokesAction): StrokesState {
  switch (action.type) {
    case 'stroke':
      return changed(
        state,
        state.lines.map((page, i) => (i === action.page ? [...page, action.line] : page)),
      );
    case 'simplify':
      // The finished stroke's fewer points replace its raw ones where it still is; not a step of its own.
      return {
        ...state,
        lines: state.lines.map((page, i) =>
          i === action.page ? page.map((l) => (l.id === action.id ? { ...l, points: action.points } : l)) : page,
        ),
      };
    case 'erase': {
      const page = state.lines[action.page];
      if (!page || page.length === 0) return state;
      const kept = eraseLines(page, action.trail);
      if (kept.length === page.length) return state;
      return changed(
        state,
        state.lines.map((p, i) => (i === action.page ? kept : p)),
      );
    }
    case 'undo': {
      const previous = state.past.at(-1);
      return previous ? { lines: previous, past: state.past.slice(0, -1) } : state;
    }
  }
}

function changed(state: StrokesState, lines: PenLine[][]): StrokesState {
  return { lines, past: [...state.past, state.lines].slice(-UNDO_STEPS) };
}
