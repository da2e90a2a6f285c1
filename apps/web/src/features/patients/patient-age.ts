/** Whole years from a birth date to a day, both 'YYYY-MM-DD' (Bangkok calendar days); null if invalid. */
export function ageInYears(dob: string, today: string): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!birth || !now) return null;
  const [, by, bm, bd] = birth.map(Number) as [number, number, number, number];
  const [, ny, nm, nd] = now.map(Number) as [number, number, number, number];
  const hadBirthday = nm > bm || (nm === bm && nd >= bd);
  const years = ny - by - (hadBirthday ? 0 : 1);
  return years >= 0 ? years : null;
}
