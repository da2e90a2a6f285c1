import { z } from 'zod';
import { INT4_MAX, MAX_PAGE_LIMIT, ZDateOnly, ZId, ZInstant, ZMoney, ZMultilineText, ZPlainText } from '../lib/wire.ts';

/**
 * A lab expense (spec clinic §2 labexpense, §3 Lab expense, §7 Lab): a piece of work sent to a
 * dental lab for a patient (a crown, a denture, a retainer), the product of the branch's lab
 * catalogue it is, what the lab charges, and where it stands. The spec names no statuses; these
 * are the steps a clinic follows the work through. A cancelled expense keeps its row and its
 * status, with `cancelDt` and a reason, and counts in no total.
 */
export const LAB_EXPENSE_STATUSES = ['sent', 'received', 'fitted'] as const;
export type LabExpenseStatus = (typeof LAB_EXPENSE_STATUSES)[number];

/** The list's status filter: a step, or the cancelled ones (which are in no step's list). */
export const LAB_EXPENSE_FILTER_STATUSES = [...LAB_EXPENSE_STATUSES, 'cancelled'] as const;
export type LabExpenseFilterStatus = (typeof LAB_EXPENSE_FILTER_STATUSES)[number];

export const LAB_MESSAGES = {
  dateInvalid: 'วันที่ไม่ถูกต้อง',
  dueBeforeSent: 'วันนัดรับงานต้องไม่ก่อนวันส่งงาน',
  receivedBeforeSent: 'วันรับงานต้องไม่ก่อนวันส่งงาน',
  receivedRequired: 'กรุณาระบุวันรับงาน',
  receivedNotYet: 'งานที่ยังไม่ได้รับไม่มีวันรับงาน',
  reasonRequired: 'กรุณาระบุเหตุผลที่ยกเลิก',
  rangeReversed: 'วันเริ่มต้นต้องไม่หลังวันสิ้นสุด',
  patientRequired: 'กรุณาเลือกผู้ป่วย',
  doctorRequired: 'กรุณาเลือกทันตแพทย์',
  productRequired: 'กรุณาเลือกรายการแล็บ',
  costRequired: 'กรุณาระบุค่าแล็บ',
  costNegative: 'ค่าแล็บต้องไม่ติดลบ',
} as const;
const M = LAB_MESSAGES;

/** A real calendar day (not 2026-02-30) from 2000 on: the wire's YYYY-MM-DD. */
export const ZLabDate = ZDateOnly.refine((value) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '2000-01-01';
}, M.dateInvalid);

/** A row id picked in the form (ZId's bounds), with what to say when none was picked. */
function ZChosenId(message: string) {
  return z.coerce.number(message).int(message).positive(message).max(INT4_MAX);
}

export const LAB_DESCRIPTION_MAX = 200;
export const LAB_NOTE_MAX = 1000;
export const LAB_CANCEL_REASON_MAX = 500;

/** Body of POST /api/lab/{c}/{b} and PUT /api/lab/{c}/{b}/{id}. */
export const ZLabExpenseInput = z
  .object({
    patientId: ZChosenId(M.patientRequired),
    /** An active doctor of the branch. */
    doctorUid: z.uuid(M.doctorRequired),
    /** A lab product of the branch's catalogue; its company is the lab the work goes to. */
    productId: ZChosenId(M.productRequired),
    /** What exactly was ordered (teeth, shade), beside the product's name. */
    description: ZPlainText(LAB_DESCRIPTION_MAX).default(''),
    /** What the lab charges, in baht (satang in the database). */
    cost: z.number({ error: M.costRequired }).min(0, M.costNegative).pipe(ZMoney),
    sentDate: ZLabDate,
    dueDate: ZLabDate.nullable().default(null),
    receivedDate: ZLabDate.nullable().default(null),
    status: z.enum(LAB_EXPENSE_STATUSES).default('sent'),
    note: ZMultilineText(LAB_NOTE_MAX).default(''),
  })
  .superRefine((body, ctx) => {
    if (body.dueDate !== null && body.dueDate < body.sentDate) {
      ctx.addIssue({ code: 'custom', message: M.dueBeforeSent, path: ['dueDate'] });
    }
    if (body.receivedDate !== null && body.receivedDate < body.sentDate) {
      ctx.addIssue({ code: 'custom', message: M.receivedBeforeSent, path: ['receivedDate'] });
    }
    if (body.status === 'sent' && body.receivedDate !== null) {
      ctx.addIssue({ code: 'custom', message: M.receivedNotYet, path: ['receivedDate'] });
    }
    if (body.status !== 'sent' && body.receivedDate === null) {
      ctx.addIssue({ code: 'custom', message: M.receivedRequired, path: ['receivedDate'] });
    }
  });
export type TLabExpenseInput = z.output<typeof ZLabExpenseInput>;

/** Body of PUT /api/lab/cancel/{c}/{b}/{id}: cancelling needs a reason; the row stays. */
export const ZLabExpenseCancel = z.object({
  reason: ZPlainText(LAB_CANCEL_REASON_MAX).min(1, M.reasonRequired),
});
export type TLabExpenseCancel = z.output<typeof ZLabExpenseCancel>;

export const ZLabExpense = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  patientId: z.number().int(),
  patientDn: z.number().int(),
  patientName: z.string(),
  doctorUid: z.string(),
  doctorName: z.string(),
  companyId: z.number().int(),
  companyCode: z.string(),
  companyName: z.string(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  productNameEn: z.string(),
  description: z.string(),
  cost: z.number(),
  sentDate: z.string(),
  dueDate: z.string().nullable(),
  receivedDate: z.string().nullable(),
  status: z.enum(LAB_EXPENSE_STATUSES),
  note: z.string(),
  /** Set when cancelled: the expense stays, out of every total. */
  cancelDt: ZInstant.nullable(),
  cancelReason: z.string(),
  creationUid: z.string(),
  creationDt: ZInstant,
  modifyUid: z.string(),
  modifyDt: ZInstant,
});
export type TLabExpense = z.infer<typeof ZLabExpense>;

/**
 * GET /api/lab/{c}/{b}: the branch's lab expenses, newest sent first. `startDt`/`endDt` bound
 * the sent date (both days included); `keyword` is a patient's name or DN.
 */
export const ZLabExpenseListQuery = z
  .object({
    startDt: ZLabDate.optional(),
    endDt: ZLabDate.optional(),
    status: z.enum(LAB_EXPENSE_FILTER_STATUSES).optional(),
    companyId: ZId.optional(),
    doctorUid: z.uuid().optional(),
    keyword: ZPlainText(100).optional(),
    offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(20),
  })
  .refine((q) => q.startDt === undefined || q.endDt === undefined || q.startDt <= q.endDt, {
    message: M.rangeReversed,
    path: ['endDt'],
  });
export type TLabExpenseListQuery = z.output<typeof ZLabExpenseListQuery>;

/** The filtered set's totals (cancelled expenses left out), whichever page is shown. */
export const ZLabExpenseTotals = z.object({
  /** Expenses that are not cancelled. */
  count: z.number().int(),
  /** Their cost, in baht. */
  cost: z.number(),
});

export const ZLabExpensePage = z.object({
  list: z.array(ZLabExpense),
  total: z.number().int(),
  totals: ZLabExpenseTotals,
});

export const ZLabExpenseParams = z.object({ clinicUrl: z.string(), branchUrl: z.string(), id: ZId });
