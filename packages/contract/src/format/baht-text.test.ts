import { describe, expect, it } from 'vitest';
import { bahtTextEn, bahtTextTh } from './baht-text.ts';
import { bahtToSatang, satangToBaht } from './money.ts';

describe('bahtTextTh', () => {
  it.each([
    [0, 'ศูนย์บาทถ้วน'],
    [1, 'หนึ่งบาทถ้วน'],
    [2, 'สองบาทถ้วน'],
    [10, 'สิบบาทถ้วน'],
    [11, 'สิบเอ็ดบาทถ้วน'],
    [12, 'สิบสองบาทถ้วน'],
    [20, 'ยี่สิบบาทถ้วน'],
    [21, 'ยี่สิบเอ็ดบาทถ้วน'],
    [22, 'ยี่สิบสองบาทถ้วน'],
    [31, 'สามสิบเอ็ดบาทถ้วน'],
    [99, 'เก้าสิบเก้าบาทถ้วน'],
    [100, 'หนึ่งร้อยบาทถ้วน'],
    [101, 'หนึ่งร้อยเอ็ดบาทถ้วน'],
    [110, 'หนึ่งร้อยสิบบาทถ้วน'],
    [111, 'หนึ่งร้อยสิบเอ็ดบาทถ้วน'],
    [120, 'หนึ่งร้อยยี่สิบบาทถ้วน'],
    [1000, 'หนึ่งพันบาทถ้วน'],
    [1001, 'หนึ่งพันเอ็ดบาทถ้วน'],
    [1200, 'หนึ่งพันสองร้อยบาทถ้วน'],
    [1234, 'หนึ่งพันสองร้อยสามสิบสี่บาทถ้วน'],
    [10_000, 'หนึ่งหมื่นบาทถ้วน'],
    [15_000, 'หนึ่งหมื่นห้าพันบาทถ้วน'],
    [100_000, 'หนึ่งแสนบาทถ้วน'],
    [250_021, 'สองแสนห้าหมื่นยี่สิบเอ็ดบาทถ้วน'],
    [1_000_000, 'หนึ่งล้านบาทถ้วน'],
    [1_000_001, 'หนึ่งล้านเอ็ดบาทถ้วน'],
    [1_000_010, 'หนึ่งล้านสิบบาทถ้วน'],
    [1_000_021, 'หนึ่งล้านยี่สิบเอ็ดบาทถ้วน'],
    [2_000_000, 'สองล้านบาทถ้วน'],
    [10_000_000, 'สิบล้านบาทถ้วน'],
    [11_000_000, 'สิบเอ็ดล้านบาทถ้วน'],
    [21_000_000, 'ยี่สิบเอ็ดล้านบาทถ้วน'],
    [101_000_000, 'หนึ่งร้อยเอ็ดล้านบาทถ้วน'],
    [1_001_000_000, 'หนึ่งพันเอ็ดล้านบาทถ้วน'],
    [12_345_678, 'สิบสองล้านสามแสนสี่หมื่นห้าพันหกร้อยเจ็ดสิบแปดบาทถ้วน'],
    [1_000_000_000_000, 'หนึ่งล้านล้านบาทถ้วน'],
    [1_000_000_000_001, 'หนึ่งล้านล้านเอ็ดบาทถ้วน'],
    [2_000_001_000_000, 'สองล้านเอ็ดล้านบาทถ้วน'],
    [21_000_000_000_000, 'ยี่สิบเอ็ดล้านล้านบาทถ้วน'],
    [1.5, 'หนึ่งบาทห้าสิบสตางค์'],
    [0.25, 'ยี่สิบห้าสตางค์'],
    [0.01, 'หนึ่งสตางค์'],
    [0.1, 'สิบสตางค์'],
    [0.11, 'สิบเอ็ดสตางค์'],
    [0.21, 'ยี่สิบเอ็ดสตางค์'],
    [21.01, 'ยี่สิบเอ็ดบาทหนึ่งสตางค์'],
    [21.21, 'ยี่สิบเอ็ดบาทยี่สิบเอ็ดสตางค์'],
    [1234.5, 'หนึ่งพันสองร้อยสามสิบสี่บาทห้าสิบสตางค์'],
    [0.1 + 0.2, 'สามสิบสตางค์'],
    [1.005, 'หนึ่งบาทหนึ่งสตางค์'],
    [-1, 'ลบหนึ่งบาทถ้วน'],
    [-1234.5, 'ลบหนึ่งพันสองร้อยสามสิบสี่บาทห้าสิบสตางค์'],
    [-0.25, 'ลบยี่สิบห้าสตางค์'],
    [-0.001, 'ศูนย์บาทถ้วน'],
  ])('%s → %s', (baht, words) => {
    expect(bahtTextTh(baht)).toBe(words);
  });

  it('rejects non-finite amounts', () => {
    expect(() => bahtTextTh(NaN)).toThrow(RangeError);
    expect(() => bahtTextTh(Infinity)).toThrow(RangeError);
  });
});

describe('bahtTextEn', () => {
  it.each([
    [0, 'Zero Baht Only'],
    [1, 'One Baht Only'],
    [0.01, 'One Satang'],
    [0.25, 'Twenty-Five Satang'],
    [1.01, 'One Baht and One Satang'],
    [1.5, 'One Baht and Fifty Satang'],
    [13, 'Thirteen Baht Only'],
    [20, 'Twenty Baht Only'],
    [21, 'Twenty-One Baht Only'],
    [100, 'One Hundred Baht Only'],
    [101, 'One Hundred One Baht Only'],
    [110, 'One Hundred Ten Baht Only'],
    [1000, 'One Thousand Baht Only'],
    [1234.5, 'One Thousand Two Hundred Thirty-Four Baht and Fifty Satang'],
    [10_001, 'Ten Thousand One Baht Only'],
    [1_000_000, 'One Million Baht Only'],
    [1_000_001, 'One Million One Baht Only'],
    [
      12_345_678.99,
      'Twelve Million Three Hundred Forty-Five Thousand Six Hundred Seventy-Eight Baht and Ninety-Nine Satang',
    ],
    [1_000_000_000, 'One Billion Baht Only'],
    [1_000_000_000_000, 'One Trillion Baht Only'],
    [
      12_345_678_901_234.56,
      'Twelve Trillion Three Hundred Forty-Five Billion Six Hundred Seventy-Eight Million ' +
        'Nine Hundred One Thousand Two Hundred Thirty-Four Baht and Fifty-Six Satang',
    ],
    [-1234.5, 'Minus One Thousand Two Hundred Thirty-Four Baht and Fifty Satang'],
    [0.1 + 0.2, 'Thirty Satang'],
  ])('%s → %s', (baht, words) => {
    expect(bahtTextEn(baht)).toBe(words);
  });
});

/** mulberry32: a small seeded PRNG, so a failing case can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('properties', () => {
  const random = seeded(20261121);
  const randomInt = (max: number): number => Math.floor(random() * max);
  // Past 2^46 baht (about 70 trillion) a double no longer tells one satang from the next, so
  // baht numbers on the wire stop being exact there; sample up to that edge.
  const limit = 2 ** 46 * 100;
  // Mix magnitudes: small amounts, typical bills, and values near the limit.
  const samples = Array.from({ length: 3000 }, (_, i) => {
    const max = [1_000, 10_000_000, limit][i % 3] ?? 1;
    const n = randomInt(max);
    return i % 2 === 0 || n === 0 ? n : -n;
  });

  it('satang → baht → satang round-trips', () => {
    for (const satang of samples) {
      expect(bahtToSatang(satangToBaht(satang))).toBe(satang);
    }
  });

  it('whole baht read "…บาทถ้วน" and "… Baht Only"', () => {
    for (const n of samples) {
      const whole = Math.trunc(n / 100);
      const baht = satangToBaht(whole * 100);
      expect(bahtTextTh(baht)).toMatch(/บาทถ้วน$/);
      expect(bahtTextEn(baht)).toMatch(/ Baht Only$/);
    }
  });

  it('Thai words use only number words, never หนึ่งสิบ/สองสิบ, and เอ็ด only after a higher digit', () => {
    const vocabulary = /^(ลบ)?(ศูนย์|หนึ่ง|เอ็ด|สอง|ยี่|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|สิบ|ร้อย|พัน|หมื่น|แสน|ล้าน|บาท|ถ้วน|สตางค์)+$/;
    for (const satang of samples) {
      const words = bahtTextTh(satangToBaht(satang));
      expect(words).toMatch(vocabulary);
      expect(words).not.toMatch(/หนึ่งสิบ|สองสิบ|^(ลบ)?เอ็ด|บาทเอ็ดสตางค์|^(ลบ)?เอ็ดสตางค์/);
      expect(words.startsWith('ลบ')).toBe(satang < 0);
    }
  });
});
