import type { ErrorTable } from '../lib/error-table.ts';

/** Treatments and treatment plans: their error codes (errors.ts gathers every feature's into ERRORS). */
export const TREATMENT_ERRORS = {
  // Treatments (spec clinic §7, §8): the spec names TREAT-EXISTED and PAYMENT-COMPLETED.
  'TREAT-EXISTED': {
    status: 409,
    th: 'นัดหมายนี้มีการบันทึกการรักษาแล้ว',
    en: 'A treatment is already recorded for this appointment',
  },
  'PAYMENT-COMPLETED': {
    status: 409,
    th: 'การรักษานี้ชำระเงินแล้ว แก้ไขไม่ได้',
    en: 'This treatment is paid and can no longer be changed',
  },
  'TREAT-NOT-UPTO-DATE': {
    status: 409,
    th: 'มีผู้อื่นแก้ไขการรักษานี้แล้ว กรุณาโหลดข้อมูลใหม่',
    en: 'Someone else changed this treatment; reload it',
  },
  'TREAT-ENTRY-NOT-FOUND': {
    status: 422,
    th: 'ไม่พบรายการวินิจฉัย การรักษา หรือยาที่เลือก',
    en: 'A diagnosis, treatment or item is not in the branch lists',
  },
  'TREAT-TOOTH-NOT-FOUND': { status: 422, th: 'ไม่พบฟันหรือด้านฟันที่เลือก', en: 'No such tooth or surface' },
  // A line id sent with an edit that is not a line of that record.
  'TREAT-LINE-NOT-FOUND': { status: 422, th: 'ไม่พบรายการในการรักษานี้', en: 'That line is not part of this treatment' },
  // Writing off a line that owes nothing (never paid in part, settled, or already written off).
  'TREAT-NOT-OVERDUE': { status: 409, th: 'รายการนี้ไม่มียอดค้างชำระ', en: 'This line owes nothing' },
  // The caller's own password, asked again before money is written off.
  'TREAT-PASSWORD-WRONG': { status: 400, th: 'รหัสผ่านไม่ถูกต้อง', en: 'Wrong password' },
  // A receipt paying a line more than it still owes (or a line whose debt was written off).
  'TREAT-OVERPAID': {
    status: 409,
    th: 'ยอดชำระมากกว่ายอดค้างชำระของรายการ',
    en: 'The payment is more than the line still owes',
  },
  // Treatment plans (spec clinic §7 Treatment plan).
  'PLAN-NOT-UPTO-DATE': {
    status: 409,
    th: 'มีผู้อื่นแก้ไขแผนการรักษานี้แล้ว กรุณาโหลดข้อมูลใหม่',
    en: 'Someone else changed this treatment plan; reload it',
  },
  // A Done item is on a treatment record: it stays in its plan as it is.
  'PLAN-ITEM-DONE': {
    status: 409,
    th: 'รายการนี้ทำแล้ว แก้ไขหรือลบไม่ได้',
    en: 'This item is done and can no longer be changed or removed',
  },
  'PLAN-ITEM-NOT-FOUND': { status: 422, th: 'ไม่พบรายการในแผนการรักษานี้', en: 'That item is not part of this plan' },
  // Marking an item Done needs a visit of the patient to record it at.
  'PLAN-NO-VISIT': {
    status: 409,
    th: 'ผู้ป่วยไม่มีนัดหมายที่เช็คอินและยังไม่ชำระเงินในสาขานี้',
    en: 'The patient has no checked-in, unpaid visit at this branch',
  },
} as const satisfies ErrorTable;
