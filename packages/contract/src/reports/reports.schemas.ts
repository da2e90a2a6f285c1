import { z } from 'zod';
import { ZDateOnly, ZId } from '../lib/wire.ts';

/**
 * Income reports of spec clinic §2 (report/personal, report/branch) and §7 Reports. Every report
 * reads one range of Bangkok days, both ends included, at most a year and a day long (a leap
 * year, or "this month last year to this month"), so a query never scans more than the bench's
 * busy year. Money is baht on the wire, summed in integer satang in the database. Cancelled
 * receipts count in no total; a debt paid on a later receipt counts on the day it was paid.
 */
export const REPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  dateInvalid: 'วันที่ไม่ถูกต้อง',
  rangeReversed: 'วันเริ่มต้นต้องไม่หลังวันสิ้นสุด',
  rangeTooLong: 'ช่วงวันที่ต้องไม่เกิน 1 ปี',
} as const;
const M = REPORT_MESSAGES;

/** A real calendar day (not 2026-02-30) from 2000 on. */
export const ZReportDate = ZDateOnly.refine((value) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '2000-01-01';
}, M.dateInvalid);

/** Days from start to end, both included (1 for a single day). */
export function reportRangeDays(startDate: string, endDate: string): number {
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

export const ZRangeBase = z.object({ startDate: ZReportDate, endDate: ZReportDate });

/** A report query: the range, checked for order and length, with the report's own fields. */
export function checkedRange<T extends { startDate: string; endDate: string }>(schema: z.ZodType<T>) {
  return schema
    .refine((q) => q.startDate <= q.endDate, { message: M.rangeReversed, path: ['endDate'] })
    .refine((q) => q.startDate > q.endDate || reportRangeDays(q.startDate, q.endDate) <= REPORT_MAX_DAYS, {
      message: M.rangeTooLong,
      path: ['endDate'],
    });
}

export const ZReportRangeQuery = checkedRange(ZRangeBase);
export type TReportRangeQuery = z.output<typeof ZReportRangeQuery>;

export const REPORT_GROUPINGS = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** receiptPayment: groupBy day (the spec's default), week (ISO, from Monday) or month. */
export const ZReceiptPaymentQuery = checkedRange(
  ZRangeBase.extend({ groupBy: z.enum(REPORT_GROUPINGS).default('day') }),
);
export type TReceiptPaymentQuery = z.output<typeof ZReceiptPaymentQuery>;

export const ZPatientReportQuery = checkedRange(ZRangeBase.extend({ patientId: ZId }));
export type TPatientReportQuery = z.output<typeof ZPatientReportQuery>;

/** Personal income: the caller's own, or a doctor's of the branch for those who read branch reports. */
export const ZPersonalIncomeQuery = checkedRange(ZRangeBase.extend({ doctorUid: z.uuid().optional() }));
export type TPersonalIncomeQuery = z.output<typeof ZPersonalIncomeQuery>;

export const ZReportRange = z.object({ startDate: z.string(), endDate: z.string() });

/** GET branchReceipt: the branch's income, per day, with its lab costs (lab feature). */
export const ZBranchReceiptReport = z.object({
  range: ZReportRange,
  totals: z.object({
    /** Live receipts in the range. */
    receiptCount: z.number().int(),
    /** Receipts of the range that were cancelled (counted nowhere else). */
    cancelledCount: z.number().int(),
    /** Money taken: what the live receipts were paid, carried debts included. */
    paid: z.number(),
    /** Line and bill discounts given on the live receipts. */
    discount: z.number(),
    /** What the live receipts left owing when they were made. */
    overdue: z.number(),
    /** Lab expenses sent in the range, cancelled ones left out. */
    labCost: z.number(),
    labCount: z.number().int(),
    /** paid − labCost. */
    net: z.number(),
  }),
  days: z.array(z.object({ date: z.string(), receiptCount: z.number().int(), paid: z.number(), labCost: z.number() })),
});
export type TBranchReceiptReport = z.infer<typeof ZBranchReceiptReport>;

/** GET branchDoctorIncome: what each doctor's treatment lines were paid, and their fee share. */
export const ZDoctorIncome = z.object({
  doctorUid: z.string(),
  doctorName: z.string(),
  receiptCount: z.number().int(),
  lineCount: z.number().int(),
  paid: z.number(),
  /** The doctor fee share set in staff, percent; null when none is set. */
  feeSharePercent: z.number().nullable(),
  /** paid × share, rounded to the satang; 0 without a share. */
  fee: z.number(),
});
export type TDoctorIncome = z.infer<typeof ZDoctorIncome>;

export const ZBranchDoctorIncomeReport = z.object({
  range: ZReportRange,
  doctors: z.array(ZDoctorIncome),
  totals: z.object({ paid: z.number(), fee: z.number() }),
});
export type TBranchDoctorIncomeReport = z.infer<typeof ZBranchDoctorIncomeReport>;

/** GET receiptItem: paid lines by treatment or item name, the best paid first. */
export const ZReceiptItemRow = z.object({
  name: z.string(),
  nameEn: z.string(),
  quantity: z.number().int(),
  lineCount: z.number().int(),
  paid: z.number(),
});
export const ZReceiptItemReport = z.object({
  range: ZReportRange,
  items: z.array(ZReceiptItemRow),
  totals: z.object({ paid: z.number() }),
});
export type TReceiptItemReport = z.infer<typeof ZReceiptItemReport>;

/** GET receiptPayment: money taken per period and payment method. */
export const ZMethodAmount = z.object({
  methodId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  count: z.number().int(),
  amount: z.number(),
});
export const ZReceiptPaymentReport = z.object({
  range: ZReportRange,
  groupBy: z.enum(REPORT_GROUPINGS),
  /** Each period's first day (a week's Monday, a month's first), in order. */
  periods: z.array(z.object({ period: z.string(), methods: z.array(ZMethodAmount), total: z.number() })),
  methods: z.array(ZMethodAmount),
  total: z.number(),
});
export type TReceiptPaymentReport = z.infer<typeof ZReceiptPaymentReport>;

/** A receipt line, as the overdue and patient reports list it. */
export const ZReportReceiptLine = z.object({
  receiptId: z.number().int(),
  receiptNo: z.string(),
  receiptDate: z.string(),
  patientId: z.number().int(),
  patientName: z.string(),
  name: z.string(),
  doctorName: z.string(),
  quantity: z.number().int(),
  amount: z.number(),
  paid: z.number(),
  remained: z.number(),
});
export type TReportReceiptLine = z.infer<typeof ZReportReceiptLine>;

/**
 * GET branchReceiptItemOverdue: lines of the range's live receipts still owed today: the last
 * receipt of each line only (a debt carried to a later receipt is listed there), written-off
 * and since-paid lines left out.
 */
export const ZOverdueReport = z.object({
  range: ZReportRange,
  lines: z.array(ZReportReceiptLine),
  totals: z.object({ remained: z.number() }),
});
export type TOverdueReport = z.infer<typeof ZOverdueReport>;

/** GET patientReceiptItem: one patient's receipt lines in the range (live receipts). */
export const ZPatientReceiptItemReport = z.object({
  range: ZReportRange,
  lines: z.array(ZReportReceiptLine),
  totals: z.object({ paid: z.number() }),
});
export type TPatientReceiptItemReport = z.infer<typeof ZPatientReceiptItemReport>;

/** GET patientReceipt: one patient's receipts in the range, cancelled ones marked. */
export const ZPatientReceiptReport = z.object({
  range: ZReportRange,
  receipts: z.array(
    z.object({
      id: z.number().int(),
      receiptNo: z.string(),
      receiptDate: z.string(),
      amount: z.number(),
      paid: z.number(),
      overdue: z.number(),
      isCancelled: z.boolean(),
    }),
  ),
  totals: z.object({ paid: z.number() }),
});
export type TPatientReceiptReport = z.infer<typeof ZPatientReceiptReport>;

/** GET personalIncome: one doctor's income per day and per treatment, with the fee share. */
export const ZPersonalIncomeReport = z.object({
  range: ZReportRange,
  doctor: ZDoctorIncome,
  days: z.array(z.object({ date: z.string(), lineCount: z.number().int(), paid: z.number() })),
  items: z.array(ZReceiptItemRow),
});
export type TPersonalIncomeReport = z.infer<typeof ZPersonalIncomeReport>;
