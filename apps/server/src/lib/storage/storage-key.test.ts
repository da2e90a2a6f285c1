import { describe, expect, it } from 'vitest';
import { assertValidStorageKey, isValidStorageKey, newStorageKey } from './storage-key.ts';

describe('storage keys', () => {
  it('are made as <prefix>/<yyyy>/<mm>/<uuid>.<ext> in UTC', () => {
    const key = newStorageKey('contents', 'png', new Date('2026-11-30T20:00:00Z'));
    expect(key).toMatch(/^contents\/2026\/11\/[0-9a-f-]{36}\.png$/);
    expect(isValidStorageKey(key)).toBe(true);
  });

  it.each([
    '',
    '../etc/passwd',
    'contents/../../etc/passwd',
    'contents/..',
    '/etc/passwd',
    'contents//a.png',
    '.tmp/x.part',
    'contents/.hidden',
    'C:\\Windows\\x',
    'contents\\..\\x',
    'a/b c.png',
    'a/%2e%2e/b',
    'contents/a.png\u0000',
    'ฟัน.png',
    `a/${'x'.repeat(600)}`,
  ])('refuse %j', (key) => {
    expect(isValidStorageKey(key)).toBe(false);
    expect(() => assertValidStorageKey(key)).toThrow(/invalid storage key/);
  });
});
