// Amounts in words for receipts, Thai and English. Work is done in integer satang, so the words
// always agree with the figures printed by formatMoney.
import { bahtToSatang } from './money.ts';

const THAI_DIGITS = ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'] as const;
/** Place names below a million, from the units up. */
const THAI_PLACES = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน'] as const;
const MILLION = 1_000_000;

const thaiDigit = (digit: number): string => THAI_DIGITS[digit] ?? '';

/**
 * Thai words of a positive integer below a million. `hasHigher` says a higher digit exists in the
 * whole number, which turns a units 1 into 'เอ็ด' (1,000,001 = หนึ่งล้านเอ็ด).
 */
function thaiBelowMillion(n: number, hasHigher: boolean): string {
  const digits = String(n).split('').reverse().map(Number);
  let words = '';
  for (let place = digits.length - 1; place >= 0; place -= 1) {
    const digit = digits[place] ?? 0;
    if (digit === 0) continue;
    if (place === 0) {
      words += digit === 1 && (hasHigher || n > 1) ? 'เอ็ด' : thaiDigit(digit);
    } else if (place === 1) {
      words += `${digit === 1 ? '' : digit === 2 ? 'ยี่' : thaiDigit(digit)}สิบ`;
    } else {
      words += `${thaiDigit(digit)}${THAI_PLACES[place] ?? ''}`;
    }
  }
  return words;
}

/** Thai words of a positive integer; 'ล้าน' repeats past a million million. */
function thaiInteger(n: number, hasHigher = false): string {
  if (n < MILLION) return thaiBelowMillion(n, hasHigher);
  const millions = Math.floor(n / MILLION);
  const rest = n % MILLION;
  return `${thaiInteger(millions, hasHigher)}ล้าน${rest > 0 ? thaiBelowMillion(rest, true) : ''}`;
}

function splitSatang(baht: number): { isNegative: boolean; whole: number; satang: number } {
  const total = bahtToSatang(baht);
  const abs = Math.abs(total);
  return { isNegative: total < 0, whole: Math.floor(abs / 100), satang: abs % 100 };
}

/** 1234.5 → 'หนึ่งพันสองร้อยสามสิบสี่บาทห้าสิบสตางค์'; 0 → 'ศูนย์บาทถ้วน'; negatives start with 'ลบ'. */
export function bahtTextTh(baht: number): string {
  const { isNegative, whole, satang } = splitSatang(baht);
  let words: string;
  if (whole === 0 && satang === 0) words = 'ศูนย์บาทถ้วน';
  else if (whole === 0) words = `${thaiInteger(satang)}สตางค์`;
  else words = `${thaiInteger(whole)}บาท${satang === 0 ? 'ถ้วน' : `${thaiInteger(satang)}สตางค์`}`;
  return isNegative ? `ลบ${words}` : words;
}

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;
/** Short scale; satang stay below 2^53, so baht stay below a hundred trillion. */
const SCALES = ['', 'Thousand', 'Million', 'Billion', 'Trillion'] as const;

function englishBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${ONES[hundreds]} Hundred`);
  if (rest >= 20) {
    const tens = TENS[Math.floor(rest / 10)];
    words.push(rest % 10 === 0 ? `${tens}` : `${tens}-${ONES[rest % 10]}`);
  } else if (rest > 0) {
    words.push(ONES[rest] ?? '');
  }
  return words.join(' ');
}

/** English words of a non-negative integer, without 'and': 1234 → 'One Thousand Two Hundred Thirty-Four'. */
function englishInteger(n: number): string {
  if (n === 0) return ONES[0];
  const groups: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group > 0) groups.unshift(`${englishBelowThousand(group)}${scale > 0 ? ` ${SCALES[scale]}` : ''}`);
  }
  return groups.join(' ');
}

/** 1234.5 → 'One Thousand Two Hundred Thirty-Four Baht and Fifty Satang'; 7 → 'Seven Baht Only'. */
export function bahtTextEn(baht: number): string {
  const { isNegative, whole, satang } = splitSatang(baht);
  let words: string;
  if (satang === 0) words = `${englishInteger(whole)} Baht Only`;
  else if (whole === 0) words = `${englishInteger(satang)} Satang`;
  else words = `${englishInteger(whole)} Baht and ${englishInteger(satang)} Satang`;
  return isNegative ? `Minus ${words}` : words;
}
