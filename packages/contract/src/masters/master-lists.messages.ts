// Without zod: the web's first page bundles these texts (i18n) before any schema loads.
export const MASTER_MESSAGES = {
  codeRequired: '*กรุณาใส่รหัส',
  codeFormat: '*รหัสใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และ . - _ / (ไม่เกิน 20 ตัว)',
  nameThRequired: '*กรุณาใส่ชื่อภาษาไทย',
  priceRequired: '*กรุณาใส่ราคา',
  labCompanyRequired: '*กรุณาเลือกบริษัทแล็บ',
} as const;
