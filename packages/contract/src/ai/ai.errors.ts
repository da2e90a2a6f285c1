import type { ErrorTable } from '../lib/error-table.ts';

/** AI photo analysis: their error codes (errors.ts gathers every feature's into ERRORS). */
export const AI_ERRORS = {
  // AI photo analysis (spec clinic §8), namespaced apart from the request's own BAD_REQUEST. The
  // analyser's refusals of our key answer 502, not 401: a 401 would end the user's session.
  'AI-BAD-REQUEST': { status: 400, th: 'รูปภาพไม่สามารถใช้วิเคราะห์ได้', en: 'The image cannot be analysed' },
  'AI-UNAUTHORIZED': { status: 502, th: 'ระบบ AI ปฏิเสธการเข้าถึง', en: 'The AI service refused access' },
  'AI-SERVER-ERROR': { status: 502, th: 'ระบบ AI ขัดข้อง', en: 'The AI service failed' },
  'AI-API-ERROR': { status: 502, th: 'ระบบ AI ตอบกลับข้อผิดพลาด', en: 'The AI service answered an error' },
  'AI-NETWORK-ERROR': { status: 503, th: 'ไม่สามารถติดต่อระบบ AI ได้', en: 'The AI service cannot be reached' },
  'AI-UNKNOWN-ERROR': {
    status: 502,
    th: 'ระบบ AI ตอบกลับในรูปแบบที่ไม่รู้จัก',
    en: 'The AI service answered something unreadable',
  },
  'AI-NO-PHOTO-DATA': { status: 422, th: 'ไม่พบข้อมูลรูปภาพ', en: 'No photo was sent' },
  'AI-BLOB-CONVERSION-ERROR': { status: 422, th: 'ไม่สามารถแปลงไฟล์เป็นรูปภาพได้', en: 'The file is not a readable image' },
  'AI-UPPER-PHOTO-ERROR': { status: 422, th: 'ไม่สามารถวิเคราะห์รูปฟันบนได้', en: 'The upper-arch photo cannot be analysed' },
  'AI-LOWER-PHOTO-ERROR': {
    status: 422,
    th: 'ไม่สามารถวิเคราะห์รูปฟันล่างได้',
    en: 'The lower-arch photo cannot be analysed',
  },
  'AI-PHOTO-TOO-LARGE': {
    status: 413,
    th: 'รูปภาพมีขนาดใหญ่เกินไป (สูงสุด 10MB)',
    en: 'The photo is too large (10 MB at most)',
  },
  // Spec §1: AI calls are off in production unless an analyser is configured.
  'AI-DISABLED': { status: 503, th: 'ระบบวิเคราะห์ภาพด้วย AI ไม่เปิดให้บริการ', en: 'AI photo analysis is not available' },
} as const satisfies ErrorTable;
