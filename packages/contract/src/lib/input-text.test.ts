import { describe, expect, it } from 'vitest';
import { ZId, ZPageQuery } from './wire.ts';
import { findControlCharacters } from './input-text.ts';

describe('findControlCharacters', () => {
  it('names every string holding NUL, another C0 character, DEL or C1, keys included', () => {
    const found = findControlCharacters({
      a: 'x\u0000',
      b: ['ok', 'y\u001b'],
      c: { d: '\u007f', e: '\u0085' },
      'k\u0001': 1,
    });
    expect(found.map((issue) => issue.path)).toEqual(['a', 'b.1', 'c.d', 'c.e', 'k\u0001']);
  });

  it('accepts tabs, line breaks and Thai text', () => {
    expect(findControlCharacters({ note: 'ฟันผุ\tซี่ 11\r\nนัดใหม่', n: 5, empty: null })).toEqual([]);
  });
});

describe('ids and pages stay within PostgreSQL integer', () => {
  it('refuses an id or an offset past 2147483647', () => {
    expect(ZId.safeParse('2147483647').success).toBe(true);
    expect(ZId.safeParse('2147483648').success).toBe(false);
    expect(ZPageQuery.safeParse({ offset: '2147483648' }).success).toBe(false);
  });
});
