import type { ErrorTable } from '../lib/error-table.ts';

/** The adapter layer of the outside services: their error codes (errors.ts gathers every feature's into ERRORS). */
export const INTEGRATION_ERRORS = {
  'INTEGRATION-UNAVAILABLE': {
    status: 503,
    th: 'ระบบภายนอกไม่ตอบสนองในขณะนี้ กรุณาลองใหม่อีกครั้ง',
    en: 'The outside service does not answer at the moment, please try again',
  },
  'SANDBOX-CODE-NOT-FOUND': { status: 404, th: 'ไม่พบรหัสเชื่อมต่อนี้ในระบบจำลอง', en: 'No such link code in the sandbox' },
  'SANDBOX-CODE-EXPIRED': {
    status: 409,
    th: 'รหัสเชื่อมต่อนี้หมดอายุหรือใช้ไม่ได้แล้ว',
    en: 'This link code has expired or is no longer usable',
  },
} as const satisfies ErrorTable;
