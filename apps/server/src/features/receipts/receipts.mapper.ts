import { satangToBaht, type TCardSlip, type TOwedLine, type TReceipt, type TReceiptItem } from '@yim/contract';
import type { OwedLine } from './owed-lines.service.ts';
import type { ReceiptRecord } from './receipts.repo.ts';
import type { receiptItems } from './receipts.table.ts';

type ItemRow = typeof receiptItems.$inferSelect;
type PaymentRow = { methodId: number; amountSatang: number; nameTh: string; nameEn: string };
type CardSaleRow = TCardSlip & { methodId: number; amountSatang: number };

/** The receipt number as printed: two-digit Buddhist year, then six digits (69-000123). */
export function formatReceiptNo(buddhistYear: number, number: number): string {
  return `${String(buddhistYear % 100).padStart(2, '0')}-${String(number).padStart(6, '0')}`;
}

export function patientName(record: Pick<ReceiptRecord, 'patientTitle' | 'patientFirstName' | 'patientLastName'>) {
  return `${record.patientTitle ?? ''}${record.patientFirstName} ${record.patientLastName}`.trim();
}

export function toReceiptItem(row: ItemRow): TReceiptItem {
  return {
    treatmentItem: row.treatmentItemId,
    treatmentId: row.treatmentId,
    name: row.nameTh,
    nameEn: row.nameEn,
    doctor: row.doctorNameTh,
    doctorEn: row.doctorNameEn,
    quantity: row.quantity,
    price: satangToBaht(row.priceSatang),
    finalDiscount: satangToBaht(row.discountSatang),
    amount: satangToBaht(row.amountSatang),
    paid: satangToBaht(row.paidSatang),
    remained: satangToBaht(row.remainedSatang),
  };
}

export function toReceiptSummary(record: ReceiptRecord) {
  const { row } = record;
  return {
    id: row.id,
    receiptNo: formatReceiptNo(row.buddhistYear, row.number),
    cancel: row.cancelledAt !== null,
    creationDt: row.createdAt.toISOString(),
    amount: satangToBaht(row.amountSatang),
    paid: satangToBaht(row.paidSatang),
    overdue: satangToBaht(row.overdueSatang),
    appointmentId: row.appointmentId,
    patient: { id: row.patientId, dn: record.patientDn, name: patientName(record) },
    publicRef: `${row.clinicId}.${row.publicRef}`,
  };
}

/**
 * Each card line with the slip of the sale that paid it. A sale backs one line of its method and
 * amount (checked when the receipt was made), so lines and sales pair in order within each method
 * and amount; two such lines are the same to the patient, whichever slip each prints.
 */
function withCardSlips(payments: readonly PaymentRow[], cardSales: readonly CardSaleRow[]) {
  const unpaired = [...cardSales];
  return payments.map((line) => {
    const at = unpaired.findIndex((s) => s.methodId === line.methodId && s.amountSatang === line.amountSatang);
    const [sale] = at < 0 ? [] : unpaired.splice(at, 1);
    return {
      line,
      card: sale ? { cardBrand: sale.cardBrand, maskedPan: sale.maskedPan, approvalCode: sale.approvalCode } : null,
    };
  });
}

export function toReceipt(
  record: ReceiptRecord,
  items: readonly ItemRow[],
  payments: readonly PaymentRow[],
  cardSales: readonly CardSaleRow[],
): TReceipt {
  const { row } = record;
  return {
    ...toReceiptSummary(record),
    cancelReason: row.cancelReason,
    cancelDt: row.cancelledAt?.toISOString() ?? null,
    price: satangToBaht(row.priceSatang),
    finalDiscount: satangToBaht(row.discountSatang),
    displayAmount: withCardSlips(payments, cardSales).map(({ line, card }) => ({
      id: line.methodId,
      cateName: line.nameTh,
      cateNameEn: line.nameEn,
      amount: satangToBaht(line.amountSatang),
      card,
    })),
    receiptItems: items.map(toReceiptItem),
    nextVisit: row.nextVisit,
    treatmentId: row.treatmentId,
    branch: { id: row.branchId },
  };
}

export function toOwedLine(owed: OwedLine): TOwedLine {
  return {
    treatmentItemId: owed.line.id,
    treatmentId: owed.treatment.id,
    current: owed.current,
    treatmentDate: owed.treatment.createdAt.toISOString(),
    name: owed.line.nameTh,
    nameEn: owed.line.nameEn,
    doctor: owed.treatment.doctorNameTh,
    quantity: owed.line.quantity,
    price: satangToBaht(owed.line.priceSatang),
    finalDiscount: satangToBaht(owed.discountSatang),
    remained: satangToBaht(owed.remainedSatang),
  };
}
