import { describe, expect, it } from 'vitest';
import { describePeriods, fromWeek, nextPeriod, toWeek, weekErrors } from './working-hours.ts';

describe('working hours editor model', () => {
  it('groups periods per weekday in time order and flattens them back', () => {
    const hours = [
      { weekday: 1, startTime: '13:00', endTime: '18:00' },
      { weekday: 1, startTime: '09:00', endTime: '12:00' },
      { weekday: 6, startTime: '10:00', endTime: '14:00' },
    ];
    const week = toWeek(hours);
    expect(week[1]).toEqual([
      { startTime: '09:00', endTime: '12:00' },
      { startTime: '13:00', endTime: '18:00' },
    ]);
    expect(week[0]).toEqual([]);
    expect(fromWeek(week)).toEqual([
      { weekday: 1, startTime: '09:00', endTime: '12:00' },
      { weekday: 1, startTime: '13:00', endTime: '18:00' },
      { weekday: 6, startTime: '10:00', endTime: '14:00' },
    ]);
    expect(describePeriods(week[1] ?? [])).toBe('09:00–12:00, 13:00–18:00');
  });

  it('proposes the opening hours first, then a later period within the day', () => {
    expect(nextPeriod([], '09:00', '20:00')).toEqual({ startTime: '09:00', endTime: '20:00' });
    expect(nextPeriod([{ startTime: '09:00', endTime: '12:00' }])).toEqual({ startTime: '13:00', endTime: '15:00' });
    expect(nextPeriod([{ startTime: '20:00', endTime: '23:30' }])).toEqual({ startTime: '23:00', endTime: '23:59' });
  });

  it("reports the contract's messages on the day they concern", () => {
    const week = toWeek([
      { weekday: 2, startTime: '09:00', endTime: '12:00' },
      { weekday: 2, startTime: '11:00', endTime: '15:00' },
      { weekday: 4, startTime: '15:00', endTime: '14:00' },
      { weekday: 5, startTime: '09:00', endTime: '17:00' },
    ]);
    const errors = weekErrors(week);
    expect([...errors.keys()]).toEqual([2, 4]);
    expect(errors.get(2)).toBe('ช่วงเวลาทำงานซ้อนกัน');
    expect(errors.get(4)).toBe('เวลาสิ้นสุดต้องหลังเวลาเริ่ม');
  });
});
