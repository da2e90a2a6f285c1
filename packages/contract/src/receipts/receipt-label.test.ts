import { describe, expect, it } from 'vitest';
import { receiptLabel } from './receipt-label.ts';

describe('receiptLabel', () => {
  it('follows the spec: Example before saving, Original once, Copy after a print, Cancel', () => {
    expect(receiptLabel('create', '-', false)).toBe('Example');
    expect(receiptLabel('create', '69-000001', false)).toBe('Original');
    expect(receiptLabel('create', '69-000001', true)).toBe('Copy');
    expect(receiptLabel('original', '69-000001', false)).toBe('Original');
    expect(receiptLabel('original', '69-000001', true)).toBe('Copy');
    expect(receiptLabel('copy', '69-000001', false)).toBe('Copy');
    expect(receiptLabel('cancel', '69-000001', true)).toBe('Cancel');
  });
});
