import {
  satangToBaht,
  sumSatang,
  type BranchReportData,
  type TBranchDoctorIncomeReport,
  type TBranchReceiptReport,
  type TReceiptItemReport,
  type TReceiptPaymentQuery,
  type TReceiptPaymentReport,
  type TReportRangeQuery,
} from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { branchLabCosts } from '../lab/lab-costs.service.ts';
import {
  sumBranchReceipts,
  sumIncomePerDay,
  sumIncomePerDoctor,
  sumIncomePerItem,
  sumPaymentsPerPeriod,
} from './branch-income.repo.ts';
import { overdueReport } from './receipt-line-reports.service.ts';
import { feeSatang, toDoctorIncome, toItemRow } from './reports.mapper.ts';
import type { BranchIds } from './report-scope.repo.ts';

const rangeOf = (q: TReportRangeQuery) => ({ startDate: q.startDate, endDate: q.endDate });

/** GET branchReceipt: the branch's income per day beside its lab costs (lab feature). */
export async function branchReceiptReport(
  tx: Tx,
  scope: BranchIds,
  query: TReportRangeQuery,
): Promise<TBranchReceiptReport> {
  const range = rangeOf(query);
  const totals = await sumBranchReceipts(tx, scope, range);
  const days = await sumIncomePerDay(tx, scope, range);
  const labDays = await branchLabCosts(tx, scope, range, 'day');
  const labCostSatang = sumSatang(labDays.map((d) => d.costSatang));
  const byDate = new Map(days.map((d) => [d.date, { ...d, labCostSatang: 0 }]));
  for (const lab of labDays) {
    const day = byDate.get(lab.period) ?? { date: lab.period, receiptCount: 0, paidSatang: 0, labCostSatang: 0 };
    byDate.set(lab.period, { ...day, labCostSatang: lab.costSatang });
  }
  return {
    range,
    totals: {
      receiptCount: totals.receiptCount,
      cancelledCount: totals.cancelledCount,
      paid: satangToBaht(totals.paidSatang),
      discount: satangToBaht(totals.discountSatang),
      overdue: satangToBaht(totals.overdueSatang),
      labCost: satangToBaht(labCostSatang),
      labCount: labDays.reduce((n, d) => n + d.count, 0),
      net: satangToBaht(totals.paidSatang - labCostSatang),
    },
    days: [...byDate.values()]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((d) => ({
        date: d.date,
        receiptCount: d.receiptCount,
        paid: satangToBaht(d.paidSatang),
        labCost: satangToBaht(d.labCostSatang),
      })),
  };
}

/** GET branchDoctorIncome: each doctor's paid lines and fee. */
export async function branchDoctorIncomeReport(
  tx: Tx,
  scope: BranchIds,
  query: TReportRangeQuery,
): Promise<TBranchDoctorIncomeReport> {
  const range = rangeOf(query);
  const rows = await sumIncomePerDoctor(tx, scope, range);
  return {
    range,
    doctors: rows.map(toDoctorIncome),
    totals: {
      paid: satangToBaht(sumSatang(rows.map((r) => r.paidSatang))),
      fee: satangToBaht(sumSatang(rows.map((r) => feeSatang(r.paidSatang, r.feeSharePercent)))),
    },
  };
}

/** GET receiptItem: paid lines by treatment or item, the best paid first. */
export async function receiptItemReport(
  tx: Tx,
  scope: BranchIds,
  query: TReportRangeQuery,
): Promise<TReceiptItemReport> {
  const range = rangeOf(query);
  const rows = await sumIncomePerItem(tx, scope, range);
  return {
    range,
    items: rows.map(toItemRow),
    totals: { paid: satangToBaht(sumSatang(rows.map((r) => r.paidSatang))) },
  };
}

/** GET receiptPayment: money per period and method, and per method over the range. */
export async function receiptPaymentReport(
  tx: Tx,
  scope: BranchIds,
  query: TReceiptPaymentQuery,
): Promise<TReceiptPaymentReport> {
  const range = rangeOf(query);
  const rows = await sumPaymentsPerPeriod(tx, scope, range, query.groupBy);
  const periods = new Map<string, typeof rows>();
  const methods = new Map<
    number,
    { methodId: number; name: string; nameEn: string; count: number; amountSatang: number }
  >();
  for (const row of rows) {
    periods.set(row.period, [...(periods.get(row.period) ?? []), row]);
    const method = methods.get(row.methodId) ?? { ...row, count: 0, amountSatang: 0 };
    methods.set(row.methodId, {
      ...method,
      count: method.count + row.count,
      amountSatang: method.amountSatang + row.amountSatang,
    });
  }
  const toWire = (m: { methodId: number; name: string; nameEn: string; count: number; amountSatang: number }) => ({
    methodId: m.methodId,
    name: m.name,
    nameEn: m.nameEn,
    count: m.count,
    amount: satangToBaht(m.amountSatang),
  });
  return {
    range,
    groupBy: query.groupBy,
    periods: [...periods].map(([period, lines]) => ({
      period,
      methods: lines.map(toWire),
      total: satangToBaht(sumSatang(lines.map((l) => l.amountSatang))),
    })),
    methods: [...methods.values()].sort((a, b) => a.methodId - b.methodId).map(toWire),
    total: satangToBaht(sumSatang(rows.map((r) => r.amountSatang))),
  };
}

/** The four reports the branch screen shows and exports, as one (the e-mailed workbook). */
export async function branchReportData(tx: Tx, scope: BranchIds, range: TReportRangeQuery): Promise<BranchReportData> {
  return {
    receipts: await branchReceiptReport(tx, scope, range),
    doctors: await branchDoctorIncomeReport(tx, scope, range),
    payments: await receiptPaymentReport(tx, scope, { ...range, groupBy: 'day' }),
    items: await receiptItemReport(tx, scope, range),
    overdue: await overdueReport(tx, scope, range),
  };
}
