import type { ErrorTable } from '../lib/error-table.ts';

/** Ortho packages: their error codes (errors.ts gathers every feature's into ERRORS). */
export const ORTHO_ERRORS = {
  // Ortho packages (spec clinic §5, §8): a duplicate master name answers the spec's own text, which
  // the packageManage screen shows beside the name.
  'ORTHO-MASTER-DUPLICATED': {
    status: 409,
    th: 'ชื่อแพ็กเกจจัดฟันนี้มีอยู่แล้ว',
    en: 'duplicated master ortho package name',
    wire: 'duplicated master ortho package name',
  },
  'ORTHO-TEMPLATE-READ-ONLY': {
    status: 403,
    th: 'แพ็กเกจต้นแบบระดับประเทศแก้ไขหรือลบไม่ได้ คัดลอกเป็นแพ็กเกจของสาขาแทน',
    en: 'National templates are read-only; copy one into the branch instead',
  },
  'ORTHO-PACKAGE-CLOSED': {
    status: 409,
    th: 'แพ็กเกจนี้ถูกลบหรือเสร็จสิ้นแล้ว',
    en: 'This package is deleted or already completed',
  },
  'ORTHO-VISITS-USED-UP': {
    status: 409,
    th: 'ใช้ครบจำนวนครั้งของแพ็กเกจแล้ว',
    en: 'Every visit of this package has been used',
  },
} as const satisfies ErrorTable;
