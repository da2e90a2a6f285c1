import { describe, expect, it } from 'vitest';
import { cardSlipText } from './card-slip.ts';

describe('a card line on the receipt', () => {
  it("prints the brand, the masked number and the issuer's approval code", () => {
    const card = { cardBrand: 'VISA', maskedPan: 'XXXX-XXXX-XXXX-4242', approvalCode: '123456' };
    expect(cardSlipText(card, 'รหัสอนุมัติ')).toBe('VISA XXXX-XXXX-XXXX-4242 รหัสอนุมัติ 123456');
  });

  it('leaves out what the terminal did not tell', () => {
    expect(cardSlipText({ cardBrand: null, maskedPan: 'XXXX-1111', approvalCode: null }, 'Approval code')).toBe(
      'XXXX-1111',
    );
    expect(cardSlipText({ cardBrand: null, maskedPan: null, approvalCode: null }, 'Approval code')).toBe('');
  });
});
