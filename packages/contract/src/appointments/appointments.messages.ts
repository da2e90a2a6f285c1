// Without zod: the web's first page bundles these texts (i18n) before any schema loads.
export const APPOINTMENT_MESSAGES = {
  endBeforeStart: '*เวลาสิ้นสุดต้องหลังเวลาเริ่ม',
  tooLong: '*นัดหมายยาวเกิน 12 ชั่วโมง',
  sameDay: '*เวลาเริ่มและสิ้นสุดต้องอยู่ในวันเดียวกัน',
  roomOrDoctor: '*กรุณาเลือกห้องหรือทันตแพทย์',
  patientOrNew: '*เลือกผู้ป่วยเดิมหรือผู้ป่วยใหม่อย่างใดอย่างหนึ่ง',
  rangeTooWide: '*ช่วงวันที่กว้างเกิน 62 วัน',
  referTarget: '*กรุณาเลือกทันตแพทย์หรือสาขาที่จะส่งต่อ',
  cancelReason: '*กรุณาระบุเหตุผลการยกเลิก',
  mobileDigits: '*เบอร์โทรศัพท์ต้องมีตัวเลข 10 ตัว',
} as const;
