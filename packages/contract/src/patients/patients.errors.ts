import type { ErrorTable } from '../lib/error-table.ts';

/** Patients and their tele-dentistry link: their error codes (errors.ts gathers every feature's into ERRORS). */
export const PATIENT_ERRORS = {
  // Patients (spec clinic §7). A Thai national id names one living record of a clinic.
  'PATIENT-PERSONAL-ID-EXISTS': {
    status: 409,
    th: 'เลขประจำตัวประชาชนนี้มีอยู่แล้วในคลินิก',
    en: 'A patient with this national id is already registered in this clinic',
  },
  'TELE-ALREADY-CONNECTED': {
    status: 409,
    th: 'ผู้ป่วยเชื่อมต่อกับระบบทันตกรรมทางไกลอยู่แล้ว',
    en: 'The patient is already linked to tele-dentistry',
  },
  'TELE-NOT-CONNECTED': {
    status: 409,
    th: 'ผู้ป่วยยังไม่ได้เชื่อมต่อกับระบบทันตกรรมทางไกล',
    en: 'The patient is not linked to tele-dentistry',
  },
  'TELE-CASE-ACTIVE': {
    status: 409,
    th: 'ผู้ป่วยมีเคสทันตกรรมทางไกลที่เปิดอยู่แล้ว',
    en: 'The patient already has an open tele-dentistry case',
  },
} as const satisfies ErrorTable;
