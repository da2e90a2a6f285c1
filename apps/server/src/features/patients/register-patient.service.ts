import type { TPatient, TPatientInput } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import { databaseErrorCode } from '../masters/master-lists.repo.ts';
import { checkPatientInput, keepPhoto, type PatientWriter } from './patient-input.service.ts';
import { toPatient, toPatientValues } from './patients.mapper.ts';
import { allocateDn, insertPatient } from './patients.repo.ts';

/** The audit log's name for a patient record (entity), shared by every patient use case. */
export const PATIENT_ENTITY = 'patient';

/**
 * POST /api/patient/{c}/{b}: registers a patient at the caller's branch. The DN is taken from the
 * clinic's counter in this transaction, so a failure anywhere below gives it back; the audit row
 * commits or rolls back with the record.
 */
export async function registerPatient(writer: PatientWriter, input: TPatientInput): Promise<TPatient> {
  const { tx, branch, userId } = writer;
  await checkPatientInput(writer, input);
  const dn = await allocateDn(tx, branch);
  const row = await insertPatient(tx, branch, dn, toPatientValues(input)).catch(rethrowDuplicateThaiId);
  await keepPhoto(tx, row.photoContentId, null);
  const created = toPatient(row);
  await writeAudit(tx, branch, userId, { entity: PATIENT_ENTITY, entityId: row.id, action: 'create', after: created });
  return created;
}

/**
 * Two registrations of one national id at the same moment both pass the check; the partial
 * unique index stops the second, which is answered like the check would have.
 */
export function rethrowDuplicateThaiId(error: unknown): never {
  if (databaseErrorCode(error) === '23505') throw new AppError('PATIENT-PERSONAL-ID-EXISTS');
  throw error;
}
