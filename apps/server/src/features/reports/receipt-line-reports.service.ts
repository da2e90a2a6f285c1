import {
  satangToBaht,
  sumSatang,
  type TOverdueReport,
  type TPatientReceiptItemReport,
  type TPatientReceiptReport,
  type TPatientReportQuery,
  type TReportRangeQuery,
} from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { formatReceiptNo } from '../receipts/receipts.mapper.ts';
import { findOverdueLines, findPatientLines, findPatientReceipts } from './receipt-lines.repo.ts';
import { toReportLine } from './reports.mapper.ts';
import type { BranchIds } from './report-scope.repo.ts';

/** GET branchReceiptItemOverdue: what the range's patients still owe, line by line. */
export async function overdueReport(tx: Tx, scope: BranchIds, query: TReportRangeQuery): Promise<TOverdueReport> {
  const range = { startDate: query.startDate, endDate: query.endDate };
  const rows = await findOverdueLines(tx, scope, range);
  return {
    range,
    lines: rows.map(toReportLine),
    totals: { remained: satangToBaht(sumSatang(rows.map((r) => r.remainedSatang))) },
  };
}

/** GET patientReceiptItem: a patient's lines on the range's live receipts (none if not the clinic's). */
export async function patientReceiptItemReport(
  tx: Tx,
  scope: BranchIds,
  query: TPatientReportQuery,
): Promise<TPatientReceiptItemReport> {
  const range = { startDate: query.startDate, endDate: query.endDate };
  const rows = await findPatientLines(tx, scope, range, query.patientId);
  return {
    range,
    lines: rows.map(toReportLine),
    totals: { paid: satangToBaht(sumSatang(rows.map((r) => r.paidSatang))) },
  };
}

/** GET patientReceipt: a patient's receipts of the range; the total leaves cancelled ones out. */
export async function patientReceiptReport(
  tx: Tx,
  scope: BranchIds,
  query: TPatientReportQuery,
): Promise<TPatientReceiptReport> {
  const range = { startDate: query.startDate, endDate: query.endDate };
  const rows = await findPatientReceipts(tx, scope, range, query.patientId);
  return {
    range,
    receipts: rows.map((r) => ({
      id: r.id,
      receiptNo: formatReceiptNo(r.buddhistYear, r.number),
      receiptDate: r.receiptDate,
      amount: satangToBaht(r.amountSatang),
      paid: satangToBaht(r.paidSatang),
      overdue: satangToBaht(r.overdueSatang),
      isCancelled: r.isCancelled,
    })),
    totals: { paid: satangToBaht(sumSatang(rows.filter((r) => !r.isCancelled).map((r) => r.paidSatang))) },
  };
}
