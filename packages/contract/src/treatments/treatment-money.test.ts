import { describe, expect, it } from 'vitest';
import { spreadFinalDiscount } from './treatment-money.ts';

describe('spreadFinalDiscount', () => {
  it('spreads in proportion, the satang left over to the largest remainders, adding up exactly', () => {
    // 1000.00 and 40.00 baht lines, 100.00 off: 96.15… and 3.84… → 96.15 and 3.85.
    expect(spreadFinalDiscount([0, 0, 100_000, 4_000], 10_000)).toEqual([0, 0, 9_615, 385]);
  });

  it('gives a tie’s satang to the earlier line and never more than a line comes to', () => {
    expect(spreadFinalDiscount([100, 100, 100], 200)).toEqual([67, 67, 66]);
    expect(spreadFinalDiscount([100, 50], 150)).toEqual([100, 50]);
    expect(spreadFinalDiscount([100, 50], 0)).toEqual([0, 0]);
    expect(spreadFinalDiscount([0, 0], 10)).toEqual([0, 0]);
  });

  it('stays exact for large bills', () => {
    const shares = spreadFinalDiscount([999_999_999, 1_000_000_001, 7], 1_234_567_891);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1_234_567_891);
    expect(shares.every((share, i) => share <= [999_999_999, 1_000_000_001, 7][i]!)).toBe(true);
  });
});
