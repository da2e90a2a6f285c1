import type { ErrorTable } from '../lib/error-table.ts';

/** "Sign in with Yim": their error codes (errors.ts gathers every feature's into ERRORS). */
export const OAUTH_ERRORS = {
  'OAUTH-CONSENT-DENIED': { status: 403, th: 'ไม่ได้รับความยินยอมให้เข้าถึงข้อมูล', en: 'Consent was not given' },
  'OAUTH-INVALID-REQUEST': { status: 400, th: 'คำขอเชื่อมต่อแอปไม่ถูกต้อง', en: 'Invalid authorization request' },
  'OAUTH-CLIENT-NOT-FOUND': { status: 404, th: 'ไม่พบแอปพลิเคชันนี้', en: 'This application was not found' },
} as const satisfies ErrorTable;
