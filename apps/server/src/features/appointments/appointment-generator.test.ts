import { describe, expect, it } from 'vitest';
import { seededRandom } from '../patients/patient-generator.service.ts';
import { overlapsAny, planDay, type PlannedAppointment } from './appointment-generator.service.ts';

const SHAPE = { perDay: 100, rooms: 10, doctors: 2, opening: 9 * 60, closing: 20 * 60 };

function overlapping(list: PlannedAppointment[], same: (a: PlannedAppointment, b: PlannedAppointment) => boolean) {
  return list.filter((a, i) =>
    list.some(
      (b, j) =>
        i !== j && same(a, b) && a.startMinute < b.startMinute + b.minutes && b.startMinute < a.startMinute + a.minutes,
    ),
  );
}

describe('planDay', () => {
  it('fills about perDay appointments inside the hours, no room or doctor twice at once', () => {
    const random = seededRandom(42);
    for (let day = 0; day < 20; day += 1) {
      const planned = planDay(random, SHAPE);
      expect(planned.length).toBeGreaterThanOrEqual(90);
      expect(planned.length).toBeLessThanOrEqual(110);
      for (const a of planned) {
        expect(a.startMinute).toBeGreaterThanOrEqual(SHAPE.opening);
        expect(a.startMinute + a.minutes).toBeLessThanOrEqual(SHAPE.closing);
        expect(a.minutes % 15).toBe(0);
      }
      expect(overlapping(planned, (a, b) => a.roomIndex === b.roomIndex)).toEqual([]);
      expect(overlapping(planned, (a, b) => a.doctorIndex !== null && a.doctorIndex === b.doctorIndex)).toEqual([]);
      expect(new Set(planned.filter((a) => a.doctorIndex !== null).map((a) => a.doctorIndex))).toEqual(new Set([0, 1]));
    }
  });

  it('squeezes a crowded day into the hours and makes the same day from the same seed', () => {
    const crowded = planDay(seededRandom(7), { ...SHAPE, perDay: 150 });
    expect(crowded.length).toBeGreaterThanOrEqual(135);
    expect(overlapping(crowded, (a, b) => a.roomIndex === b.roomIndex)).toEqual([]);
    expect(crowded.every((a) => a.startMinute + a.minutes <= SHAPE.closing)).toBe(true);
    expect(planDay(seededRandom(7), { ...SHAPE, perDay: 150 })).toEqual(crowded);
    // More than the rooms can hold: every slot once.
    expect(planDay(seededRandom(1), { ...SHAPE, rooms: 1, perDay: 500 })).toHaveLength(44);
  });
});

describe('overlapsAny', () => {
  const taken = [
    { start: 10, end: 20 },
    { start: 30, end: 40 },
  ];
  it('finds a meeting period and lets touching ones pass', () => {
    expect(overlapsAny(taken, 15, 25)).toBe(true);
    expect(overlapsAny(taken, 0, 11)).toBe(true);
    expect(overlapsAny(taken, 20, 30)).toBe(false);
    expect(overlapsAny(taken, 0, 10)).toBe(false);
    expect(overlapsAny(taken, 40, 50)).toBe(false);
    expect(overlapsAny(taken, 5, 45)).toBe(true);
    expect(overlapsAny([], 5, 45)).toBe(false);
  });
});
