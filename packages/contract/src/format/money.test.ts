import { describe, expect, it } from 'vitest';
import { bahtToSatang, formatMoney, formatSatang, satangToBaht, sumSatang } from './money.ts';

describe('bahtToSatang', () => {
  it.each([
    [0, 0],
    [-0, 0],
    [1, 100],
    [0.01, 1],
    [1234.5, 123450],
    [1234.56, 123456],
    [-1234.56, -123456],
    [0.1 + 0.2, 30],
    [0.7 + 0.1, 80],
    [1.1 * 3, 330],
    [1.015 - 0.01, 101],
    [19.99 * 3, 5997],
    [(4.35 * 100) / 100, 435],
    [1.005, 101],
    [-1.005, -101],
    [2.675, 268],
    [0.285, 29],
    [0.004, 0],
    [0.005, 1],
    [-0.005, -1],
    [-0.004, 0],
    [1e-7, 0],
    [99.994999, 9999],
    [99.995, 10000],
    [1_000_000_000_000, 100_000_000_000_000],
    [12_345_678_901.23, 1_234_567_890_123],
    [90_000_000_000_000, 9_000_000_000_000_000],
  ])('%s baht is %s satang', (baht, satang) => {
    expect(bahtToSatang(baht)).toBe(satang);
  });

  it('never returns negative zero', () => {
    expect(Object.is(bahtToSatang(-0.001), 0)).toBe(true);
    expect(Object.is(bahtToSatang(-0), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('rejects %s', (baht) => {
    expect(() => bahtToSatang(baht)).toThrow(RangeError);
  });

  it('rejects amounts whose satang are not safe integers', () => {
    expect(() => bahtToSatang(1e14)).toThrow(RangeError);
    expect(() => bahtToSatang(1e21)).toThrow(RangeError);
  });
});

describe('satangToBaht', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [123450, 1234.5],
    [-123456, -1234.56],
    [30, 0.3],
    [9_000_000_000_000_000, 90_000_000_000_000],
  ])('%s satang is %s baht', (satang, baht) => {
    expect(satangToBaht(satang)).toBe(baht);
  });

  it.each([0.5, NaN, Infinity, 2 ** 53])('rejects %s', (satang) => {
    expect(() => satangToBaht(satang)).toThrow(RangeError);
  });
});

describe('formatSatang and formatMoney', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [123450, '1,234.50'],
    [-123450, '-1,234.50'],
    [-1, '-0.01'],
    [100_000_000, '1,000,000.00'],
    [123_456_789_012, '1,234,567,890.12'],
    [9_007_199_254_740_991, '90,071,992,547,409.91'],
  ])('formatSatang(%s) is %s', (satang, text) => {
    expect(formatSatang(satang)).toBe(text);
  });

  it.each([
    [0, '0.00'],
    [1234.5, '1,234.50'],
    [-1234.5, '-1,234.50'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.01'],
    [-0.001, '0.00'],
    [999.995, '1,000.00'],
    [1_000_000, '1,000,000.00'],
  ])('formatMoney(%s) is %s', (baht, text) => {
    expect(formatMoney(baht)).toBe(text);
  });

  it('rejects non-integer satang', () => {
    expect(() => formatSatang(1.5)).toThrow(RangeError);
    expect(() => formatMoney(NaN)).toThrow(RangeError);
  });
});

describe('sumSatang', () => {
  it('adds integer satang exactly', () => {
    expect(sumSatang([])).toBe(0);
    expect(sumSatang([10, 20])).toBe(30);
    expect(sumSatang([bahtToSatang(0.1), bahtToSatang(0.2)])).toBe(30);
    expect(sumSatang([150000, -50000, 1])).toBe(100001);
  });

  it('throws on a non-integer or an overflowing total', () => {
    expect(() => sumSatang([1, 0.5])).toThrow(RangeError);
    expect(() => sumSatang([NaN])).toThrow(RangeError);
    expect(() => sumSatang([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});
