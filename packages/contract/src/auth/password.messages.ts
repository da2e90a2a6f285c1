// Without zod: the web's first page bundles these texts (i18n) before any schema loads.
export const PASSWORD_MESSAGES = {
  composition: '*รหัสผ่านต้องประกอบไปด้วยตัวเลข (0-9) และตัวอักษรภาษาอังกฤษ (A-Z, a-z) อย่างน้อย 1 ตัว',
  tooShort: '*รหัสผ่านต้องมีอย่างน้อย 8 ตัวขึ้นไป',
  tooLong: '*รหัสผ่านต้องมีไม่เกิน 100 ตัว',
  tooCommon: '*รหัสผ่านนี้ถูกใช้กันทั่วไปและเดาได้ง่าย กรุณาตั้งรหัสผ่านอื่น',
} as const;
