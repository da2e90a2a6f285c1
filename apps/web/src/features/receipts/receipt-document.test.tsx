import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { ReceiptDocument, type PrintableReceipt } from './receipt-document.tsx';

// A card line prints the terminal slip's brand, masked number and approval code under its
// method, in the receipt's language, so the patient can match it against the slip.

const receipt: PrintableReceipt = {
  id: 7,
  receiptNo: 'R6900007',
  cancel: false,
  cancelReason: null,
  cancelDt: null,
  creationDt: '2026-11-27T03:00:00.000Z',
  price: 1040,
  finalDiscount: 0,
  amount: 1040,
  paid: 1040,
  overdue: 0,
  displayAmount: [
    { id: 1, cateName: 'เงินสด', cateNameEn: 'Cash', amount: 540, card: null },
    {
      id: 3,
      cateName: 'บัตรเครดิต',
      cateNameEn: 'Credit card',
      amount: 500,
      card: { cardBrand: 'VISA', maskedPan: 'XXXX-XXXX-XXXX-4242', approvalCode: '654321' },
    },
  ],
  receiptItems: [],
  nextVisit: null,
  patient: { dn: 12, name: 'นางสาวสมใจ ใจดี' },
};

function renderReceipt(language: 'th' | 'en') {
  renderRoutes(
    [
      {
        path: '/',
        element: <ReceiptDocument receipt={receipt} branch={undefined} language={language} label="Original" />,
      },
    ],
    '/',
  );
}

describe('a card line on the printed receipt', () => {
  it('prints its slip in Thai', async () => {
    renderReceipt('th');
    expect(await screen.findByText('VISA XXXX-XXXX-XXXX-4242 รหัสอนุมัติ 654321')).toBeTruthy();
    expect(screen.getAllByText(/รหัสอนุมัติ/)).toHaveLength(1);
  });

  it('prints its slip in English', async () => {
    renderReceipt('en');
    expect(await screen.findByText('VISA XXXX-XXXX-XXXX-4242 Approval code 654321')).toBeTruthy();
  });
});
