import { THAI_ID_CARD_TYPE, formatDn, type ConfigName, type TPatientInput, type TValidationIssue } from '@yim/contract';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { claimContent, isLivePictureOf, releaseContent } from '../files/contents.repo.ts';
import { allConfigValues } from '../masters/masters.service.ts';
import { THAI_ADDRESS_MISMATCH_MESSAGES, findThaiAddressMismatch } from '../masters/thai-address.service.ts';
import type { PatientRow } from './patients.mapper.ts';
import { findByThaiNationalId, type ClinicScope } from './patients.repo.ts';

/** Who writes a patient record, where: the registrar's resolved branch and the signed-in caller. */
export type PatientWriter = { tx: Tx; branch: BranchScope; userId: string };

/** Form fields that hold a configuration value id, and the list each must come from. */
const CONFIG_FIELDS = {
  titleNameTh: 'title_name',
  titleNameEn: 'title_name_eng',
  gender: 'gender',
  personalType: 'personal_type',
} as const satisfies Partial<Record<keyof TPatientInput, ConfigName>>;

async function configIssues(tx: Tx, input: TPatientInput): Promise<TValidationIssue[]> {
  const lists = await allConfigValues(tx);
  const issues: TValidationIssue[] = [];
  for (const [field, name] of Object.entries(CONFIG_FIELDS) as [keyof typeof CONFIG_FIELDS, ConfigName][]) {
    const value = input[field];
    if (value !== null && !lists[name].some((option) => option.id === value)) {
      issues.push({ path: field, message: 'ไม่มีตัวเลือกนี้' });
    }
  }
  return issues;
}

/**
 * Address consistency (province → district → sub-district → postcode) against the Thai address
 * data set (masters/thai-address.service.ts): the first part that does not fit the ones above it
 * becomes a validation issue on its field. Empty parts are not checked.
 */
async function addressIssues(tx: Tx, input: TPatientInput): Promise<TValidationIssue[]> {
  const { province, district, subDistrict, postcode } = input;
  const wrong = await findThaiAddressMismatch(tx, { province, district, subDistrict, postcode });
  return wrong === null ? [] : [{ path: wrong, message: THAI_ADDRESS_MISMATCH_MESSAGES[wrong] }];
}

/**
 * Everything a create or update checks beyond the contract's shape: configuration values exist,
 * the address is consistent, a new photo is a picture the caller uploaded, and no other living
 * record of the clinic holds the same Thai national id.
 */
export async function checkPatientInput(
  { tx, branch, userId }: PatientWriter,
  input: TPatientInput,
  current?: PatientRow,
): Promise<void> {
  const issues = [...(await configIssues(tx, input)), ...(await addressIssues(tx, input))];
  const newPhoto = input.photoContentId !== null && input.photoContentId !== current?.photoContentId;
  if (newPhoto && !(await isLivePictureOf(tx, input.photoContentId!, userId))) {
    issues.push({ path: 'photoContentId', message: 'ไม่พบรูปที่อัปโหลด' });
  }
  if (issues.length > 0) throw validationError(issues);
  await assertThaiIdFree(tx, branch, input, current?.id);
}

async function assertThaiIdFree(tx: Tx, scope: ClinicScope, input: TPatientInput, excludeId?: number) {
  if (input.personalType !== THAI_ID_CARD_TYPE || !input.personalId) return;
  const holder = await findByThaiNationalId(tx, scope, input.personalId, excludeId);
  if (holder) {
    throw new AppError('PATIENT-PERSONAL-ID-EXISTS', `เลขประจำตัวประชาชนนี้มีอยู่แล้วในคลินิก (DN ${formatDn(holder.dn)})`);
  }
}

/** The record keeps its new photo; a replaced or removed one is swept by housekeeping a day later. */
export async function keepPhoto(tx: Tx, next: number | null, previous: number | null): Promise<void> {
  if (next === previous) return;
  if (next !== null) await claimContent(tx, next);
  if (previous !== null) await releaseContent(tx, previous);
}
