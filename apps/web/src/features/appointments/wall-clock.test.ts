import { describe, expect, it } from 'vitest';
import { dayRange, fromWallClock, mondayOf, toWallClock, wallClockAt, wallClockDay } from './wall-clock.ts';

describe('the calendar shows Bangkok time in any browser zone', () => {
  it('reads an instant as Bangkok wall-clock fields and back', () => {
    const date = toWallClock('2026-11-26T02:30:00.000Z');
    expect([date.getHours(), date.getMinutes(), date.getDate()]).toEqual([9, 30, 26]);
    expect(fromWallClock(date)).toBe('2026-11-26T02:30:00.000Z');
  });

  it('crosses midnight into the Bangkok day', () => {
    const lateUtc = toWallClock('2026-11-26T18:15:00.000Z');
    expect(wallClockDay(lateUtc)).toBe('2026-11-27');
    expect(lateUtc.getHours()).toBe(1);
  });

  it('builds a day range and a wall-clock time, and finds the Monday of a week', () => {
    expect(dayRange('2026-11-26')).toEqual({
      startDt: '2026-11-25T17:00:00.000Z',
      endDt: '2026-11-26T17:00:00.000Z',
    });
    expect(dayRange('2026-11-23', 7).endDt).toBe('2026-11-29T17:00:00.000Z');
    expect(fromWallClock(wallClockAt('2026-11-26', '19:45'))).toBe('2026-11-26T12:45:00.000Z');
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  });
});
