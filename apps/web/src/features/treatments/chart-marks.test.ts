import { describe, expect, it } from 'vitest';
import { chartMarks } from './chart-marks.ts';

describe('chartMarks', () => {
  it('marks conditions and work done per surface, work done first, items never', () => {
    const marks = chartMarks([
      { kind: 'diagnosis', teeth: ['36'], surfaces: ['M', 'O', 'D'] },
      { kind: 'treatment', teeth: ['36'], surfaces: ['M', 'O'] },
      { kind: 'diagnosis', teeth: ['11', '21'], surfaces: [] },
      { kind: 'item', teeth: ['46'], surfaces: ['O'] },
    ]);
    expect(marks.get('36')).toEqual({ whole: null, surfaces: { M: 'done', O: 'done', D: 'condition' } });
    expect(marks.get('21')).toEqual({ whole: 'condition', surfaces: {} });
    expect(marks.has('46')).toBe(false);
  });
});
