// Money is integer satang in storage and arithmetic; the API carries baht with at most two
// decimals. These helpers are the only bridge between the two, and the only money formatter.

/**
 * Baht are read as the decimal a person meant, not the binary double: a value below 10^13 baht is
 * first rounded to 15 significant digits (every decimal of up to 15 digits survives a double
 * exactly), which removes float noise such as 0.1 + 0.2 = 0.30000000000000004 or
 * 1.015 - 0.01 = 1.0049999999999999. Larger values already have 16 or more digits in two decimals.
 */
const NOISE_FREE_LIMIT = 1e13;

/** Splits a number's decimal text ('1.005', '1.00000000000000e-7') into digits and a point position. */
function toDecimalDigits(abs: number): { digits: string; pointAt: number } {
  const text = abs < NOISE_FREE_LIMIT ? abs.toPrecision(15) : String(abs);
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Cannot read ${text} as a decimal amount`);
  const [, whole = '', fraction = '', exponent = '0'] = match;
  return { digits: whole + fraction, pointAt: whole.length + Number(exponent) };
}

function assertSafeSatang(satang: number, source: number): number {
  if (!Number.isSafeInteger(satang)) throw new RangeError(`Amount out of range: ${source}`);
  return satang;
}

/**
 * Baht to integer satang, rounding half away from zero at the satang (1.005 → 101, -1.005 → -101).
 * Exact for |baht| below 2^46 (about 70 trillion); past that a double cannot carry every satang.
 */
export function bahtToSatang(baht: number): number {
  if (!Number.isFinite(baht)) throw new RangeError(`Amount must be a finite number: ${baht}`);
  if (baht === 0) return 0;
  const { digits, pointAt } = toDecimalDigits(Math.abs(baht));
  // Digits of whole satang, then the first digit after them decides the rounding.
  const cut = pointAt + 2;
  const kept = cut <= 0 ? '0' : digits.slice(0, cut).padEnd(cut, '0');
  const next = cut < 0 ? 0 : Number(digits.charAt(cut) || '0');
  const satang = Number(kept) + (next >= 5 ? 1 : 0);
  if (satang === 0) return 0;
  return assertSafeSatang(baht < 0 ? -satang : satang, baht);
}

function assertIntegerSatang(satang: number): void {
  if (!Number.isSafeInteger(satang)) {
    throw new RangeError(`Satang must be a safe integer: ${satang}`);
  }
}

/** Integer satang to baht (12345 → 123.45): the nearest double to the two-decimal amount. */
export function satangToBaht(satang: number): number {
  assertIntegerSatang(satang);
  return satang === 0 ? 0 : satang / 100;
}

/** Integer satang in the pattern 0,0.00: 123450 → '1,234.50', -123450 → '-1,234.50'. */
export function formatSatang(satang: number): string {
  assertIntegerSatang(satang);
  const abs = Math.abs(satang);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = String(abs % 100).padStart(2, '0');
  return `${satang < 0 ? '-' : ''}${whole}.${fraction}`;
}

/** Baht in the pattern 0,0.00: 1234.5 → '1,234.50'; rounded to the satang like bahtToSatang. */
export function formatMoney(baht: number): string {
  return formatSatang(bahtToSatang(baht));
}

/** Exact sum of integer satang; throws on a non-integer or an overflowing total. */
export function sumSatang(values: readonly number[]): number {
  let total = 0;
  for (const value of values) {
    assertIntegerSatang(value);
    total += value;
    if (!Number.isSafeInteger(total)) throw new RangeError('Satang total out of range');
  }
  return total;
}
