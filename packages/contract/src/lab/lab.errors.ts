import type { ErrorTable } from '../lib/error-table.ts';

/** Lab expenses: their error codes (errors.ts gathers every feature's into ERRORS). */
export const LAB_ERRORS = {
  // Lab expenses (spec clinic §7 Lab): a cancelled expense stays as it was cancelled.
  'LAB-EXPENSE-CANCELLED': {
    status: 409,
    th: 'รายการค่าแล็บนี้ถูกยกเลิกแล้ว แก้ไขไม่ได้',
    en: 'This lab expense is cancelled and can no longer be changed',
  },
} as const satisfies ErrorTable;
