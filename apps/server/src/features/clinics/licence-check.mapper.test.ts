import { describe, expect, it } from 'vitest';
import { comparableThaiName, holderNameMatches } from './licence-check.mapper.ts';

describe("comparing the registry's holder with the member's profile", () => {
  const profile = { firstNameTh: 'สมชาย', lastNameTh: 'ฟันสวย' };

  it('ignores the title, spaces and dots', () => {
    expect(comparableThaiName('ทพ. สมชาย  ฟันสวย')).toBe('สมชายฟันสวย');
    expect(comparableThaiName('ทันตแพทย์หญิง กมล ยิ้มแย้ม')).toBe('กมลยิ้มแย้ม');
    expect(holderNameMatches(profile, 'ทพ.สมชาย ฟันสวย')).toBe(true);
    expect(holderNameMatches(profile, 'สมชาย ฟันสวย')).toBe(true);
  });

  it('does not match another name, or no name at all', () => {
    expect(holderNameMatches(profile, 'ทพ. สมชาย ฟันดี')).toBe(false);
    expect(holderNameMatches(profile, null)).toBe(false);
    expect(holderNameMatches(profile, '')).toBe(false);
  });
});
