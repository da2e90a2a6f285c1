import { describe, expect, it } from 'vitest';
import {
  addDays,
  bangkokDate,
  bangkokTomorrow,
  formatEnglishDate,
  formatThaiDate,
  formatThaiDateTime,
  formatTime,
  toBuddhistYear,
} from './date.ts';

const LATIN_ONLY = /^[^\u0E50-\u0E59]*$/; // no Thai digits ๐–๙

describe('toBuddhistYear', () => {
  it.each([
    [2026, 2569],
    [2000, 2543],
    [1957, 2500],
    [1900, 2443],
  ])('%s is B.E. %s', (year, buddhist) => {
    expect(toBuddhistYear(year)).toBe(buddhist);
  });

  it('rejects non-integers', () => {
    expect(() => toBuddhistYear(2026.5)).toThrow(RangeError);
    expect(() => toBuddhistYear(NaN)).toThrow(RangeError);
  });
});

describe('formatThaiDate', () => {
  it('formats a calendar date in the three styles', () => {
    expect(formatThaiDate('2026-11-21')).toBe('21/11/2569');
    expect(formatThaiDate('2026-11-21', 'short')).toBe('21/11/2569');
    expect(formatThaiDate('2026-11-21', 'long')).toBe('21 พฤศจิกายน 2569');
    expect(formatThaiDate('2026-11-21', 'receipt')).toBe('21/11/69');
  });

  it('pads days and months, and writes every Thai month name', () => {
    const months = [
      'มกราคม',
      'กุมภาพันธ์',
      'มีนาคม',
      'เมษายน',
      'พฤษภาคม',
      'มิถุนายน',
      'กรกฎาคม',
      'สิงหาคม',
      'กันยายน',
      'ตุลาคม',
      'พฤศจิกายน',
      'ธันวาคม',
    ];
    months.forEach((name, i) => {
      const mm = String(i + 1).padStart(2, '0');
      expect(formatThaiDate(`2026-${mm}-05`)).toBe(`05/${mm}/2569`);
      expect(formatThaiDate(`2026-${mm}-05`, 'long')).toBe(`5 ${name} 2569`);
    });
  });

  it('never shifts a calendar date, whatever the zone', () => {
    expect(formatThaiDate('2026-01-01')).toBe('01/01/2569');
    expect(formatThaiDate('2025-12-31')).toBe('31/12/2568');
    expect(formatThaiDate('1915-06-30')).toBe('30/06/2458');
    expect(formatThaiDate('2024-02-29', 'long')).toBe('29 กุมภาพันธ์ 2567');
  });

  it('reads instants in Bangkok, across the UTC midnight', () => {
    expect(formatThaiDate('2026-11-21T16:59:59Z')).toBe('21/11/2569');
    expect(formatThaiDate('2026-11-21T17:00:00Z')).toBe('22/11/2569');
    expect(formatThaiDate('2026-11-21T17:30:00Z')).toBe('22/11/2569');
    expect(formatThaiDate(new Date('2026-11-21T17:30:00Z'), 'long')).toBe('22 พฤศจิกายน 2569');
    expect(formatThaiDate('2026-12-31T17:00:00.000Z', 'receipt')).toBe('01/01/70');
    expect(formatThaiDate('2026-11-22T00:30:00+07:00')).toBe('22/11/2569');
    expect(formatThaiDate('2026-11-21 17:30:00+00')).toBe('22/11/2569');
  });

  it('reads a date-time without a zone as Bangkok wall time', () => {
    expect(formatThaiDateTime('2026-11-21T23:30')).toBe('21/11/2569 23:30');
    expect(formatThaiDateTime('2026-11-21 00:05:00')).toBe('21/11/2569 00:05');
  });

  it('uses Latin digits', () => {
    expect(formatThaiDate('2026-11-21', 'long')).toMatch(LATIN_ONLY);
    expect(formatThaiDateTime('2026-11-21T07:05:00Z')).toMatch(LATIN_ONLY);
  });

  it.each(['', 'tomorrow', '2026-02-30', '2026-13-01', '21/11/2026', '2026-11-21T25:00Z', '2026-02-30T10:00+07:00'])(
    'rejects %j',
    (value) => {
      expect(() => formatThaiDate(value)).toThrow(RangeError);
    },
  );

  it('rejects an invalid Date', () => {
    expect(() => formatThaiDate(new Date(NaN))).toThrow(RangeError);
  });
});

describe('formatThaiDateTime and formatTime', () => {
  it('prints the Bangkok wall clock on 24 hours', () => {
    expect(formatThaiDateTime('2026-11-21T07:05:00Z')).toBe('21/11/2569 14:05');
    expect(formatThaiDateTime(new Date('2026-11-21T17:00:00Z'))).toBe('22/11/2569 00:00');
    expect(formatThaiDateTime('2026-11-21T16:59:00Z')).toBe('21/11/2569 23:59');
    expect(formatTime('2026-11-21T07:05:00Z')).toBe('14:05');
    expect(formatTime('2026-11-21T17:00:00Z')).toBe('00:00');
    expect(formatTime(new Date('2026-11-21T05:00:59.999Z'))).toBe('12:00');
    expect(formatTime('2026-11-21T14:05:00+07:00')).toBe('14:05');
  });
});

describe('formatEnglishDate', () => {
  it('uses the Gregorian year', () => {
    expect(formatEnglishDate('2026-11-21')).toBe('21/11/2026');
    expect(formatEnglishDate('2026-11-21', 'long')).toBe('21 November 2026');
    expect(formatEnglishDate('2026-01-05', 'long')).toBe('5 January 2026');
    expect(formatEnglishDate('2026-11-21T17:30:00Z')).toBe('22/11/2026');
    expect(formatEnglishDate(new Date('2026-11-21T17:30:00Z'), 'long')).toBe('22 November 2026');
  });
});

describe('bangkokDate, bangkokTomorrow and addDays', () => {
  it('gives the Bangkok calendar day of an instant', () => {
    expect(bangkokDate(new Date('2026-11-21T16:59:59.999Z'))).toBe('2026-11-21');
    expect(bangkokDate(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
    expect(bangkokDate(new Date('2026-11-21T17:30:00Z'))).toBe('2026-11-22');
    expect(bangkokDate(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(bangkokDate(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
  });

  it('defaults to now', () => {
    expect(bangkokDate()).toBe(bangkokDate(new Date()));
    expect(bangkokDate()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(bangkokTomorrow()).toBe(addDays(bangkokDate(), 1));
  });

  it('gives the Bangkok day after', () => {
    expect(bangkokTomorrow(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
    expect(bangkokTomorrow(new Date('2026-11-21T17:30:00Z'))).toBe('2026-11-23');
    expect(bangkokTomorrow(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });

  it.each([
    ['2026-11-21', 1, '2026-11-22'],
    ['2026-11-21', 0, '2026-11-21'],
    ['2026-11-21', -21, '2026-10-31'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2026-01-31', 30, '2026-03-02'],
  ])('addDays(%s, %s) is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('rejects malformed input', () => {
    expect(() => addDays('2026-2-1', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-11-21', 1.5)).toThrow(RangeError);
  });
});
