import type { TPatient, TPatientInput } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import { checkPatientInput, keepPhoto, type PatientWriter } from './patient-input.service.ts';
import { changedFields, toPatient, toPatientValues } from './patients.mapper.ts';
import { lockPatient, updatePatient } from './patients.repo.ts';
import { PATIENT_ENTITY, rethrowDuplicateThaiId } from './register-patient.service.ts';

/**
 * PUT /api/patient/{c}/{b}/{id}: replaces the record's fields (the DN and the registering branch
 * stay). The audit row keeps only the fields that changed, before and after.
 */
export async function updatePatientRecord(writer: PatientWriter, id: number, input: TPatientInput): Promise<TPatient> {
  const { tx, branch, userId } = writer;
  const current = await lockPatient(tx, branch, id);
  if (!current) throw new AppError('NOT_FOUND');
  await checkPatientInput(writer, input, current);
  const row = await updatePatient(tx, branch, id, toPatientValues(input)).catch(rethrowDuplicateThaiId);
  if (!row) throw new AppError('NOT_FOUND');
  await keepPhoto(tx, row.photoContentId, current.photoContentId);
  const after = toPatient(row);
  const change = changedFields(toPatient(current), after);
  await writeAudit(tx, branch, userId, { entity: PATIENT_ENTITY, entityId: id, action: 'update', ...change });
  return after;
}
