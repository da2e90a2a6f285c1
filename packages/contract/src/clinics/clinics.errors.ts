import type { ErrorTable } from '../lib/error-table.ts';

/** Clinics, branches, their staff and licences: their error codes (errors.ts gathers every feature's into ERRORS). */
export const CLINIC_ERRORS = {
  // Branch staff (spec clinic §2 usermanage, §7 Branch).
  'STAFF-USER-NOT-FOUND': {
    status: 404,
    th: 'ไม่พบผู้ใช้ที่ลงทะเบียนด้วยอีเมลนี้',
    en: 'No registered user has this e-mail',
  },
  'STAFF-ALREADY-MEMBER': { status: 409, th: 'ผู้ใช้นี้เป็นสมาชิกของสาขานี้อยู่แล้ว', en: 'This user is already a member' },
  'STAFF-LAST-MANAGER': {
    status: 409,
    th: 'สาขาต้องมีผู้จัดการอย่างน้อยหนึ่งคน',
    en: 'A branch must keep at least one active manager',
  },
  'STAFF-MANAGER-ONLY': {
    status: 403,
    th: 'เฉพาะผู้จัดการเท่านั้นที่กำหนดหรือเปลี่ยนสิทธิ์ผู้จัดการได้',
    en: 'Only a manager grants or changes the manager role',
  },
  'STAFF-NOT-DOCTOR': { status: 409, th: 'สมาชิกนี้ไม่ใช่ทันตแพทย์ที่ยังทำงานอยู่', en: 'This member is not an active doctor' },
  // Clinics and branches (issue 8): urls are unique, a concurrent creation loses with a 409.
  'CLINIC-URL-TAKEN': { status: 409, th: 'มีคลินิกที่ใช้ URL นี้แล้ว', en: 'A clinic already uses this URL' },
  'BRANCH-URL-TAKEN': {
    status: 409,
    th: 'คลินิกนี้มีสาขาที่ใช้ URL นี้แล้ว',
    en: 'This clinic already has a branch with this URL',
  },
  'CLINIC-MANAGER-INACTIVE': {
    status: 409,
    th: 'บัญชีผู้จัดการนี้ถูกระงับหรือถูกลบแล้ว',
    en: 'This manager account is disabled or deleted',
  },
  // The licence check (spec §7 Branch): a doctor's licence number is read from their profile.
  'LICENCE-NOT-SET': {
    status: 409,
    th: 'สมาชิกนี้ยังไม่ได้ระบุเลข ท. ในข้อมูลส่วนตัว',
    en: 'This member has no licence number in their profile',
  },
} as const satisfies ErrorTable;
