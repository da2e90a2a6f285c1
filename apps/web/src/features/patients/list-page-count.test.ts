import { describe, expect, it } from 'vitest';
import { listPageCount } from './list-page-count.ts';

describe('listPageCount', () => {
  it('offers the pages of an exact count', () => {
    expect(listPageCount(0, false, 0, 0)).toBe(1);
    expect(listPageCount(41, false, 0, 20)).toBe(3);
  });

  it('offers one page past a capped count, then one more while the page shown is full', () => {
    expect(listPageCount(1000, true, 0, 20)).toBe(51);
    expect(listPageCount(1000, true, 50, 20)).toBe(52);
    expect(listPageCount(1000, true, 51, 20)).toBe(53);
    expect(listPageCount(1000, true, 52, 7)).toBe(53);
  });
});
