import { satangToBaht, type TReceipt, type TReceiptCheck } from '@yim/contract';
import { draftTotals, type PaymentDraft } from './payment-draft.ts';

/** The receipt the draft will make, to preview before saving: no number yet ('-', spec §3). */
export function previewReceipt(check: TReceiptCheck, draft: PaymentDraft, now: Date = new Date()): TReceipt {
  const totals = draftTotals(check, draft);
  const methods = new Map(check.paymentMethods.map((m) => [m.id, m]));
  return {
    id: 0,
    receiptNo: '-',
    cancel: false,
    cancelReason: null,
    cancelDt: null,
    creationDt: now.toISOString(),
    price: check.lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
    finalDiscount: check.lines.reduce((sum, line) => sum + line.finalDiscount, 0),
    amount: satangToBaht(totals.owedSatang),
    paid: satangToBaht(totals.paidSatang),
    overdue: satangToBaht(totals.overdueSatang),
    displayAmount: draft.methods.map((m) => ({
      id: m.methodId,
      cateName: methods.get(m.methodId)?.cateName ?? '',
      cateNameEn: methods.get(m.methodId)?.cateNameEn ?? '',
      amount: satangToBaht(m.satang),
      card: m.terminalSale
        ? {
            cardBrand: m.terminalSale.cardBrand,
            maskedPan: m.terminalSale.maskedPan,
            approvalCode: m.terminalSale.approvalCode,
          }
        : null,
    })),
    receiptItems: check.lines.map((line) => {
      const paid = draft.paid[line.treatmentItemId] ?? 0;
      return {
        treatmentItem: line.treatmentItemId,
        treatmentId: line.treatmentId,
        name: line.name,
        nameEn: line.nameEn,
        doctor: line.doctor,
        doctorEn: line.doctor,
        quantity: line.quantity,
        price: line.price,
        finalDiscount: line.finalDiscount,
        amount: line.remained,
        paid: satangToBaht(paid),
        remained: satangToBaht(Math.round(line.remained * 100) - paid),
      };
    }),
    nextVisit: draft.nextVisit ?? null,
    appointmentId: check.appointmentId,
    treatmentId: check.treatment?.id ?? 0,
    branch: { id: 0 },
    patient: check.patient ?? { id: 0, dn: 0, name: '' },
    publicRef: '',
  };
}
