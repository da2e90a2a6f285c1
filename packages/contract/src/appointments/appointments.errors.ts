import type { ErrorTable } from '../lib/error-table.ts';

/** Appointments and the co-payment schemes: their error codes (errors.ts gathers every feature's into ERRORS). */
export const APPOINTMENT_ERRORS = {
  // Appointments (spec clinic §4, §7, §8). The spec names APPT-HAS-TREAT; the others follow its pattern.
  'APPT-OVERLAP': {
    status: 409,
    th: 'ช่วงเวลานี้มีนัดหมายของห้องหรือทันตแพทย์นี้แล้ว',
    en: 'This room or doctor already has an appointment at this time',
  },
  'APPT-OUTSIDE-HOURS': {
    status: 409,
    th: 'นัดหมายอยู่นอกเวลาทำการของสาขาหรือเวลาทำงานของทันตแพทย์',
    en: "The appointment is outside the branch's opening hours or the doctor's working hours",
  },
  'APPT-CHECKED-IN': {
    status: 409,
    th: 'นัดหมายที่เช็คอินแล้วย้ายหรือเปลี่ยนเวลาไม่ได้',
    en: 'A checked-in appointment cannot be moved or resized',
  },
  'APPT-NOT-TODAY': {
    status: 409,
    th: 'เช็คอินได้เฉพาะในวันนัดหมายเท่านั้น',
    en: 'Check-in is only possible on the day of the appointment',
  },
  'APPT-WRONG-STATUS': {
    status: 409,
    th: 'สถานะของนัดหมายไม่อนุญาตให้ทำรายการนี้',
    en: "The appointment's status does not allow this",
  },
  'APPT-NO-PATIENT': {
    status: 409,
    th: 'ช่วงเวลาที่ปิดไว้ไม่มีผู้ป่วย จึงเช็คอินไม่ได้',
    en: 'A blocked slot has no patient to check in',
  },
  'APPT-HAS-TREAT': {
    status: 409,
    th: 'นัดหมายนี้มีการบันทึกการรักษาแล้ว ยกเลิกการเช็คอินไม่ได้',
    en: 'This appointment already has treatments; its check-in cannot be cancelled',
  },
  'APPT-ROOM-NOT-FOUND': { status: 422, th: 'ไม่พบห้องตรวจนี้ในสาขา', en: 'No such room in this branch' },
  'APPT-DOCTOR-NOT-FOUND': { status: 422, th: 'ไม่พบทันตแพทย์นี้ในสาขา', en: 'No such active doctor in this branch' },
  'APPT-TREATMENT-NOT-FOUND': {
    status: 422,
    th: 'ไม่พบรายการนัดหมายการรักษาที่เลือก',
    en: 'A planned treatment is not in the branch list',
  },
  // The co-payment schemes answer 400 'No data found' when they have no visit for the person
  // (spec clinic §8); the screens open their warning dialog on this exact text.
  'APPT-SCHEME-NO-DATA': {
    status: 400,
    th: 'ไม่พบข้อมูลการเข้ารับบริการในโครงการร่วมจ่าย',
    en: 'No visit record in the co-payment scheme',
    wire: 'No data found',
  },
  'APPT-SCHEME-NOT-LINKED': {
    status: 409,
    th: 'สาขานี้ยังไม่ได้เชื่อมต่อกับโครงการร่วมจ่ายนี้',
    en: 'This branch is not linked with this co-payment scheme',
  },
  'APPT-SCHEME-NO-ID': {
    status: 422,
    th: 'นัดหมายโครงการร่วมจ่ายต้องเป็นผู้ป่วยที่ลงทะเบียนแล้วและมีเลขบัตรประชาชน 13 หลัก',
    en: 'A co-payment appointment needs a registered patient with a 13-digit national id',
  },
  'APPT-SCHEME-DUPLICATE': {
    status: 409,
    th: 'ผู้ป่วยมีนัดหมายโครงการร่วมจ่ายในวันนี้ที่หน่วยบริการอื่นแล้ว',
    en: 'The patient already has a co-payment visit that day at another unit',
  },
  'APPT-SCHEME-NOT-ELIGIBLE': {
    status: 409,
    th: 'ผู้ป่วยไม่มีสิทธิ์ร่วมจ่ายคงเหลือในโครงการ',
    en: 'The patient has no co-payment right left in the scheme',
  },
  // The scheme's visit is for one day at one unit: another day, branch or kind of appointment is
  // a new visit, booked by cancelling and booking again.
  'APPT-SCHEME-LOCKED': {
    status: 409,
    th: 'นัดหมายโครงการร่วมจ่ายเปลี่ยนวัน สาขา หรือประเภทนัดไม่ได้ กรุณายกเลิกแล้วนัดใหม่',
    en: "A co-payment appointment's day, branch or kind cannot change: cancel it and book again",
  },
} as const satisfies ErrorTable;
