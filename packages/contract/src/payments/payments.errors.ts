import type { ErrorTable } from '../lib/error-table.ts';

/** Bank payments (FastPay): their error codes (errors.ts gathers every feature's into ERRORS). */
export const PAYMENT_ERRORS = {
  'PAYMENT-RETURN-URL': {
    status: 422,
    th: 'ที่อยู่สำหรับกลับจากธนาคารต้องเป็นหน้าของระบบนี้',
    en: 'The return URLs must be pages of this app',
  },
  'PAYMENT-NOT-FOUND': {
    status: 404,
    th: 'ข้อมูลไม่ครบถ้วน ไม่สามารถดึงข้อมูลการทำรายการได้',
    en: 'No such payment',
  },
  'PAYMENT-BAD-SIGNATURE': { status: 401, th: 'ลายเซ็นของธนาคารไม่ถูกต้อง', en: "The bank's signature does not match" },
  'PAYMENT-REFUSED': { status: 422, th: 'ธนาคารปฏิเสธรายการนี้', en: 'The bank refused the payment' },
} as const satisfies ErrorTable;
