import type { ErrorTable } from '../lib/error-table.ts';

/** Reports: their error codes (errors.ts gathers every feature's into ERRORS). */
export const REPORT_ERRORS = {
  'REPORT-MAIL-BUSY': {
    status: 429,
    th: 'มีรายงานรอส่งทางอีเมลอยู่ 3 ฉบับแล้ว กรุณารอให้ส่งเสร็จก่อน',
    en: 'Three of your reports are still being e-mailed; please wait for them first',
  },
} as const satisfies ErrorTable;
