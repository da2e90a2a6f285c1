import { describe, expect, it } from 'vitest';
import { isValidThaiNationalId, nationalIdCheckDigit, normalizeNationalId } from './thai-national-id.ts';

describe('Thai national id', () => {
  it('computes the check digit of the weighted sum', () => {
    // 1×13 + 1×12 + 0… : sum 25, 25 mod 11 = 3, 11 - 3 = 8.
    expect(nationalIdCheckDigit('110000000000')).toBe(8);
    // A sum that is a multiple of 11 gives 11 mod 10 = 1; a remainder of 1 gives 10 mod 10 = 0.
    expect(nationalIdCheckDigit('000000000000')).toBe(1);
    expect(nationalIdCheckDigit('010000000000')).toBe(0);
  });

  it.each([
    ['1100000000008', true],
    ['1-1000-00000-00-8', true],
    [' 1100000000008 ', true],
    ['1100000000007', false],
    ['1010000000008', false],
    ['0100000000008', false],
    ['110000000000', false],
    ['11000000000088', false],
    ['11000000000a8', false],
    ['', false],
  ])('%j is valid: %j', (value, expected) => {
    expect(isValidThaiNationalId(value)).toBe(expected);
  });

  // The third digit weighs 11, which is 0 modulo 11: the check cannot see a slip there.
  it('finds a single mistyped digit in every position but the third', () => {
    const valid = '3101700123451'.slice(0, 12);
    const id = valid + String(nationalIdCheckDigit(valid));
    expect(isValidThaiNationalId(id)).toBe(true);
    for (let i = 0; i < 12; i += 1) {
      if (i === 2) continue;
      const wrong = id.slice(0, i) + String((Number(id[i]) + 1) % 10) + id.slice(i + 1);
      expect(isValidThaiNationalId(wrong)).toBe(false);
    }
  });

  it('normalises spaces and dashes only', () => {
    expect(normalizeNationalId('1 2345-67890 12 1')).toBe('1234567890121');
  });
});
