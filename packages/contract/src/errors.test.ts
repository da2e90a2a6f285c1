import { describe, expect, it } from 'vitest';
import { ERROR_TABLES, ERRORS, wireMessage } from './errors.ts';

describe('the error catalogue', () => {
  it('declares each code in one feature table only: a later spread would silently replace an earlier one', () => {
    const seen = new Map<string, number>();
    ERROR_TABLES.forEach((table, index) => {
      for (const code of Object.keys(table)) {
        expect(seen.has(code), `${code} is in tables ${seen.get(code)} and ${index}`).toBe(false);
        seen.set(code, index);
      }
    });
    expect(seen.size).toBe(Object.keys(ERRORS).length);
  });

  it('gives every code an HTTP error status and both texts', () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.th.trim(), code).not.toBe('');
      expect(entry.en.trim(), code).not.toBe('');
    }
  });

  it("answers the spec's wire text where it names one, else the Thai text", () => {
    expect(wireMessage('AUTH_TOKEN_EXPIRED')).toBe('jwt expired');
    expect(wireMessage('NOT_FOUND')).toBe('ไม่พบข้อมูล');
  });
});
