import { describe, expect, it } from 'vitest';
import type { TReceiptCheck } from '@yim/contract';
import { createPayload, draftProblem, draftTotals, fullPaymentDraft } from './payment-draft.ts';
import { previewReceipt } from './preview-receipt.ts';

const line = (id: number, remained: number, current = true) => ({
  treatmentItemId: id,
  treatmentId: 1,
  current,
  treatmentDate: '2026-11-27T03:00:00.000Z',
  name: `รายการ ${id}`,
  nameEn: `Item ${id}`,
  doctor: 'หมอ',
  quantity: 1,
  price: remained,
  finalDiscount: 0,
  remained,
});
const check: TReceiptCheck = {
  appointmentId: 9,
  receiptId: null,
  canCreate: true,
  treatment: { id: 1, modifyDt: '2026-11-27T03:00:00.000Z' },
  patient: { id: 3, dn: 12, name: 'ผู้ป่วย ทดสอบ' },
  lines: [line(1, 903.85), line(2, 36.15), line(3, 0.1, false)],
  paymentMethods: [
    { id: 1, cateName: 'เงินสด', cateNameEn: 'Cash', isCard: false },
    { id: 3, cateName: 'บัตรเครดิต', cateNameEn: 'Credit card', isCard: true },
  ],
  header: {
    clinicName: 'ยิ้ม เดนทัล คลินิก',
    clinicNameEn: 'Yim Dental',
    name: 'สาขาสยาม',
    nameEn: 'Siam',
    address: '',
    addressEn: '',
    tel: '',
    taxId: '0105561234567',
  },
};

describe('payment draft', () => {
  it('pays everything in the first method by default, in exact satang', () => {
    const draft = fullPaymentDraft(check);
    expect(draft.methods).toEqual([{ methodId: 1, satang: 94_010 }]);
    expect(draftTotals(check, draft)).toEqual({
      owedSatang: 94_010,
      paidSatang: 94_010,
      overdueSatang: 0,
      methodsSatang: 94_010,
    });
    expect(draftProblem(check, draft)).toBeNull();
  });

  it('splits across methods and leaves the rest owed; refuses sums that do not match or overpay', () => {
    const draft = {
      paid: { 1: 50_000, 2: 3_615, 3: 0 },
      methods: [
        { methodId: 1, satang: 20_000 },
        {
          methodId: 3,
          satang: 33_615,
          terminalSale: { id: 7, approvalCode: '123456', maskedPan: null, cardBrand: null },
        },
      ],
    };
    expect(draftProblem(check, draft)).toBeNull();
    expect(draftTotals(check, draft).overdueSatang).toBe(40_395);
    const payload = createPayload(check, draft);
    expect(payload.receipt.items).toEqual([
      { treatmentItemId: 1, paid: 500 },
      { treatmentItemId: 2, paid: 36.15 },
      { treatmentItemId: 3, paid: 0 },
    ]);
    expect(payload.displayAmount).toEqual([
      { id: 1, amount: 200 },
      { id: 3, amount: 336.15, terminalSaleId: 7 },
    ]);
    // A card line the terminal has not taken yet keeps the payment from being saved.
    const unpaid = { ...draft, methods: [draft.methods[0]!, { methodId: 3, satang: 33_615 }] };
    expect(draftProblem(check, unpaid)).toBe('cardNotPaid');
    expect(draftProblem(check, { ...draft, methods: [{ methodId: 1, satang: 1 }] })).toBe('methodsMismatch');
    expect(draftProblem(check, { ...draft, paid: { ...draft.paid, 2: 3_616 } })).toBe('overpaid');
    const preview = previewReceipt(check, draft);
    expect(preview.receiptNo).toBe('-');
    expect(preview).toMatchObject({ amount: 940.1, paid: 536.15, overdue: 403.95 });
    expect(preview.receiptItems[0]).toMatchObject({ paid: 500, remained: 403.85 });
  });
});

describe('nextVisitOf', () => {
  it('takes the first booked appointment still to come, not one checked in or past', async () => {
    const { nextVisitOf } = await import('./payment-draft.ts');
    const at = (startDt: string, statusId: number) =>
      ({ startDt, statusId, treatmentTitle: `t${startDt.slice(8, 10)}`, treatmentTitleEn: '' }) as never;
    const now = new Date('2026-11-27T03:00:00.000Z');
    const list = [
      at('2026-12-20T03:00:00.000Z', 1),
      at('2026-11-26T03:00:00.000Z', 2),
      at('2026-11-27T04:00:00.000Z', 5),
      at('2026-12-05T03:00:00.000Z', 2),
    ];
    expect(nextVisitOf(list, now)).toMatchObject({ start: '2026-12-05T03:00:00.000Z', treatmentTitle: 't05' });
    expect(nextVisitOf([], now)).toBeNull();
  });
});
