import type { ErrorTable } from '../lib/error-table.ts';

/** The clinic's patient files: their error codes (errors.ts gathers every feature's into ERRORS). */
export const MEDIA_ERRORS = {
  // Branch media (spec clinic §8, access §8): the upload screens open the storage-full and the
  // plan-expired dialogs on these exact texts.
  'MEDIA-QUOTA-EXCEEDED': {
    status: 413,
    th: 'พื้นที่เก็บข้อมูลเต็ม',
    en: "The branch's file storage is full",
    wire: 'file limit exceeded',
  },
  'MEDIA-PLAN-EXPIRED': {
    status: 402,
    th: 'การสมัครสมาชิกหมดอายุ',
    en: "The branch's file storage plan has expired",
    wire: 'file store plan expired.',
  },
  'MEDIA-NOT-FOUND': { status: 404, th: 'ไม่พบไฟล์', en: 'File not found' },
  'MEDIA-NOT-IN-BIN': { status: 409, th: 'ไฟล์นี้ไม่ได้อยู่ในถังขยะ', en: 'This file is not in the recycle bin' },
  'MEDIA-UPLOAD-MISSING': {
    status: 409,
    th: 'ยังไม่ได้รับไฟล์ที่อัปโหลด กรุณาอัปโหลดใหม่',
    en: 'The uploaded file has not arrived; upload it again',
  },
  'MEDIA-UPLOAD-MISMATCH': {
    status: 422,
    th: 'ไฟล์ที่อัปโหลดไม่ตรงกับที่แจ้งไว้ กรุณาอัปโหลดใหม่',
    en: 'The uploaded file is not the one announced; upload it again',
  },
  // Protocol media (spec clinic §8): the spec's own English texts.
  'PROTOCOL-MEDIA-NOT-FOUND': {
    status: 404,
    th: 'ไม่พบชุดภาพ protocol ของผู้ป่วยนี้',
    en: 'Protocol media not found for this patient',
    wire: 'Protocol media not found for this patient',
  },
  'PROTOCOL-MEDIA-EDIT-EXPIRED': {
    status: 403,
    th: 'แก้ไขชุดภาพ protocol ได้ภายใน 24 ชั่วโมงหลังสร้างเท่านั้น',
    en: 'Edit window expired. Protocol media can only be modified within 24 hours of creation.',
    wire: 'Edit window expired. Protocol media can only be modified within 24 hours of creation.',
  },
} as const satisfies ErrorTable;
