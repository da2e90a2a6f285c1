import { describe, expect, it } from 'vitest';
import { COLUMNS_STORAGE_KEY, readColumns, saveColumns } from './receipt-columns.ts';

describe('the public view column switches', () => {
  it('are all on at first, kept in storage, and survive a damaged value', () => {
    localStorage.clear();
    expect(readColumns()).toEqual({ doctor: true, quantity: true, price: true, finalDiscount: true });
    saveColumns({ doctor: false, quantity: true, price: false, finalDiscount: true });
    expect(readColumns()).toEqual({ doctor: false, quantity: true, price: false, finalDiscount: true });
    localStorage.setItem(COLUMNS_STORAGE_KEY, '{not json');
    expect(readColumns().doctor).toBe(true);
    localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify({ doctor: 'no' }));
    expect(readColumns().doctor).toBe(true);
  });
});
