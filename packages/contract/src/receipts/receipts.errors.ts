import type { ErrorTable } from '../lib/error-table.ts';

/** Receipts and the card terminal behind a card line: their error codes (errors.ts gathers every feature's into ERRORS). */
export const RECEIPT_ERRORS = {
  // Receipts (spec clinic §7 Receipts, §8).
  'RECEIPT-EXISTED': { status: 409, th: 'นัดหมายนี้ชำระเงินแล้ว', en: 'This visit is already paid' },
  'RECEIPT-OVERPAID': {
    status: 422,
    th: 'ยอดชำระมากกว่ายอดค้างชำระ',
    en: 'A payment is more than what is owed',
  },
  'RECEIPT-AMOUNT-MISMATCH': {
    status: 422,
    th: 'ยอดรวมช่องทางชำระเงินไม่เท่ากับยอดชำระ',
    en: 'The payment methods do not add up to the amount paid',
  },
  'RECEIPT-ITEM-NOT-FOUND': { status: 422, th: 'ไม่พบรายการที่ชำระ', en: 'A paid item is not owed by this patient' },
  'RECEIPT-ALREADY-CANCELLED': { status: 409, th: 'ใบเสร็จนี้ถูกยกเลิกแล้ว', en: 'This receipt is already cancelled' },
  'RECEIPT-NOT-CANCELLED': {
    status: 409,
    th: 'ใบเสร็จนี้ยังไม่ถูกยกเลิก',
    en: 'This receipt is not cancelled: it cannot print as Cancel',
  },
  // The card terminal (EDC) behind a card payment line (docs/wire.md "Card terminal").
  'EDC-NOT-CARD': { status: 422, th: 'ช่องทางชำระเงินนี้ไม่ใช่บัตร', en: 'This payment method is not a card' },
  'EDC-REFERENCE-REUSED': {
    status: 409,
    th: 'เลขอ้างอิงนี้ใช้กับรายการอื่นแล้ว',
    en: 'This reference belongs to another terminal sale',
  },
  'EDC-SALE-NOT-FOUND': { status: 404, th: 'ไม่พบรายการชำระผ่านเครื่อง EDC', en: 'No such terminal sale' },
  'EDC-SALE-REQUIRED': {
    status: 422,
    th: 'การชำระด้วยบัตรต้องผ่านเครื่อง EDC',
    en: 'A card payment line needs an approved terminal sale',
  },
  'EDC-SALE-NOT-APPROVED': {
    status: 409,
    th: 'รายการชำระผ่านเครื่อง EDC ยังไม่ได้รับการอนุมัติ',
    en: 'The terminal sale is not approved',
  },
  'EDC-SALE-MISMATCH': {
    status: 422,
    th: 'ยอดหรือช่องทางไม่ตรงกับรายการที่เครื่อง EDC อนุมัติ',
    en: 'The line differs from the approved terminal sale (amount or method)',
  },
  'EDC-SALE-USED': {
    status: 409,
    th: 'รายการชำระผ่านเครื่อง EDC นี้ถูกใช้กับใบเสร็จแล้ว',
    en: 'This terminal sale already backs a receipt',
  },
} as const satisfies ErrorTable;
