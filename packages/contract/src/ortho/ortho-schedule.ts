/**
 * The instalment schedule of a patient's package (spec clinic §1 "instalment schedule"): the
 * price split into equal instalments in whole satang, the remainder on the first one, due a month
 * apart from the start (31 January, then 28 or 29 February, then 31 March: the day is kept where
 * the month has it). Shared so that the assignment dialog previews what the server stores.
 */
export function orthoSchedule(
  priceSatang: number,
  instalments: number,
  startDate: string,
): { seq: number; dueDate: string; amountSatang: number }[] {
  const each = Math.floor(priceSatang / instalments);
  const first = priceSatang - each * (instalments - 1);
  return Array.from({ length: instalments }, (_, index) => ({
    seq: index + 1,
    dueDate: addMonths(startDate, index),
    amountSatang: index === 0 ? first : each,
  }));
}

/** YYYY-MM-DD plus whole months, the day clamped to the month's last. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthIndex = month - 1 + months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1)}-${pad(Math.min(day, lastDay))}`;
}
