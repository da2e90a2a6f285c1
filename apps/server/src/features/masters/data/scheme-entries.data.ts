// National-scheme entries every branch sees read-only (branchId 0, spec clinic §3): the dental
// services of the Universal Coverage scheme (บัตรทอง) as NHSO describes its dental benefit
// (docs/reference-data.md). The codes are Yim's own keys (prefix UC-), not NHSO claim codes, and
// no price is set: what the scheme pays is agreed per unit and year, not a list price.
import { ICD10_ORAL_CODES } from './icd10-oral.data.ts';
import type { MasterKind, MasterSource } from '@yim/contract';

export type SchemeEntrySeed = {
  kind: MasterKind;
  source: Exclude<MasterSource, 'branch'>;
  code: string;
  nameTh: string;
  nameEn: string;
  priceSatang: number | null;
  sort: number;
};

const UC_DENTAL_SERVICES: readonly { code: string; th: string; en: string }[] = [
  { code: 'UC-EXAM', th: 'ตรวจสุขภาพช่องปาก (สิทธิบัตรทอง)', en: 'Oral examination (UC)' },
  { code: 'UC-SCALING', th: 'ขูดหินปูน (สิทธิบัตรทอง)', en: 'Scaling (UC)' },
  { code: 'UC-FILLING', th: 'อุดฟัน (สิทธิบัตรทอง)', en: 'Filling (UC)' },
  { code: 'UC-EXTRACTION', th: 'ถอนฟัน (สิทธิบัตรทอง)', en: 'Extraction (UC)' },
  { code: 'UC-FLUORIDE', th: 'เคลือบฟลูออไรด์ (สิทธิบัตรทอง)', en: 'Fluoride application (UC)' },
  { code: 'UC-SEALANT', th: 'เคลือบหลุมร่องฟัน (สิทธิบัตรทอง)', en: 'Pit and fissure sealant (UC)' },
  { code: 'UC-ROOTCANAL', th: 'รักษารากฟัน (สิทธิบัตรทอง)', en: 'Root canal treatment (UC)' },
  { code: 'UC-DENTURE', th: 'ฟันเทียมฐานพลาสติก (สิทธิบัตรทอง)', en: 'Acrylic removable denture (UC)' },
];

/** Kept by the reference-data sync; ICD-10-TM rows come from the import command, not from here. */
export const SYNCED_SCHEME_SOURCES = ['scheme', 'icd10'] as const;

export const SCHEME_ENTRY_SEED: readonly SchemeEntrySeed[] = [
  ...UC_DENTAL_SERVICES.map((s, index) => ({
    kind: 'treat' as const,
    source: 'scheme' as const,
    code: s.code,
    nameTh: s.th,
    nameEn: s.en,
    priceSatang: null,
    sort: index + 1,
  })),
  ...ICD10_ORAL_CODES.map((c, index) => ({
    kind: 'treatDiag' as const,
    source: 'icd10' as const,
    code: c.code,
    nameTh: c.th,
    nameEn: c.en,
    priceSatang: null,
    sort: index + 1,
  })),
];
