import { clockMinutes, ZDoctorWorkingHoursBody, type TWorkingHour } from '@yim/contract';

export type Period = { startTime: string; endTime: string };
/** Periods per weekday, 0 Sunday … 6 Saturday, as the contract counts them. */
export type WeekPeriods = Period[][];

/** A clinic's working week reads from Monday; Sunday comes last. */
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const DEFAULT_PERIOD: Period = { startTime: '09:00', endTime: '17:00' };

export function toWeek(hours: readonly TWorkingHour[]): WeekPeriods {
  const week: WeekPeriods = [[], [], [], [], [], [], []];
  for (const { weekday, startTime, endTime } of hours) week[weekday]?.push({ startTime, endTime });
  for (const day of week) day.sort((a, b) => clockMinutes(a.startTime) - clockMinutes(b.startTime));
  return week;
}

export function fromWeek(week: WeekPeriods): TWorkingHour[] {
  return week.flatMap((periods, weekday) => periods.map((period) => ({ weekday, ...period })));
}

function clock(minutes: number): string {
  const bounded = Math.min(minutes, 23 * 60 + 59);
  return `${String(Math.floor(bounded / 60)).padStart(2, '0')}:${String(bounded % 60).padStart(2, '0')}`;
}

/**
 * The period an "add" button proposes: the branch's opening hours for an empty day, else the
 * hour after the day's last period (a split shift), kept within the day.
 */
export function nextPeriod(periods: readonly Period[], opening?: string, closing?: string): Period {
  const last = periods.at(-1);
  if (!last) return { startTime: opening ?? DEFAULT_PERIOD.startTime, endTime: closing ?? DEFAULT_PERIOD.endTime };
  const start = Math.min(clockMinutes(last.endTime) + 60, 23 * 60);
  return { startTime: clock(start), endTime: clock(start + 120) };
}

/**
 * The contract's rules (end after start, no overlap within a day) checked one day at a time, so
 * the editor can show the message beside the day it concerns. Empty when the week is valid.
 */
export function weekErrors(week: WeekPeriods): Map<number, string> {
  const errors = new Map<number, string>();
  week.forEach((periods, weekday) => {
    const hours = periods.map((period) => ({ weekday, ...period }));
    const result = ZDoctorWorkingHoursBody.safeParse({ branchMemberId: 1, doctorWorkingHours: hours });
    if (!result.success) errors.set(weekday, result.error.issues[0]?.message ?? '');
  });
  return errors;
}

/** "09:00–12:00, 13:00–18:00" for the table's summary. */
export function describePeriods(periods: readonly Period[]): string {
  return periods.map((period) => `${period.startTime}–${period.endTime}`).join(', ');
}
