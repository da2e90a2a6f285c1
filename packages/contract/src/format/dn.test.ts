import { describe, expect, it } from 'vitest';
import { formatDn, parseDnKeyword } from './dn.ts';

describe('formatDn', () => {
  it.each([
    [1, '000001'],
    [42, '000042'],
    [999999, '999999'],
    [1234567, '1234567'],
  ])('%j → %j', (dn, expected) => {
    expect(formatDn(dn)).toBe(expected);
  });
});

describe('parseDnKeyword', () => {
  it.each([
    ['42', 42],
    ['000042', 42],
    [' 000042 ', 42],
    ['0', null],
    ['000000', null],
    ['4a2', null],
    ['081-234-5678', null],
    ['0812345678', null],
    ['', null],
    ['สมชาย', null],
  ])('%j → %j', (keyword, expected) => {
    expect(parseDnKeyword(keyword)).toBe(expected);
  });
});
