// Without zod: the web's first page bundles these texts (i18n) before any schema loads.
/** Messages the form shows under its fields (Thai first; the web's locale files carry English). */
export const PATIENT_MESSAGES = {
  firstNameTh: '*กรุณาใส่ชื่อภาษาไทย',
  lastNameTh: '*กรุณาใส่นามสกุลภาษาไทย',
  firstNameEn: '*กรุณาใส่ชื่อภาษาอังกฤษ',
  lastNameEn: '*กรุณาใส่นามสกุลภาษาอังกฤษ',
  mobileDigits: '*เบอร์โทรศัพท์ต้องมีตัวเลข 10 ตัว',
  personalIdInvalid: '*เลขประจำตัวประชาชนไม่ถูกต้อง',
  dobFuture: '*วันเกิดต้องไม่เป็นวันในอนาคต',
  dobInvalid: '*วันเกิดไม่ถูกต้อง',
  postcode: '*รหัสไปรษณีย์ต้องเป็นตัวเลข 5 ตัว',
  email: '*กรุณาใส่อีเมลให้ถูกต้อง',
  mergeSame: '*เลือกผู้ป่วยคนละคนกัน',
} as const;
