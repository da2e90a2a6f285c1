import type { ErrorTable } from '../lib/error-table.ts';

/** Platform super-administration: their error codes (errors.ts gathers every feature's into ERRORS). */
export const SUPERADMIN_ERRORS = {
  'SUPERADMIN-SELF-DISABLE': {
    status: 409,
    th: 'ไม่สามารถระงับบัญชีของตนเองได้',
    en: 'You cannot disable your own account',
  },
} as const satisfies ErrorTable;
