import { z } from 'zod';
import { ZFieldChange } from '../patients/patients.schemas.ts';
import { bahtToSatang } from '../format/money.ts';
import { INT4_MAX, MAX_PAGE_LIMIT, ZId, ZInstant, ZMoney, ZMultilineText, ZPlainText } from '../lib/wire.ts';

/**
 * A treatment record (spec clinic §3 Treatment, §7 Treatments): what was found and done at one
 * visit (an appointment that was checked in), by one doctor. Its lines are the diagnoses
 * (treatDiag entries, ICD-10 included), the treatments done (treat entries, ICD-10-TM included)
 * and the drugs and items dispensed (item entries), each on teeth (FDI codes of mTooth) and
 * surfaces (codes of mToothSurface) where that applies. Money is baht on the wire, satang in the
 * database, like the master lists' prices.
 */
export const TREATMENT_LINE_KINDS = ['diagnosis', 'treatment', 'item'] as const;
export type TreatmentLineKind = (typeof TREATMENT_LINE_KINDS)[number];

/** The master list each line kind names its entry in. */
export const TREATMENT_LINE_MASTER = { diagnosis: 'treatDiag', treatment: 'treat', item: 'item' } as const;

/** The chart is the doctor's: diagnoses and treatments; assistants record items only (PERMISSIONS.treatmentChart). */
export const CHART_LINE_KINDS: readonly TreatmentLineKind[] = ['diagnosis', 'treatment'];

export const TREATMENT_MAX_LINES = 200;
export const TREATMENT_MAX_QUANTITY = 9999;

/** FDI two-digit notation: 11–48 permanent, 51–85 primary (the server checks it against mTooth). */
const ZToothCode = z.string().regex(/^[1-8][1-8]$/, 'รหัสฟันไม่ถูกต้อง');
/** A surface code of mToothSurface (M, D, O, I, B, F, L, P). */
const ZSurfaceCode = z.string().regex(/^[A-Z]$/, 'รหัสด้านฟันไม่ถูกต้อง');

function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

export const ZTreatmentLineInput = z
  .object({
    /**
     * The line as the record has it, to change it in place (its id stays: receipts name it); a
     * line without id is new, and a line of the record not sent is removed.
     */
    id: ZId.optional(),
    kind: z.enum(TREATMENT_LINE_KINDS),
    /** The master entry (its list is TREATMENT_LINE_MASTER[kind]); the record keeps its names as they were. */
    masterId: ZId,
    teeth: z.array(ZToothCode).max(52).refine(unique, 'ฟันซ้ำกัน').default([]),
    surfaces: z.array(ZSurfaceCode).max(8).refine(unique, 'ด้านฟันซ้ำกัน').default([]),
    quantity: z.number().int().min(1).max(TREATMENT_MAX_QUANTITY).default(1),
    /** Unit price in baht; diagnoses carry none. */
    price: ZMoney.default(0),
    /** Discount on the whole line in baht, at most its price times its quantity. */
    discount: ZMoney.default(0),
    note: ZPlainText(500).default(''),
  })
  .refine((line) => line.kind !== 'diagnosis' || (line.price === 0 && line.discount === 0), {
    message: 'การวินิจฉัยไม่มีราคา',
    path: ['price'],
  })
  .refine((line) => bahtToSatang(line.discount) <= bahtToSatang(line.price) * line.quantity, {
    message: 'ส่วนลดมากกว่าราคา',
    path: ['discount'],
  })
  .refine((line) => line.surfaces.length === 0 || line.teeth.length > 0, {
    message: 'ระบุด้านฟันได้เมื่อระบุฟัน',
    path: ['surfaces'],
  });
export type TTreatmentLineInput = z.output<typeof ZTreatmentLineInput>;

/** What a line comes to in satang: price × quantity less its discount. */
export function lineAmountSatang(line: { priceSatang: number; quantity: number; discountSatang: number }): number {
  return line.priceSatang * line.quantity - line.discountSatang;
}

const toSatang = bahtToSatang;

const ZChartFields = z.object({
  doctorUid: z.uuid(),
  note: ZMultilineText(4000).default(''),
  /** Discount on the whole bill in baht, at most what the lines come to. */
  finalDiscount: ZMoney.default(0),
  lines: z
    .array(ZTreatmentLineInput)
    .max(TREATMENT_MAX_LINES)
    .default([])
    .refine((lines) => unique(lines.flatMap((line) => (line.id === undefined ? [] : [line.id]))), 'รายการซ้ำกัน'),
});

function finalDiscountFits(body: z.output<typeof ZChartFields>): boolean {
  const lines = body.lines.reduce(
    (sum, l) =>
      sum +
      lineAmountSatang({ priceSatang: toSatang(l.price), quantity: l.quantity, discountSatang: toSatang(l.discount) }),
    0,
  );
  return toSatang(body.finalDiscount) <= lines;
}
const finalDiscountRule = { message: 'ส่วนลดท้ายบิลมากกว่ายอดรวม', path: ['finalDiscount'] };

/** Body of POST /api/treatment/{c}/{b}: the record of a checked-in appointment. */
export const ZTreatmentInput = ZChartFields.extend({ appointmentId: ZId }).refine(finalDiscountFits, finalDiscountRule);
export type TTreatmentInput = z.output<typeof ZTreatmentInput>;

/** Body of PUT /api/treatment/{c}/{b}/{id}: the whole record again, with the `modifyDt` it was read at. */
export const ZTreatmentUpdate = ZChartFields.extend({ modifyDt: ZInstant }).refine(
  finalDiscountFits,
  finalDiscountRule,
);
export type TTreatmentUpdate = z.output<typeof ZTreatmentUpdate>;

export const ZTreatmentLine = z.object({
  id: z.number().int(),
  kind: z.enum(TREATMENT_LINE_KINDS),
  masterId: z.number().int(),
  code: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  teeth: z.array(z.string()),
  surfaces: z.array(z.string()),
  quantity: z.number().int(),
  price: z.number(),
  discount: z.number(),
  /** price × quantity − discount, in baht. */
  amount: z.number(),
  note: z.string(),
  /**
   * What is still owed on the line in baht after the payments taken for it; null while no
   * payment was taken (the line's share of the bill is owed whole).
   */
  overdue: z.number().nullable(),
  /** When what was still owed was written off (PUT .../item/{id}/overdue), else null. */
  overdueDeletedAt: ZInstant.nullable(),
  overdueDeletedReason: z.string().nullable(),
});
export type TTreatmentLine = z.infer<typeof ZTreatmentLine>;

export const ZTreatment = z.object({
  id: z.number().int(),
  appointmentId: z.number().int(),
  patientId: z.number().int(),
  branchId: z.number().int(),
  doctorUid: z.string(),
  doctorName: z.string(),
  note: z.string(),
  lines: z.array(ZTreatmentLine),
  finalDiscount: z.number(),
  /** What the lines come to less the final discount, in baht. */
  total: z.number(),
  /** Set by the payment that settles it; a paid record is not edited (PAYMENT-COMPLETED). */
  paid: z.boolean(),
  creationUid: z.string(),
  creationDt: ZInstant,
  modifyUid: z.string(),
  /** The version: an update and a receipt name the modifyDt they read. */
  modifyDt: ZInstant,
});
export type TTreatment = z.infer<typeof ZTreatment>;

const ZQueryFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/**
 * GET /api/treatment/{c}/{b}: a patient's records across the clinic (newest first, paged), or
 * the records of one appointment; `forPayment` keeps only those not yet paid (the counter's view).
 */
export const ZTreatmentListQuery = z
  .object({
    patientId: ZId.optional(),
    appointmentId: ZId.optional(),
    forPayment: ZQueryFlag,
    offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(20),
  })
  .refine((q) => (q.patientId === undefined) !== (q.appointmentId === undefined), {
    message: 'ระบุ patientId หรือ appointmentId อย่างใดอย่างหนึ่ง',
    path: ['patientId'],
  });
export type TTreatmentListQuery = z.output<typeof ZTreatmentListQuery>;

export const ZTreatmentParams = z.object({ clinicUrl: z.string(), branchUrl: z.string(), id: ZId });
export const ZTreatmentAppointmentParams = z.object({
  clinicUrl: z.string(),
  branchUrl: z.string(),
  appointmentId: ZId,
});

export const TREATMENT_AUDIT_ACTIONS = ['create', 'update'] as const;

/** One line of a treatment's history: who recorded or changed it, when, and what changed. */
export const ZTreatmentAuditEntry = z.object({
  id: z.number().int(),
  at: ZInstant,
  action: z.enum(TREATMENT_AUDIT_ACTIONS),
  userId: z.string().nullable(),
  userName: z.string(),
  branchId: z.number().int().nullable(),
  changes: z.array(ZFieldChange),
});
export type TTreatmentAuditEntry = z.infer<typeof ZTreatmentAuditEntry>;

export const ZTreatmentAuditQuery = z.object({
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(20),
});
