// Dates as a Thai clinic reads them: always in Asia/Bangkok, whatever the machine's zone, with the
// Buddhist year (Gregorian + 543) in Thai. Output is assembled from Intl parts with Latin digits,
// so it does not depend on how a given ICU joins the parts (some add the era 'พ.ศ.').

const ZONE = 'Asia/Bangkok';
/** Buddhist year = Gregorian year + 543. */
export const BUDDHIST_OFFSET = 543;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * ISO 8601 or PostgreSQL text ('2026-11-21 14:05:00+00'). Without 'Z' or an offset the time is
 * Bangkok wall time, never the machine's; other texts are refused rather than guessed at.
 */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

export type ThaiDateStyle = 'short' | 'long' | 'receipt';
export type EnglishDateStyle = 'short' | 'long';
export type DateInput = Date | string;

type Parts = { year: string; month: string; day: string; hour: string; minute: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, numberingSystem: 'latn' });
    formatters.set(key, cached);
  }
  return cached;
}

function parseCalendarDate(value: string): Date | undefined {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  date.setUTCFullYear(y); // Date.UTC maps years 0–99 to 1900–1999.
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    throw new RangeError(`Invalid calendar date: ${value}`);
  }
  return date;
}

function offset(zone: string | undefined): string {
  if (!zone) return '+07:00';
  if (zone.toUpperCase() === 'Z') return 'Z';
  const digits = zone.slice(1).replace(':', '');
  return `${zone.charAt(0)}${digits.slice(0, 2)}:${digits.slice(2).padEnd(2, '0')}`;
}

/**
 * The instant to format and the zone to read it in. A calendar date ('2026-11-21') is read in UTC
 * at midnight so no zone can shift its day (Bangkok's offset before 1920 was not +07:00).
 */
function resolve(value: DateInput): { date: Date; timeZone: string } {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('Invalid date');
    return { date: value, timeZone: ZONE };
  }
  const text = value.trim();
  const calendarDate = parseCalendarDate(text);
  if (calendarDate) return { date: calendarDate, timeZone: 'UTC' };
  const match = DATE_TIME.exec(text);
  if (match) parseCalendarDate(match[1] ?? ''); // V8 would roll 2026-02-30T10:00 into March.
  const date = match ? new Date(`${match[1]}T${match[2]}${offset(match[3])}`) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${value}`);
  return { date, timeZone: ZONE };
}

function parts(locale: string, options: Intl.DateTimeFormatOptions, value: DateInput): Parts {
  const { date, timeZone } = resolve(value);
  const found: Parts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of formatter(locale, { ...options, timeZone }).formatToParts(date)) {
    if (part.type in found) found[part.type as keyof Parts] = part.value;
  }
  return found;
}

const THAI = 'th-TH-u-ca-buddhist';
const ENGLISH = 'en-GB';
const NUMERIC_DATE = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const LONG_DATE = { year: 'numeric', month: 'long', day: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

export function toBuddhistYear(year: number): number {
  if (!Number.isInteger(year)) throw new RangeError(`Year must be an integer: ${year}`);
  return year + BUDDHIST_OFFSET;
}

/** '21/11/2569' (short), '21 พฤศจิกายน 2569' (long) or '21/11/69' (receipt). */
export function formatThaiDate(value: DateInput, style: ThaiDateStyle = 'short'): string {
  switch (style) {
    case 'short': {
      const p = parts(THAI, { ...NUMERIC_DATE, calendar: 'buddhist' }, value);
      return `${p.day}/${p.month}/${p.year}`;
    }
    case 'receipt': {
      const p = parts(THAI, { ...NUMERIC_DATE, calendar: 'buddhist' }, value);
      return `${p.day}/${p.month}/${p.year.slice(-2)}`;
    }
    case 'long': {
      const p = parts(THAI, { ...LONG_DATE, calendar: 'buddhist' }, value);
      return `${p.day} ${p.month} ${p.year}`;
    }
  }
}

/** '21/11/2569 14:05' in Bangkok. */
export function formatThaiDateTime(value: DateInput): string {
  const p = parts(THAI, { ...NUMERIC_DATE, ...TIME, calendar: 'buddhist' }, value);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** '14:05' in Bangkok, 24-hour clock. */
export function formatTime(value: DateInput): string {
  const p = parts(THAI, TIME, value);
  return `${p.hour}:${p.minute}`;
}

/** '21/11/2026' (short) or '21 November 2026' (long), Gregorian. */
export function formatEnglishDate(value: DateInput, style: EnglishDateStyle = 'short'): string {
  switch (style) {
    case 'short': {
      const p = parts(ENGLISH, { ...NUMERIC_DATE, calendar: 'gregory' }, value);
      return `${p.day}/${p.month}/${p.year}`;
    }
    case 'long': {
      const p = parts(ENGLISH, { ...LONG_DATE, calendar: 'gregory' }, value);
      return `${p.day} ${p.month} ${p.year}`;
    }
  }
}

/** The Bangkok calendar day 'YYYY-MM-DD' of an instant (default now). */
export function bangkokDate(value: Date = new Date()): string {
  const p = parts(ENGLISH, { ...NUMERIC_DATE, calendar: 'gregory' }, value);
  return `${p.year.padStart(4, '0')}-${p.month}-${p.day}`;
}

/** 'YYYY-MM-DD' plus a whole number of days (negative goes back). */
export function addDays(date: string, days: number): string {
  const start = parseCalendarDate(date);
  if (!start) throw new RangeError(`Expected YYYY-MM-DD: ${date}`);
  if (!Number.isInteger(days)) throw new RangeError(`Days must be an integer: ${days}`);
  start.setUTCDate(start.getUTCDate() + days);
  return start.toISOString().slice(0, 10);
}

/** The Bangkok calendar day after the one of an instant (default now). */
export function bangkokTomorrow(value: Date = new Date()): string {
  return addDays(bangkokDate(value), 1);
}
