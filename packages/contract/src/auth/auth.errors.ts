import type { ErrorTable } from '../lib/error-table.ts';

/** Sign-in, registration and passwords: their error codes (errors.ts gathers every feature's into ERRORS). */
export const AUTH_ERRORS = {
  // The session errors carry the spec's English texts on the wire (access §8): the web client
  // tells "refresh" from "sign in again" by them.
  AUTH_REQUIRED: { status: 401, th: 'กรุณาเข้าสู่ระบบ', en: 'Sign-in required', wire: 'jwt must be provided' },
  AUTH_INVALID_TOKEN: { status: 401, th: 'เซสชั่นหมดอายุ', en: 'Invalid session', wire: 'invalid signature' },
  AUTH_TOKEN_EXPIRED: { status: 401, th: 'เซสชั่นหมดอายุ', en: 'Session expired', wire: 'jwt expired' },
  AUTH_SESSION_ENDED: {
    status: 401,
    th: 'เซสชั่นหมดอายุ',
    en: 'Session ended',
    wire: 'Invalid request. Token is not in store',
  },
  'AUTH-INVALID-CREDENTIALS': { status: 401, th: 'อีเมล หรือ รหัสผ่านไม่ถูกต้อง', en: 'Invalid e-mail or password' },
  'USER-NOT-ACTIVATED': { status: 403, th: 'บัญชีนี้ยังไม่ได้ยืนยันอีเมล', en: 'This account is not activated yet' },
  'USER-INACTIVE': { status: 403, th: 'บัญชีนี้ถูกระงับการใช้งาน', en: 'This account is disabled' },
  // The spec's registration screen reads this exact English text (access §8).
  'USER-EMAIL-EXISTS': {
    status: 400,
    th: 'อีเมลเคยลงทะเบียนแล้ว',
    en: 'The Email is existing',
    wire: 'The Email is existing',
  },
  'PASSWORD-WRONG': { status: 400, th: 'ใส่รหัสผ่านเดิมไม่ถูกต้อง', en: 'The current password is wrong' },
  'PASSWORD-USED-BEFORE': { status: 404, th: 'รหัสผ่านใหม่นี้เคยถูกใช้มาแล้ว', en: 'This password was used before' },
  'ACTIVATION-KEY-INVALID': {
    status: 400,
    th: 'ลิงก์ยืนยันอีเมลไม่ถูกต้องหรือหมดอายุแล้ว',
    en: 'The activation link is invalid or has expired',
  },
  'RESET-KEY-INVALID': {
    status: 400,
    th: 'ลิงก์ตั้งรหัสผ่านใหม่ไม่ถูกต้องหรือหมดอายุแล้ว',
    en: 'The password reset link is invalid or has expired',
  },
} as const satisfies ErrorTable;
