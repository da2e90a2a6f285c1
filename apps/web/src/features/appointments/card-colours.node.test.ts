import { describe, expect, it } from 'vitest';
import { tint } from './card-colours.ts';

describe('card colours', () => {
  it('tints a doctor colour towards white', () => {
    expect(tint('#1e88e5', 0)).toBe('#ffffff');
    expect(tint('#1e88e5', 1)).toBe('#1e88e5');
    expect(tint('#000000', 0.2)).toBe('#cccccc');
    expect(tint('teal', 0.2)).toBe('teal');
  });
});
