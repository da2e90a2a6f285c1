import type { TPatientMergeBody, TPatientMergeResult } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { PatientWriter } from './patient-input.service.ts';
import { changedFields, toPatient, type PatientRow, type PatientValues } from './patients.mapper.ts';
import { lockPatient, softDeletePatient, updatePatient } from './patients.repo.ts';
import { movePatientReference, referenceName, type PatientReference } from './patient-references.repo.ts';
import { PATIENT_ENTITY } from './register-patient.service.ts';

/** Text fields the kept record takes from the retired one when its own are empty. */
const FILLABLE = [
  'existDn',
  'firstNameEn',
  'lastNameEn',
  'nickname',
  'personalId',
  'mobile',
  'tel',
  'email',
  'lineId',
  'allergies',
  'congenitalDiseases',
  'emergencyContactName',
  'emergencyContactRelation',
  'emergencyContactPhone',
  'notes',
  'address',
  'subDistrict',
  'district',
  'province',
  'postcode',
] as const satisfies readonly (keyof PatientValues)[];

/** The kept record's fields, its blanks filled from the retired record (never overwriting). */
function mergedValues(keep: PatientRow, retired: PatientRow): Partial<PatientValues> {
  const filled: Partial<PatientValues> = {};
  for (const field of FILLABLE) {
    if (keep[field] === '' && retired[field] !== '') filled[field] = retired[field];
  }
  if (filled.personalId !== undefined) filled.personalType = retired.personalType;
  if (keep.dob === null && retired.dob !== null) filled.dob = retired.dob;
  if (keep.photoContentId === null && retired.photoContentId !== null) filled.photoContentId = retired.photoContentId;
  return filled;
}

/**
 * POST /api/patient/merge/{c}/{b} (manager): one person registered twice. Every row of every
 * registered table that names `mergeId` is moved to `keepId`, the kept record's empty fields are
 * filled from the other, and the other is retired (soft-deleted, pointing at the kept one). Both
 * records get an audit row; all in one transaction.
 */
export async function mergePatients(
  { tx, branch, userId }: PatientWriter,
  references: readonly PatientReference[],
  body: TPatientMergeBody,
): Promise<TPatientMergeResult> {
  // Locked in id order, so two merges of the same pair cannot deadlock.
  const [first, second] = [body.keepId, body.mergeId].sort((a, b) => a - b) as [number, number];
  const locked = new Map<number, PatientRow | undefined>([
    [first, await lockPatient(tx, branch, first)],
    [second, await lockPatient(tx, branch, second)],
  ]);
  const keep = locked.get(body.keepId);
  const retired = locked.get(body.mergeId);
  if (!keep || !retired) throw new AppError('NOT_FOUND');

  const moved: Record<string, number> = {};
  for (const reference of references) {
    moved[referenceName(reference)] = await movePatientReference(tx, branch, reference, retired.id, keep.id);
  }
  // Retired first: the national id it may hand over is then free under the unique index.
  await softDeletePatient(tx, branch, retired.id, keep.id);
  const updated = await updatePatient(tx, branch, keep.id, { ...pickValues(keep), ...mergedValues(keep, retired) });
  if (!updated) throw new AppError('NOT_FOUND');

  const after = toPatient(updated);
  const change = changedFields(toPatient(keep), after);
  await writeAudit(tx, branch, userId, {
    entity: PATIENT_ENTITY,
    entityId: keep.id,
    action: 'merge',
    before: change.before,
    after: { ...change.after, mergedFrom: { id: retired.id, dn: retired.dn }, moved },
  });
  await writeAudit(tx, branch, userId, {
    entity: PATIENT_ENTITY,
    entityId: retired.id,
    action: 'merge',
    before: toPatient(retired),
    after: { mergedInto: { id: keep.id, dn: keep.dn } },
  });
  return { patient: after, moved };
}

/** The form columns of a row (what updatePatient writes). */
function pickValues(row: PatientRow): PatientValues {
  const {
    clinicId: _c,
    id: _i,
    dn: _d,
    registeredBranchId: _r,
    searchText: _s,
    mergedIntoId: _m,
    createdAt: _ca,
    updatedAt: _ua,
    deletedAt: _da,
    ...values
  } = row;
  return values;
}

export type { PatientReference };
