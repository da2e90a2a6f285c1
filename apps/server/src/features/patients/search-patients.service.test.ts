import { describe, expect, it } from 'vitest';
import { parsePatientKeyword } from './search-patients.service.ts';

describe('parsePatientKeyword', () => {
  it.each([
    ['สมชาย ใจดี', { dn: null, terms: ['สมชาย', 'ใจดี'], exact: 'สมชาย ใจดี' }],
    ['  ใจดี   สมชาย ', { dn: null, terms: ['ใจดี', 'สมชาย'], exact: 'ใจดี   สมชาย' }],
    ['Smith JOHN', { dn: null, terms: ['smith', 'john'], exact: 'smith john' }],
    ['42', { dn: 42, terms: [], exact: '42' }],
    ['000042', { dn: 42, terms: ['000042'], exact: '000042' }],
    ['081-234-5678', { dn: null, terms: ['0812345678'], exact: '0812345678' }],
    ['1-1037-00123-45-6', { dn: null, terms: ['1103700123456'], exact: '1103700123456' }],
    ['HN-0042', { dn: null, terms: ['hn-0042'], exact: 'hn-0042' }],
    ['   ', null],
  ])('%j', (keyword, expected) => {
    expect(parsePatientKeyword(keyword)).toEqual(expected);
  });
});
