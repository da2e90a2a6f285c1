import type { ErrorTable } from '../lib/error-table.ts';

/** Stored files (avatars, logos, signed links): their error codes (errors.ts gathers every feature's into ERRORS). */
export const FILE_ERRORS = {
  'CONTENT-NOT-FOUND': { status: 404, th: 'ไม่พบไฟล์', en: 'File not found' },
  'CONTENT-TYPE-NOT-ALLOWED': { status: 415, th: 'ไม่รองรับไฟล์ประเภทนี้', en: 'This file type is not allowed' },
  'CONTENT-TOO-LARGE': { status: 413, th: 'ไฟล์มีขนาดใหญ่เกินไป', en: 'The file is too large' },
  'CONTENT-MISSING': { status: 422, th: 'กรุณาเลือกไฟล์', en: 'No file was sent' },
  // The spec's upload screens open their storage-full dialog on this exact text (clinic §9).
  'CONTENT-QUOTA-EXCEEDED': {
    status: 413,
    th: 'พื้นที่เก็บข้อมูลเต็ม',
    en: 'Your file storage is full',
    wire: 'file limit exceeded',
  },
  'CONTENT-NOT-AN-IMAGE': { status: 415, th: 'ไฟล์รูปภาพเสียหายหรือไม่ใช่รูปภาพ', en: 'The image cannot be read' },
  'FILE-URL-INVALID': { status: 403, th: 'ลิงก์ไฟล์หมดอายุหรือไม่ถูกต้อง', en: 'The file link is invalid or has expired' },
} as const satisfies ErrorTable;
