import type { ErrorTable } from './lib/error-table.ts';
import { AI_ERRORS } from './ai/ai.errors.ts';
import { APPOINTMENT_ERRORS } from './appointments/appointments.errors.ts';
import { AUTH_ERRORS } from './auth/auth.errors.ts';
import { CLINIC_ERRORS } from './clinics/clinics.errors.ts';
import { FILE_ERRORS } from './files/files.errors.ts';
import { INTEGRATION_ERRORS } from './integrations/integrations.errors.ts';
import { LAB_ERRORS } from './lab/lab.errors.ts';
import { MASTER_ERRORS } from './masters/masters.errors.ts';
import { MEDIA_ERRORS } from './media/media.errors.ts';
import { OAUTH_ERRORS } from './oauth/oauth.errors.ts';
import { ORTHO_ERRORS } from './ortho/ortho.errors.ts';
import { PATIENT_ERRORS } from './patients/patients.errors.ts';
import { PAYMENT_ERRORS } from './payments/payments.errors.ts';
import { RECEIPT_ERRORS } from './receipts/receipts.errors.ts';
import { REPORT_ERRORS } from './reports/reports.errors.ts';
import { SUPERADMIN_ERRORS } from './superadmin/superadmin.errors.ts';
import { TREATMENT_ERRORS } from './treatments/treatments.errors.ts';

/** The request's own errors, shared by every feature. */
const REQUEST_ERRORS = {
  INVALID_PARAMS: { status: 400, th: 'ข้อมูลคลินิกหรือสาขาไม่ถูกต้อง', en: 'Invalid clinic or branch' },
  INVALID_LENGTH: { status: 400, th: 'ชื่อคลินิกหรือสาขายาวเกินกำหนด', en: 'Clinic or branch name is too long' },
  BAD_REQUEST: { status: 400, th: 'รูปแบบคำขอไม่ถูกต้อง', en: 'Malformed request' },
  VALIDATION_FAILED: { status: 422, th: 'ข้อมูลไม่ถูกต้อง', en: 'Validation error' },
  PERMISSION_DENIED: { status: 403, th: 'คุณไม่มีสิทธิ์ใช้งานส่วนนี้', en: 'Permission denied' },
  'BRANCH-NOT-MEMBER': { status: 403, th: 'คุณไม่ได้เป็นสมาชิกของสาขานี้', en: 'You are not a member of this branch' },
  NOT_FOUND: { status: 404, th: 'ไม่พบข้อมูล', en: 'Data not found' },
  'BRANCH-NOT-FOUND': { status: 404, th: 'ไม่พบคลินิกหรือสาขา', en: 'Clinic or branch not found' },
  // Money POSTs take an Idempotency-Key header (docs/wire.md).
  'IDEMPOTENCY-KEY-REQUIRED': {
    status: 400,
    th: 'คำขอชำระเงินต้องมีรหัสป้องกันการทำรายการซ้ำ',
    en: 'This request needs an Idempotency-Key header',
  },
  'IDEMPOTENCY-KEY-INVALID': {
    status: 400,
    th: 'รหัสป้องกันการทำรายการซ้ำไม่ถูกต้อง',
    en: 'The Idempotency-Key header is malformed',
  },
  'IDEMPOTENCY-KEY-REUSED': {
    status: 422,
    th: 'รหัสป้องกันการทำรายการซ้ำนี้ใช้กับรายการอื่นไปแล้ว',
    en: 'This Idempotency-Key was used for another request',
  },
  'IDEMPOTENCY-IN-FLIGHT': {
    status: 409,
    th: 'รายการนี้กำลังดำเนินการอยู่ กรุณารอสักครู่',
    en: 'This request is still being processed',
  },
  RATE_LIMITED: {
    status: 429,
    th: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
    en: 'Too many requests, please wait and try again',
  },
  INTERNAL: { status: 500, th: 'ระบบขัดข้อง ขออภัยในความไม่สะดวก', en: 'System error' },
} as const satisfies ErrorTable;

/** Every table; a code is declared in one of them only (errors.test.ts). */
export const ERROR_TABLES: readonly ErrorTable[] = [
  REQUEST_ERRORS,
  AUTH_ERRORS,
  OAUTH_ERRORS,
  FILE_ERRORS,
  MEDIA_ERRORS,
  MASTER_ERRORS,
  PATIENT_ERRORS,
  APPOINTMENT_ERRORS,
  RECEIPT_ERRORS,
  TREATMENT_ERRORS,
  ORTHO_ERRORS,
  LAB_ERRORS,
  CLINIC_ERRORS,
  SUPERADMIN_ERRORS,
  PAYMENT_ERRORS,
  INTEGRATION_ERRORS,
  REPORT_ERRORS,
  AI_ERRORS,
];

/**
 * Every error code the API answers, with its HTTP status and the texts the web app shows.
 * Codes are stable: the web app maps them to messages, tests assert them, clients may rely on them.
 * The spec's own codes (INVALID_PARAMS, INVALID_LENGTH, APPT-HAS-TREAT, ...) are kept as written.
 * Each feature declares its own codes in `<feature>/<feature>.errors.ts`; the request's own are here.
 */
export const ERRORS = {
  ...REQUEST_ERRORS,
  ...AUTH_ERRORS,
  ...OAUTH_ERRORS,
  ...FILE_ERRORS,
  ...MEDIA_ERRORS,
  ...MASTER_ERRORS,
  ...PATIENT_ERRORS,
  ...APPOINTMENT_ERRORS,
  ...RECEIPT_ERRORS,
  ...TREATMENT_ERRORS,
  ...ORTHO_ERRORS,
  ...LAB_ERRORS,
  ...CLINIC_ERRORS,
  ...SUPERADMIN_ERRORS,
  ...PAYMENT_ERRORS,
  ...INTEGRATION_ERRORS,
  ...REPORT_ERRORS,
  ...AI_ERRORS,
};

export type ErrorCode = keyof typeof ERRORS;

/** The errorMessage a failure carries: the spec's wire text where it names one, else the Thai text. */
export function wireMessage(code: ErrorCode): string {
  const entry: { th: string; wire?: string } = ERRORS[code];
  return entry.wire ?? entry.th;
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERRORS, code);
}
