import { describe, expect, it } from 'vitest';
import { isIfRangeSatisfied, parseRangeHeader } from './range-request.ts';

const part = (start: number, end: number) => ({ kind: 'part', range: { start, end } });

describe('parseRangeHeader', () => {
  it('answers the whole file when there is no Range header', () => {
    expect(parseRangeHeader(undefined, 100)).toEqual({ kind: 'whole' });
  });

  it('reads a closed range, inclusive at both ends', () => {
    expect(parseRangeHeader('bytes=0-9', 100)).toEqual(part(0, 9));
    expect(parseRangeHeader('bytes=5-5', 100)).toEqual(part(5, 5));
    expect(parseRangeHeader(' Bytes=10-19 ', 100)).toEqual(part(10, 19));
  });

  it('reads an open-ended range up to the last byte', () => {
    expect(parseRangeHeader('bytes=90-', 100)).toEqual(part(90, 99));
  });

  it('clamps an end beyond the file, however large', () => {
    expect(parseRangeHeader('bytes=50-1000', 100)).toEqual(part(50, 99));
    expect(parseRangeHeader(`bytes=0-${'9'.repeat(400)}`, 100)).toEqual(part(0, 99));
  });

  it('reads a suffix range as the last n bytes, or all of a shorter file', () => {
    expect(parseRangeHeader('bytes=-5', 100)).toEqual(part(95, 99));
    expect(parseRangeHeader('bytes=-500', 100)).toEqual(part(0, 99));
  });

  it('finds a range unsatisfiable when it starts at or past the end, or asks for no suffix', () => {
    expect(parseRangeHeader('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=100-200', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader(`bytes=${'9'.repeat(400)}-`, 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=0-0', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('serves an empty file whole for a suffix range, since no byte range can name it', () => {
    expect(parseRangeHeader('bytes=-5', 0)).toEqual({ kind: 'whole' });
  });

  it.each([
    'bytes=0-9,20-29',
    'bytes=0-9, 20-29',
    'bytes=9-0',
    'bytes=-',
    'bytes=',
    'bytes=a-9',
    'bytes=0x10-20',
    'bytes=-5-',
    'bytes=+1-2',
    'bytes 0-9',
    'items=0-9',
    '0-9',
    '',
  ])('ignores %j and serves the whole file', (header) => {
    expect(parseRangeHeader(header, 100)).toEqual({ kind: 'whole' });
  });
});

describe('isIfRangeSatisfied', () => {
  const etag = '"abc"';

  it('lets the range through without If-Range or with the same strong tag', () => {
    expect(isIfRangeSatisfied(undefined, etag)).toBe(true);
    expect(isIfRangeSatisfied('"abc"', etag)).toBe(true);
    expect(isIfRangeSatisfied(' "abc" ', etag)).toBe(true);
  });

  it('refuses another tag, a weak tag and a date', () => {
    expect(isIfRangeSatisfied('"abd"', etag)).toBe(false);
    expect(isIfRangeSatisfied('W/"abc"', etag)).toBe(false);
    expect(isIfRangeSatisfied('abc', etag)).toBe(false);
    expect(isIfRangeSatisfied('Wed, 21 Oct 2026 07:28:00 GMT', etag)).toBe(false);
    expect(isIfRangeSatisfied(['"abc"', '"abc"'], etag)).toBe(false);
  });
});
