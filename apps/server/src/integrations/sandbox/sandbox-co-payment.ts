/**
 * What the two co-payment sandboxes (nhso, ktbPaotang) share: the documented inputs that fail,
 * and the readable numbers they hand out. Each sandbox applies them in its own order
 * (docs/integrations.md, cases N… and K…).
 */

/** A Thai national id: thirteen digits. The check digit is not verified: testers make ids up. */
export function isPersonalId(value: string): boolean {
  return /^\d{13}$/.test(value);
}

/** A calendar date YYYY-MM-DD that exists. */
export function isServiceDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A national id ending in 99 meets a scheme that does not answer. */
export function isSandboxSchemeOutage(personalId: string): boolean {
  return personalId.endsWith('99');
}

/** A national id ending in 0 is unknown to the scheme: its errorCode 400 'No data found'. */
export function isSandboxNoDataFound(personalId: string): boolean {
  return personalId.endsWith('0');
}

/** `<prefix><yyyymmdd><id, six digits at least>`: readable, and its row is found again from it. */
export function schemeNumber(prefix: string, serviceDate: string, id: number): string {
  return `${prefix}${serviceDate.replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

/** The row id inside a number `schemeNumber` made with this prefix, or null for any other text. */
export function schemeNumberId(prefix: string, value: string): number | null {
  const match = new RegExp(`^${prefix}\\d{8}(\\d{6,9})$`).exec(value);
  return match ? Number(match[1]) : null;
}
