// Without zod: the web's first page bundles these texts (i18n) before any schema loads.
import { ROUTE_PARAM_MAX } from '../lib/route-params.ts';

/** The Thai texts of these schemas; the web app translates them by key (auth:validation). */
export const CLINIC_MESSAGES = {
  slugTooShort: 'ต้องมีอย่างน้อย 2 ตัวอักษร',
  slugTooLong: `ได้ไม่เกิน ${ROUTE_PARAM_MAX} ตัวอักษร`,
  slugFormat: 'ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษพิมพ์เล็ก ตัวเลข และขีด (-) ขึ้นต้นและลงท้ายด้วยตัวอักษรหรือตัวเลข',
  slugReserved: 'ชื่อนี้สงวนไว้สำหรับระบบ กรุณาใช้ชื่ออื่น',
  entityCodeRequired: 'กรุณาระบุรหัส',
  entityCodeTooLong: 'รหัสได้ไม่เกิน 10 ตัวอักษร',
  entityCodeFormat: 'รหัสใช้ได้เฉพาะตัวอักษรภาษาอังกฤษพิมพ์ใหญ่และตัวเลข',
  thaiNameRequired: 'กรุณาระบุชื่อภาษาไทย',
  thaiNameScript: 'ชื่อภาษาไทยต้องมีตัวอักษรภาษาไทย',
  englishNameRequired: 'กรุณาระบุชื่อภาษาอังกฤษ',
  englishNameScript: 'ชื่อภาษาอังกฤษต้องไม่มีตัวอักษรภาษาไทย',
  managerEmailFormat: 'อีเมลผู้จัดการไม่ถูกต้อง',
} as const;
