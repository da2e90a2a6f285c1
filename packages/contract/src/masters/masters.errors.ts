import type { ErrorTable } from '../lib/error-table.ts';

/** The branches' master lists and the payment methods they take: their error codes (errors.ts gathers every feature's into ERRORS). */
export const MASTER_ERRORS = {
  // Master lists (spec clinic §7). The spec names no wire text for a duplicate code (only the
  // ortho package's name), so these carry the catalogue's own texts.
  'MASTER-CODE-EXISTS': {
    status: 409,
    th: 'รหัสนี้มีอยู่แล้วในรายการของสาขานี้',
    en: 'This code already exists in this branch list',
  },
  'MASTER-CATEGORY-NOT-FOUND': { status: 404, th: 'ไม่พบหมวดหมู่', en: 'Category not found' },
  'MASTER-CATEGORY-IN-USE': {
    status: 409,
    th: 'หมวดหมู่นี้ยังมีรายการอยู่ กรุณาย้ายหรือลบรายการก่อน',
    en: 'This category still has entries; move or delete them first',
  },
  'MASTER-SCHEME-READ-ONLY': {
    status: 403,
    th: 'รายการตามสิทธิ์การรักษาแก้ไขหรือลบไม่ได้',
    en: 'National-scheme entries cannot be changed',
  },
  // Which payment methods a branch takes (PUT /api/master/mReceiptPayment/{c}/{b}).
  'PAYMENT-METHOD-NOT-FOUND': { status: 404, th: 'ไม่พบช่องทางชำระเงิน', en: 'Payment method not found' },
  'PAYMENT-METHOD-NONE-ENABLED': {
    status: 409,
    th: 'ต้องเปิดใช้ช่องทางชำระเงินอย่างน้อยหนึ่งช่องทาง',
    en: 'At least one payment method must stay enabled',
  },
} as const satisfies ErrorTable;
