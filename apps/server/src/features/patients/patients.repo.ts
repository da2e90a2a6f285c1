import { and, eq, isNull, sql } from 'drizzle-orm';
import { THAI_ID_CARD_TYPE } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { anyOf, preparedByShape, preparedQuery, value } from '../../lib/db/prepared-query.ts';
import type { PatientRecordRow, PatientRow, PatientSummaryRow, PatientValues } from './patients.mapper.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';
import { patientDnCounters, patients } from './patients.table.ts';

/** Where a patient query works: the clinic (RLS checks it again) and, for writes, the branch. */
export type ClinicScope = { clinicId: number };
export type BranchScopeIds = { clinicId: number; branchId: number };

/** The columns of a list line (ZPatientSummary). */
export const summaryColumns = {
  id: patients.id,
  dn: patients.dn,
  existDn: patients.existDn,
  foreigner: patients.foreigner,
  titleNameTh: patients.titleNameTh,
  firstNameTh: patients.firstNameTh,
  lastNameTh: patients.lastNameTh,
  titleNameEn: patients.titleNameEn,
  firstNameEn: patients.firstNameEn,
  lastNameEn: patients.lastNameEn,
  nickname: patients.nickname,
  dob: patients.dob,
  gender: patients.gender,
  personalId: patients.personalId,
  mobile: patients.mobile,
  photoContentId: patients.photoContentId,
  registeredBranchId: patients.registeredBranchId,
};

/**
 * The columns of an opened record (ZPatient): all but the clinic, the search text (the names
 * joined for the trigram index, often the row's longest value) and the merge and delete marks,
 * which a living record read by id never needs.
 */
const recordColumns = {
  ...summaryColumns,
  personalType: patients.personalType,
  tel: patients.tel,
  email: patients.email,
  lineId: patients.lineId,
  consentSms: patients.consentSms,
  consentLine: patients.consentLine,
  consentEmail: patients.consentEmail,
  allergies: patients.allergies,
  congenitalDiseases: patients.congenitalDiseases,
  emergencyContactName: patients.emergencyContactName,
  emergencyContactRelation: patients.emergencyContactRelation,
  emergencyContactPhone: patients.emergencyContactPhone,
  notes: patients.notes,
  address: patients.address,
  subDistrict: patients.subDistrict,
  district: patients.district,
  province: patients.province,
  postcode: patients.postcode,
  createdAt: patients.createdAt,
  updatedAt: patients.updatedAt,
};

/**
 * The next DN of the clinic, in the caller's transaction: one upsert that bumps the counter and
 * answers the new value. The counter row stays locked until the transaction ends, so parallel
 * registrations take numbers one after the other, and a rollback returns its number.
 */
export async function allocateDn(tx: Tx, scope: ClinicScope): Promise<number> {
  const [row] = await tx
    .insert(patientDnCounters)
    .values({ clinicId: scope.clinicId, lastDn: 1 })
    .onConflictDoUpdate({ target: patientDnCounters.clinicId, set: { lastDn: sql`${patientDnCounters.lastDn} + 1` } })
    .returning({ dn: patientDnCounters.lastDn });
  if (!row) throw new Error('DN counter upsert returned no row');
  return row.dn;
}

/**
 * Hands out `count` consecutive DNs at once (the generator's batches): the same counter, one
 * statement; answers the first.
 */
export async function allocateDnRange(tx: Tx, scope: ClinicScope, count: number): Promise<number> {
  const [row] = await tx
    .insert(patientDnCounters)
    .values({ clinicId: scope.clinicId, lastDn: count })
    .onConflictDoUpdate({
      target: patientDnCounters.clinicId,
      set: { lastDn: sql`${patientDnCounters.lastDn} + ${count}` },
    })
    .returning({ last: patientDnCounters.lastDn });
  if (!row) throw new Error('DN counter upsert returned no row');
  return row.last - count + 1;
}

export async function insertPatient(
  tx: Tx,
  scope: BranchScopeIds,
  dn: number,
  values: PatientValues,
): Promise<PatientRow> {
  const [row] = await tx
    .insert(patients)
    .values({ ...values, clinicId: scope.clinicId, registeredBranchId: scope.branchId, dn })
    .returning();
  if (!row) throw new Error('patient insert returned no row');
  return row;
}

/** Many new patients in one statement (the generator); each carries its own DN and branch. */
export async function insertPatients(
  tx: Tx,
  scope: ClinicScope,
  rows: (PatientValues & { dn: number; registeredBranchId: number })[],
): Promise<PatientRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(patients)
    .values(rows.map((row) => ({ ...row, clinicId: scope.clinicId })))
    .returning();
}

/**
 * The clinic and branch named by their urls, for the generator command, which runs as the owner
 * before it enters the clinic's scope (a request finds them through the registrar instead).
 */
export async function findBranchByUrls(
  owner: Tx,
  clinicUrl: string,
  branchUrl: string,
): Promise<{ clinicId: number; branchId: number } | undefined> {
  const rows = await owner
    .select({ clinicId: branches.clinicId, branchId: branches.id })
    .from(branches)
    .innerJoin(clinics, eq(clinics.id, branches.clinicId))
    .where(and(eq(clinics.url, clinicUrl), eq(branches.url, branchUrl)))
    .limit(1);
  return rows[0];
}

/** A living (not deleted) patient of the clinic, or undefined: another clinic's id is not found. */
// Opening a patient's record is the clinic's most frequent read: prepared (ADR 0017).
const selectLivePatient = preparedQuery<{ clinicId: number; id: number }, PatientRecordRow[]>(
  'patients_record',
  (tx, name) =>
    tx
      .select(recordColumns)
      .from(patients)
      .where(and(eq(patients.clinicId, value('clinicId')), eq(patients.id, value('id')), isNull(patients.deletedAt)))
      .limit(1)
      .prepare(name),
);

export async function findPatient(tx: Tx, scope: ClinicScope, id: number): Promise<PatientRecordRow | undefined> {
  const [row] = await selectLivePatient(tx, { clinicId: scope.clinicId, id });
  return row;
}

const selectLivePatientId = preparedQuery<{ clinicId: number; id: number }, { id: number }[]>(
  'patients_live_id',
  (tx, name) =>
    tx
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.clinicId, value('clinicId')), eq(patients.id, value('id')), isNull(patients.deletedAt)))
      .limit(1)
      .prepare(name),
);

/** Whether the clinic has this living patient: its id read by index, no other column. */
export async function livePatientExists(tx: Tx, scope: ClinicScope, id: number): Promise<boolean> {
  return (await selectLivePatientId(tx, { clinicId: scope.clinicId, id })).length > 0;
}

/** The same row locked until the transaction ends: a merge or an update waits for another one. */
export async function lockPatient(tx: Tx, scope: ClinicScope, id: number): Promise<PatientRow | undefined> {
  const rows = await tx
    .select()
    .from(patients)
    .where(and(eq(patients.clinicId, scope.clinicId), eq(patients.id, id), isNull(patients.deletedAt)))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function updatePatient(
  tx: Tx,
  scope: ClinicScope,
  id: number,
  values: PatientValues,
): Promise<PatientRow | undefined> {
  const [row] = await tx
    .update(patients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(patients.clinicId, scope.clinicId), eq(patients.id, id), isNull(patients.deletedAt)))
    .returning();
  return row;
}

/** Hides the record; `mergedIntoId` when a merge retires it. */
export async function softDeletePatient(
  tx: Tx,
  scope: ClinicScope,
  id: number,
  mergedIntoId: number | null = null,
): Promise<boolean> {
  const rows = await tx
    .update(patients)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()`, mergedIntoId })
    .where(and(eq(patients.clinicId, scope.clinicId), eq(patients.id, id), isNull(patients.deletedAt)))
    .returning({ id: patients.id });
  return rows.length > 0;
}

/** One statement whatever the number of ids: every page of the patient search reads its rows so. */
const selectPatientsByIds = preparedQuery<{ clinicId: number; ids: readonly number[] }, PatientSummaryRow[]>(
  'patients_by_ids',
  (tx, name) =>
    tx
      .select(summaryColumns)
      .from(patients)
      .where(and(eq(patients.clinicId, value('clinicId')), anyOf(patients.id, 'ids'), isNull(patients.deletedAt)))
      .prepare(name),
);

/** The living patients among these ids (a search page's, or the search screen's remembered recent ones). */
export async function listPatientsByIds(
  tx: Tx,
  scope: ClinicScope,
  ids: readonly number[],
): Promise<PatientSummaryRow[]> {
  if (ids.length === 0) return [];
  return selectPatientsByIds(tx, { clinicId: scope.clinicId, ids });
}

/** Which of the matches a duplicate check asks for: one prepared statement per shape (ADR 0017). */
type DuplicateShape = { byName: boolean; byPersonalId: boolean; excluding: boolean };

const selectDuplicateCandidates = preparedByShape(
  'patient_duplicate_candidates',
  (tx: Tx, { byName, byPersonalId, excluding }: DuplicateShape) => {
    const sameName = byName
      ? sql`(${patients.firstNameTh} = ${value('firstNameTh')} and ${patients.lastNameTh} = ${value('lastNameTh')})`
      : sql`false`;
    const samePersonalId = byPersonalId ? sql`(${patients.personalId} = ${value('personalId')})` : sql`false`;
    return tx
      .select({
        ...summaryColumns,
        sameName: sql<boolean>`${sameName}`,
        samePersonalId: sql<boolean>`${samePersonalId}`,
      })
      .from(patients)
      .where(
        and(
          eq(patients.clinicId, value('clinicId')),
          isNull(patients.deletedAt),
          sql`(${sameName} or ${samePersonalId})`,
          excluding ? sql`${patients.id} <> ${value('excludeId')}` : undefined,
        ),
      )
      .orderBy(patients.dn)
      .limit(20);
  },
);

/**
 * Living patients with this Thai first and last name (case and surrounding spaces aside), or this
 * national id, except `excludeId`: what the form warns about before saving.
 */
export async function findDuplicateCandidates(
  tx: Tx,
  scope: ClinicScope,
  match: { firstNameTh: string; lastNameTh: string; personalId: string; excludeId?: number },
): Promise<(PatientSummaryRow & { sameName: boolean; samePersonalId: boolean })[]> {
  const shape: DuplicateShape = {
    byName: Boolean(match.firstNameTh && match.lastNameTh),
    byPersonalId: Boolean(match.personalId),
    excluding: Boolean(match.excludeId),
  };
  // Neither a whole name nor an id: nothing can match.
  if (!shape.byName && !shape.byPersonalId) return [];
  return selectDuplicateCandidates(tx, shape, { clinicId: scope.clinicId, ...match });
}

/** Whether a living patient of the clinic other than `excludeId` holds this Thai national id. */
export async function findByThaiNationalId(
  tx: Tx,
  scope: ClinicScope,
  personalId: string,
  excludeId?: number,
): Promise<{ id: number; dn: number } | undefined> {
  const rows = await tx
    .select({ id: patients.id, dn: patients.dn })
    .from(patients)
    .where(
      and(
        eq(patients.clinicId, scope.clinicId),
        eq(patients.personalType, THAI_ID_CARD_TYPE),
        eq(patients.personalId, personalId),
        isNull(patients.deletedAt),
        excludeId ? sql`${patients.id} <> ${excludeId}` : undefined,
      ),
    )
    .limit(1);
  return rows[0];
}

/** Whether the content is the photo of a living patient of the clinic. */
export async function isPhotoOfLivingPatient(tx: Tx, scope: ClinicScope, contentId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(eq(patients.clinicId, scope.clinicId), eq(patients.photoContentId, contentId), isNull(patients.deletedAt)),
    )
    .limit(1);
  return rows.length > 0;
}
