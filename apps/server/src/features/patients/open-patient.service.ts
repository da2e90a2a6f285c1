import type { TPatient } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { PatientWriter } from './patient-input.service.ts';
import { toPatient } from './patients.mapper.ts';
import { findPatient } from './patients.repo.ts';
import { PATIENT_ENTITY } from './register-patient.service.ts';

/**
 * GET /api/patient/{c}/{b}/{id}: opening a record is itself recorded (who viewed it, when, at
 * which branch), in the same transaction as the read. Another clinic's id is simply not found.
 */
export async function openPatient({ tx, branch, userId }: PatientWriter, id: number): Promise<TPatient> {
  const row = await findPatient(tx, branch, id);
  if (!row) throw new AppError('NOT_FOUND');
  await writeAudit(tx, branch, userId, { entity: PATIENT_ENTITY, entityId: id, action: 'open' });
  return toPatient(row);
}
