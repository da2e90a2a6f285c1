// The 13-digit Thai national identification number (เลขประจำตัวประชาชน) ends with a check
// digit: the first twelve digits are weighted 13 down to 2, and the last digit is
// (11 - sum mod 11) mod 10. A typing slip in one digit, or two digits swapped, fails the check.

/** Digits of a national id as typed: spaces and dashes removed ('1-2345-67890-12-1'). */
export function normalizeNationalId(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The check digit the first twelve digits call for. */
export function nationalIdCheckDigit(firstTwelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(firstTwelve[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** Thirteen digits, not starting with 0 (no such id is issued), with the right check digit. */
export function isValidThaiNationalId(value: string): boolean {
  const digits = normalizeNationalId(value);
  if (!/^[1-8]\d{12}$/.test(digits)) return false;
  return nationalIdCheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}
