import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes up to two letters from the first name given', () => {
    expect(initials('Smile Dental Clinic', 'คลินิกยิ้ม')).toBe('SD');
    expect(initials('', 'คลินิกยิ้ม')).toBe('ค');
    expect(initials(null, undefined)).toBe('?');
  });

  it('skips Thai leading vowels', () => {
    expect(initials('เชียงใหม่ แม่ริม')).toBe('ชม');
  });
});
