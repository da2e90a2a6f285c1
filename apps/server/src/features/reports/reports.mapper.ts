import { satangToBaht, type TDoctorIncome, type TReportReceiptLine } from '@yim/contract';
import { formatReceiptNo } from '../receipts/receipts.mapper.ts';
import type { ReportLineRow } from './receipt-lines.repo.ts';

/**
 * The doctor's fee: paid × share, rounded to the satang once on the total (rounding each line
 * would drift from what the doctor is paid). The share has two decimals, so an integer product.
 */
export function feeSatang(paidSatang: number, feeSharePercent: number | null): number {
  if (feeSharePercent === null) return 0;
  return Math.round((paidSatang * Math.round(feeSharePercent * 100)) / 10_000);
}

export type DoctorIncomeRow = {
  doctorUid: string;
  doctorName: string;
  receiptCount: number;
  lineCount: number;
  paidSatang: number;
  feeSharePercent: number | null;
};

export function toDoctorIncome(row: DoctorIncomeRow): TDoctorIncome {
  return {
    doctorUid: row.doctorUid,
    doctorName: row.doctorName,
    receiptCount: row.receiptCount,
    lineCount: row.lineCount,
    paid: satangToBaht(row.paidSatang),
    feeSharePercent: row.feeSharePercent,
    fee: satangToBaht(feeSatang(row.paidSatang, row.feeSharePercent)),
  };
}

export function toReportLine(row: ReportLineRow): TReportReceiptLine {
  return {
    receiptId: row.receiptId,
    receiptNo: formatReceiptNo(row.buddhistYear, row.number),
    receiptDate: row.receiptDate,
    patientId: row.patientId,
    patientName: `${row.patientTitle ?? ''}${row.patientFirstName} ${row.patientLastName}`.trim(),
    name: row.name,
    doctorName: row.doctorName,
    quantity: row.quantity,
    amount: satangToBaht(row.amountSatang),
    paid: satangToBaht(row.paidSatang),
    remained: satangToBaht(row.remainedSatang),
  };
}

export function toItemRow(row: {
  name: string;
  nameEn: string;
  quantity: number;
  lineCount: number;
  paidSatang: number;
}) {
  return {
    name: row.name,
    nameEn: row.nameEn,
    quantity: row.quantity,
    lineCount: row.lineCount,
    paid: satangToBaht(row.paidSatang),
  };
}
