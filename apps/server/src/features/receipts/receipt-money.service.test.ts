import { describe, expect, it } from 'vitest';
import { dueOfLines, shareFinalDiscount } from './receipt-money.service.ts';

describe('shareFinalDiscount', () => {
  it('adds up to the discount exactly, in proportion', () => {
    expect(shareFinalDiscount(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(shareFinalDiscount(1000, [3000, 1000])).toEqual([750, 250]);
    const shares = shareFinalDiscount(9_999, [1, 333, 77_777, 5]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(9_999);
  });

  it('gives nothing to lines that come to nothing, and never more than a line comes to', () => {
    expect(shareFinalDiscount(500, [0, 500, 0])).toEqual([0, 500, 0]);
    expect(shareFinalDiscount(900, [300, 300])).toEqual([300, 300]);
    expect(shareFinalDiscount(0, [300, 300])).toEqual([0, 0]);
  });

  it('stays exact where a double would not', () => {
    const big = 2_000_000_000;
    const shares = shareFinalDiscount(big * 3 - 1, [big, big, big]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(big * 3 - 1);
  });
});

describe('dueOfLines', () => {
  it('leaves owed what live receipts have not paid', () => {
    const lines = [
      { id: 1, priceSatang: 50_000, quantity: 2, discountSatang: 0 },
      { id: 2, priceSatang: 20_000, quantity: 1, discountSatang: 5_000 },
    ];
    const due = dueOfLines(lines, 11_500, new Map([[1, 40_000]]));
    expect(due.map((d) => d.dueSatang)).toEqual([90_000, 13_500]);
    expect(due.map((d) => d.remainedSatang)).toEqual([50_000, 13_500]);
  });
});
