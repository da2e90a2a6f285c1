import type { TPatient, TPatientInput, TPatientSummary } from '@yim/contract';
import type { patients } from './patients.table.ts';

export type PatientRow = typeof patients.$inferSelect;
/** What an opened record reads (patients.repo's record columns): what ZPatient shows. */
export type PatientRecordRow = Omit<PatientRow, 'clinicId' | 'searchText' | 'mergedIntoId' | 'deletedAt'>;
/** The columns a form writes: everything but the ids, the DN, the search text and the timestamps. */
export type PatientValues = Omit<
  typeof patients.$inferInsert,
  | 'clinicId'
  | 'id'
  | 'dn'
  | 'registeredBranchId'
  | 'searchText'
  | 'mergedIntoId'
  | 'createdAt'
  | 'updatedAt'
  | 'deletedAt'
>;

/** The form's fields are the table's columns by the same names; the input is already normalised. */
export function toPatientValues(input: TPatientInput): PatientValues {
  return { ...input };
}

export function toPatient(row: PatientRecordRow): TPatient {
  return {
    id: row.id,
    dn: row.dn,
    existDn: row.existDn,
    foreigner: row.foreigner,
    titleNameTh: row.titleNameTh,
    firstNameTh: row.firstNameTh,
    lastNameTh: row.lastNameTh,
    titleNameEn: row.titleNameEn,
    firstNameEn: row.firstNameEn,
    lastNameEn: row.lastNameEn,
    nickname: row.nickname,
    dob: row.dob,
    gender: row.gender,
    personalType: row.personalType,
    personalId: row.personalId,
    mobile: row.mobile,
    tel: row.tel,
    email: row.email,
    lineId: row.lineId,
    consentSms: row.consentSms,
    consentLine: row.consentLine,
    consentEmail: row.consentEmail,
    allergies: row.allergies,
    congenitalDiseases: row.congenitalDiseases,
    emergencyContactName: row.emergencyContactName,
    emergencyContactRelation: row.emergencyContactRelation,
    emergencyContactPhone: row.emergencyContactPhone,
    photoContentId: row.photoContentId,
    notes: row.notes,
    address: row.address,
    subDistrict: row.subDistrict,
    district: row.district,
    province: row.province,
    postcode: row.postcode,
    registeredBranchId: row.registeredBranchId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type PatientSummaryRow = Pick<
  PatientRow,
  | 'id'
  | 'dn'
  | 'existDn'
  | 'foreigner'
  | 'titleNameTh'
  | 'firstNameTh'
  | 'lastNameTh'
  | 'titleNameEn'
  | 'firstNameEn'
  | 'lastNameEn'
  | 'nickname'
  | 'dob'
  | 'gender'
  | 'personalId'
  | 'mobile'
  | 'photoContentId'
  | 'registeredBranchId'
>;

export function toPatientSummary(row: PatientSummaryRow): TPatientSummary {
  return { ...row };
}

/**
 * The fields a change touched, for the audit row and the record's history: only those, so a
 * history line says "mobile: 081… → 089…" rather than repeating the whole record.
 */
export function changedFields(
  before: TPatient,
  after: TPatient,
): { before: Partial<TPatient>; after: Partial<TPatient> } {
  const changed = (Object.keys(after) as (keyof TPatient)[]).filter(
    (key) => key !== 'updatedAt' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
