import { describe, expect, it } from 'vitest';
import { crc16Ccitt } from '../format/promptpay.ts';
import { receiptPromptPay } from './receipt-promptpay.ts';

describe('receiptPromptPay', () => {
  it('asks for exactly the outstanding amount, paid to the branch tax id', () => {
    const payload = receiptPromptPay({ overdue: 40.5, cancel: false }, '0-1055-61234-56-7')!;
    expect(payload).toContain('02130105561234567'); // sub-tag 02: a 13-digit id
    expect(payload).toContain('540540.50');
    expect(payload).toContain('010212'); // dynamic: one payment of this amount
    expect(payload.slice(-4)).toBe(crc16Ccitt(payload.slice(0, -4)));
  });

  it('prints none when nothing is owed, when cancelled, or without a valid tax id', () => {
    expect(receiptPromptPay({ overdue: 0, cancel: false }, '0105561234567')).toBeNull();
    expect(receiptPromptPay({ overdue: 10, cancel: true }, '0105561234567')).toBeNull();
    expect(receiptPromptPay({ overdue: 10, cancel: false }, '')).toBeNull();
    expect(receiptPromptPay({ overdue: 10, cancel: false }, '12345')).toBeNull();
  });
});
