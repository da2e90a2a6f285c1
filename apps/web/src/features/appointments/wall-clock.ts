import { addDays, bangkokDate, bangkokDayOf, bangkokInstant } from '@yim/contract';

// The clinic's clock is Bangkok's, whatever zone the browser is in (a manager abroad, a test
// machine on UTC). The calendar component works in the browser's local time, so it is handed
// "wall-clock" dates whose local fields read Bangkok's time, and its answers are read back the
// same way. Thailand keeps +07:00 all year, so the shift is exact.

const BANGKOK_OFFSET_MINUTES = 7 * 60;

/** An instant as a local Date showing Bangkok's wall clock. */
export function toWallClock(instant: string | Date): Date {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const shifted = new Date(time + BANGKOK_OFFSET_MINUTES * 60_000);
  return new Date(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
    shifted.getUTCSeconds(),
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A wall-clock Date (local fields = Bangkok time) back to the instant, as the API takes it. */
export function fromWallClock(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return bangkokInstant(day, `${pad(date.getHours())}:${pad(date.getMinutes())}`).toISOString();
}

/** The calendar day of a wall-clock Date. */
export function wallClockDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A wall-clock Date at a Bangkok day and time ('09:30'). */
export function wallClockAt(day: string, time: string): Date {
  return toWallClock(bangkokInstant(day, time));
}

/** [start of `day`, start of `day + days`) in Bangkok, as the list endpoint takes a range. */
export function dayRange(day: string, days = 1): { startDt: string; endDt: string } {
  return {
    startDt: bangkokInstant(day, '00:00').toISOString(),
    endDt: bangkokInstant(addDays(day, days), '00:00').toISOString(),
  };
}

/** The Monday of the week holding `day` (clinic weeks start on Monday). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Minutes in 'HH:mm' ('00:15' → 15): the branch's default appointment duration. */
export function clockMinutes(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

export { addDays, bangkokDate as today, bangkokDayOf };
