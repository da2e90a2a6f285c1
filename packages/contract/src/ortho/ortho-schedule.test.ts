import { describe, expect, it } from 'vitest';
import { addMonths, orthoSchedule } from './ortho-schedule.ts';

describe('orthoSchedule', () => {
  it('splits the price in whole satang with the remainder first', () => {
    const lines = orthoSchedule(10_000_00 + 1, 3, '2026-01-15');
    expect(lines.map((l) => l.amountSatang)).toEqual([333_335, 333_333, 333_333]);
    expect(lines.reduce((sum, l) => sum + l.amountSatang, 0)).toBe(1_000_001);
    expect(lines.map((l) => l.dueDate)).toEqual(['2026-01-15', '2026-02-15', '2026-03-15']);
  });

  it('keeps the day where the month has it', () => {
    expect(orthoSchedule(300, 4, '2027-11-30').map((l) => l.dueDate)).toEqual([
      '2027-11-30',
      '2027-12-30',
      '2028-01-30',
      '2028-02-29',
    ]);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
  });
});
