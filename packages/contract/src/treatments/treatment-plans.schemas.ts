import { z } from 'zod';
import { ZId, ZInstant, ZMoney, ZMultilineText, ZPlainText } from '../lib/wire.ts';

/**
 * Treatment plans (spec clinic §3 treatment plan, §4, §7 Treatment plan): what a patient is to
 * have done, item by item (a treat entry of the branch's list on teeth or a mouth area, with its
 * price and priority). A patient has at most one Active plan in the clinic: saving another as
 * Active makes the previous one Inactive. An item goes Diagnosed (found, e.g. by the AI analysis)
 * → Planned (agreed with the patient) → Done, and marking it Done records it as a treatment line
 * of the patient's current visit, whose id the item then keeps.
 */
export const TREATMENT_PLAN_STATUSES = ['Active', 'Inactive', 'Completed'] as const;
export type TreatmentPlanStatus = (typeof TREATMENT_PLAN_STATUSES)[number];

export const PLAN_ITEM_STATUSES = ['Diagnosed', 'Planned', 'Done'] as const;
export type PlanItemStatus = (typeof PLAN_ITEM_STATUSES)[number];

/** A plan saved through POST/PUT carries items not yet done; Done is reached by the item call only. */
export const PLAN_OPEN_ITEM_STATUSES = ['Diagnosed', 'Planned'] as const;

export const TREATMENT_PLAN_MAX_ITEMS = 100;
/** 1 is the most urgent; the plan lists items by priority. */
export const PLAN_PRIORITY_MAX = 5;

/** FDI two-digit notation (the server checks it against mTooth). */
const ZToothCode = z.string().regex(/^[1-8][1-8]$/, 'รหัสฟันไม่ถูกต้อง');
/** A value of the `mouth_area` configuration list (00 whole mouth, 01 upper jaw, 10 Q1, ...). */
const ZMouthArea = z.string().regex(/^\d{2}$/, 'บริเวณช่องปากไม่ถูกต้อง');

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

export const ZTreatmentPlanItemInput = z
  .object({
    /** The item as the plan has it, to keep it (a Done item must be sent as it is); none for a new one. */
    id: ZId.optional(),
    /** A treat entry (own or national) of the branch's list; the plan keeps its code and names. */
    masterId: ZId,
    teeth: z.array(ZToothCode).max(52).refine(unique, 'ฟันซ้ำกัน').default([]),
    /** Where no single tooth says it (scaling of the whole mouth): a `mouth_area` value. */
    mouthArea: ZMouthArea.nullable().default(null),
    /** Baht; left out, the entry's branch price (0 where it has none). */
    price: ZMoney.optional(),
    priority: z.number().int().min(1).max(PLAN_PRIORITY_MAX).default(3),
    status: z.enum(PLAN_ITEM_STATUSES).default('Planned'),
    note: ZPlainText(500).default(''),
  })
  .refine((item) => item.teeth.length === 0 || item.mouthArea === null, {
    message: 'ระบุฟันหรือบริเวณช่องปากอย่างใดอย่างหนึ่ง',
    path: ['mouthArea'],
  });
export type TTreatmentPlanItemInput = z.output<typeof ZTreatmentPlanItemInput>;

const ZPlanFields = z.object({
  title: ZPlainText(200).default(''),
  note: ZMultilineText(4000).default(''),
  status: z.enum(TREATMENT_PLAN_STATUSES).default('Active'),
  items: z
    .array(ZTreatmentPlanItemInput)
    .max(TREATMENT_PLAN_MAX_ITEMS)
    .default([])
    .refine((items) => unique(items.flatMap((item) => (item.id === undefined ? [] : [item.id]))), 'รายการซ้ำกัน'),
});

/**
 * Body of POST /api/treatmentPlan/{c}/{b}: a new plan of a patient, e.g. the AI analysis's
 * suggestion (items Diagnosed, on teeth or a mouth area, with the treat entry and its price).
 */
export const ZTreatmentPlanInput = ZPlanFields.extend({ patientId: ZId }).refine(
  (plan) => plan.items.every((item) => item.id === undefined && item.status !== 'Done'),
  { message: 'แผนใหม่มีได้เฉพาะรายการที่ยังไม่ได้ทำ', path: ['items'] },
);
export type TTreatmentPlanInput = z.output<typeof ZTreatmentPlanInput>;

/** Body of PUT /api/treatmentPlan/{c}/{b}: the plan as a whole again, from the `modifyDt` it was read at. */
export const ZTreatmentPlanUpdate = ZPlanFields.extend({ id: ZId, modifyDt: ZInstant });
export type TTreatmentPlanUpdate = z.output<typeof ZTreatmentPlanUpdate>;

/** Body of PUT /api/treatmentPlanItem/{c}/{b}/{id}: one item's status (and priority). */
export const ZTreatmentPlanItemChange = z.object({
  status: z.enum(PLAN_ITEM_STATUSES),
  priority: z.number().int().min(1).max(PLAN_PRIORITY_MAX).optional(),
  /**
   * For Done: the checked-in visit of the patient at this branch the work is recorded at; left
   * out, the patient's visit that is checked in and not yet paid (PLAN-NO-VISIT when none).
   */
  appointmentId: ZId.optional(),
});
export type TTreatmentPlanItemChange = z.output<typeof ZTreatmentPlanItemChange>;

export const ZTreatmentPlanItem = z.object({
  id: z.number().int(),
  masterId: z.number().int(),
  code: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  teeth: z.array(z.string()),
  mouthArea: z.string().nullable(),
  price: z.number(),
  priority: z.number().int(),
  status: z.enum(PLAN_ITEM_STATUSES),
  note: z.string(),
  /** Once Done: the treatment line that recorded it, and its record. */
  treatmentItemId: z.number().int().nullable(),
  treatmentId: z.number().int().nullable(),
  doneDt: ZInstant.nullable(),
});
export type TTreatmentPlanItem = z.infer<typeof ZTreatmentPlanItem>;

export const ZTreatmentPlan = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  branchId: z.number().int(),
  title: z.string(),
  note: z.string(),
  status: z.enum(TREATMENT_PLAN_STATUSES),
  items: z.array(ZTreatmentPlanItem),
  /** What the items come to, in baht. */
  total: z.number(),
  /** What the items not yet done come to, in baht. */
  remaining: z.number(),
  creationUid: z.string(),
  creationName: z.string(),
  creationDt: ZInstant,
  modifyUid: z.string(),
  /** The version: an update names the modifyDt it read. */
  modifyDt: ZInstant,
});
export type TTreatmentPlan = z.infer<typeof ZTreatmentPlan>;

export const ZTreatmentPlanPatientParams = z.object({ clinicUrl: z.string(), branchUrl: z.string(), patientId: ZId });
export const ZTreatmentPlanItemParams = z.object({ clinicUrl: z.string(), branchUrl: z.string(), id: ZId });
