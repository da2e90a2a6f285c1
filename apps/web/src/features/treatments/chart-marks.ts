import type { TreatmentLineKind } from '@yim/contract';

// What the odontogram colours: a diagnosis marks an existing condition, a treatment line marks
// work done; a line on a tooth without surfaces marks the whole tooth. Items (drugs, supplies)
// are not on teeth in the chart even when a tooth is named.

export type Mark = 'condition' | 'done';
export type ToothMarks = { whole: Mark | null; surfaces: Partial<Record<string, Mark>> };
export type ChartLine = { kind: TreatmentLineKind; teeth: readonly string[]; surfaces: readonly string[] };

function markOf(kind: TreatmentLineKind): Mark | null {
  switch (kind) {
    case 'diagnosis':
      return 'condition';
    case 'treatment':
      return 'done';
    case 'item':
      return null;
  }
}

/** Work done outranks the condition it treated: a filled caries shows as filled. */
function stronger(a: Mark | null | undefined, b: Mark): Mark {
  return a === 'done' || b === 'done' ? 'done' : 'condition';
}

export function chartMarks(lines: readonly ChartLine[]): Map<string, ToothMarks> {
  const marks = new Map<string, ToothMarks>();
  for (const line of lines) {
    const mark = markOf(line.kind);
    if (!mark) continue;
    for (const tooth of line.teeth) {
      const current = marks.get(tooth) ?? { whole: null, surfaces: {} };
      if (line.surfaces.length === 0) current.whole = stronger(current.whole, mark);
      for (const surface of line.surfaces) current.surfaces[surface] = stronger(current.surfaces[surface], mark);
      marks.set(tooth, current);
    }
  }
  return marks;
}
