import { bangkokDate } from '@yim/contract';

/** The date shortcuts of spec clinic §9, in the order the filters offer them. */
export const DATE_SHORTCUTS = [
  'today',
  'yesterday',
  'thisMonth',
  'lastMonth',
  'twoMonthsAgo',
  'threeMonthsAgo',
] as const;
export type DateShortcut = (typeof DATE_SHORTCUTS)[number];

/** A range of Bangkok calendar days, both included, as the wire's YYYY-MM-DD. */
export type DayRange = { from: string; to: string };

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The whole calendar month `back` months before the month of `today` (0: this month). */
function monthBack(today: string, back: number): DayRange {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - back, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return {
    from: iso(first.getUTCFullYear(), first.getUTCMonth() + 1, 1),
    to: iso(last.getUTCFullYear(), last.getUTCMonth() + 1, last.getUTCDate()),
  };
}

/**
 * The days a shortcut means on `today` (Bangkok): this month is the whole month, as a report
 * of it reads; yesterday is the day before.
 */
export function shortcutRange(shortcut: DateShortcut, today: string = bangkokDate()): DayRange {
  switch (shortcut) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const [year, month, day] = today.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day - 1));
      const yesterday = iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
      return { from: yesterday, to: yesterday };
    }
    case 'thisMonth':
      return monthBack(today, 0);
    case 'lastMonth':
      return monthBack(today, 1);
    case 'twoMonthsAgo':
      return monthBack(today, 2);
    case 'threeMonthsAgo':
      return monthBack(today, 3);
  }
}
