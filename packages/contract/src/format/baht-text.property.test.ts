import { describe, expect, it } from 'vitest';
import { bahtTextEn, bahtTextTh } from './baht-text.ts';

// Property test (issue 17): the words of every sampled amount 0.00 … 999,999,999.99 agree with
// rules written again here, independently of baht-text.ts: the Thai one scans the digit string
// from the left, the English one is the schoolbook recursion on powers of a thousand. Amounts
// are drawn as integer satang, so no float rounding is involved in what is compared.

const MAX_SATANG = 99_999_999_999; // 999,999,999.99

/** Thai reading of a digit string (no leading zeros, not '0'). */
function thaiReading(digits: string): string {
  const names = ['', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'];
  const places = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน'];
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    const position = digits.length - 1 - i; // 0 = units of the whole number
    const digit = Number(digits[i]);
    const place = position % 6;
    // Any non-zero digit to the left of this one, in the whole number.
    const higherNonZero = /[1-9]/.test(digits.slice(0, i));
    if (digit !== 0) {
      if (place === 0 && digit === 1 && higherNonZero) out += 'เอ็ด';
      else if (place === 1 && digit === 1) out += 'สิบ';
      else if (place === 1 && digit === 2) out += 'ยี่สิบ';
      else out += names[digit]! + places[place]!;
    }
    // Every sixth place from the right is a million of what stands to its left.
    if (place === 0 && position > 0 && /[1-9]/.test(digits.slice(0, i + 1))) out += 'ล้าน';
  }
  return out;
}

function thaiRule(satang: number): string {
  const baht = Math.floor(satang / 100);
  const cents = satang % 100;
  if (baht === 0 && cents === 0) return 'ศูนย์บาทถ้วน';
  const centsWords = cents === 0 ? '' : `${thaiReading(String(cents))}สตางค์`;
  if (baht === 0) return centsWords;
  return `${thaiReading(String(baht))}บาท${cents === 0 ? 'ถ้วน' : centsWords}`;
}

const SMALL =
  'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'.split(
    ' ',
  );
const DECADES = 'x x Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety'.split(' ');

function englishReading(n: number): string {
  if (n < 20) return SMALL[n]!;
  if (n < 100) return DECADES[Math.floor(n / 10)]! + (n % 10 ? `-${SMALL[n % 10]}` : '');
  const power = (size: number, word: string) =>
    `${englishReading(Math.floor(n / size))} ${word}${n % size ? ` ${englishReading(n % size)}` : ''}`;
  if (n < 1_000) return power(100, 'Hundred');
  if (n < 1_000_000) return power(1_000, 'Thousand');
  if (n < 1_000_000_000) return power(1_000_000, 'Million');
  return power(1_000_000_000, 'Billion');
}

function englishRule(satang: number): string {
  const baht = Math.floor(satang / 100);
  const cents = satang % 100;
  if (cents === 0) return `${englishReading(baht)} Baht Only`;
  if (baht === 0) return `${englishReading(cents)} Satang`;
  return `${englishReading(baht)} Baht and ${englishReading(cents)} Satang`;
}

/** A seeded generator, so that a failure names a reproducible amount. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2_246_822_507) + 0x9e3779b9) >>> 0;
    return state / 2 ** 32;
  };
}

/** The edges (0, every power of ten and its neighbours, the last amount) and random amounts of every length. */
function sampleSatang(count: number): number[] {
  const samples = new Set<number>([0, 1, 11, 21, 100, 101, 111, 121, MAX_SATANG]);
  for (let power = 1; power <= MAX_SATANG; power *= 10) {
    for (const s of [power - 1, power, power + 1, power * 2 + 1, power * 11, power * 21]) {
      if (s >= 0 && s <= MAX_SATANG) samples.add(s);
    }
  }
  const random = seeded(17);
  while (samples.size < count) {
    // First a length of 1 to 11 digits, then a value of it, so that small amounts are drawn as often as large.
    const digits = 1 + Math.floor(random() * 11);
    const s = Math.floor(random() * 10 ** digits);
    // Ones and zeros are where the readings differ (เอ็ด, สิบ, ยี่สิบ, empty places): drawn often.
    const skewed = random() < 0.3 ? Number(String(s).replace(/\d/g, () => '0012'[Math.floor(random() * 4)]!)) : s;
    samples.add(Math.min(skewed, MAX_SATANG));
  }
  return [...samples];
}

const AMOUNTS = sampleSatang(20_000);
const toBaht = (satang: number) => Number((satang / 100).toFixed(2));

describe('amounts in words, 0.00 … 999,999,999.99, against independent rules', () => {
  it('Thai', () => {
    for (const satang of AMOUNTS) {
      const baht = toBaht(satang);
      if (bahtTextTh(baht) !== thaiRule(satang))
        expect(`${baht}: ${bahtTextTh(baht)}`).toBe(`${baht}: ${thaiRule(satang)}`);
    }
  });

  it('English', () => {
    for (const satang of AMOUNTS) {
      const baht = toBaht(satang);
      if (bahtTextEn(baht) !== englishRule(satang))
        expect(`${baht}: ${bahtTextEn(baht)}`).toBe(`${baht}: ${englishRule(satang)}`);
    }
  });

  it('the independent rules read the known amounts as the spec expects', () => {
    expect(thaiRule(100_000_100)).toBe('หนึ่งล้านเอ็ดบาทถ้วน');
    expect(thaiRule(2_100_000_021)).toBe('ยี่สิบเอ็ดล้านบาทยี่สิบเอ็ดสตางค์');
    expect(thaiRule(10_000_000_000)).toBe('หนึ่งร้อยล้านบาทถ้วน');
    expect(englishRule(123_456_789_012)).toBe(
      'One Billion Two Hundred Thirty-Four Million Five Hundred Sixty-Seven Thousand Eight Hundred Ninety Baht and Twelve Satang',
    );
    expect(englishRule(5)).toBe('Five Satang');
  });
});
