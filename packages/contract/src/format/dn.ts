// A patient's DN (dental number): a per-clinic integer sequence, shown zero-padded so that
// printed cards and lists line up ('000042'). Numbers past the width are shown in full.

/** Digits a DN is padded to on screens, cards and printouts. */
export const DN_WIDTH = 6;

/** 42 → '000042'; 1234567 → '1234567'. */
export function formatDn(dn: number): string {
  return String(dn).padStart(DN_WIDTH, '0');
}

/**
 * The DN a search keyword names, if it is one: digits only, with or without the padding
 * ('000042', '42' → 42). Anything else (letters, dashes, a phone-length number) is not a DN.
 */
export function parseDnKeyword(keyword: string): number | null {
  const digits = keyword.trim();
  if (!/^\d{1,9}$/.test(digits)) return null;
  const dn = Number(digits);
  return dn > 0 ? dn : null;
}
