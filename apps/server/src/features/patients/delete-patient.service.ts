import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { PatientWriter } from './patient-input.service.ts';
import { toPatient } from './patients.mapper.ts';
import { lockPatient, softDeletePatient } from './patients.repo.ts';
import { PATIENT_ENTITY } from './register-patient.service.ts';

/**
 * DELETE /api/patient/{c}/{b}/{id} (manager): the record is hidden from lists and lookups, never
 * removed, so every treatment, receipt and audit row that names it still does. Its DN is not
 * handed out again, and its photo stays with it.
 */
export async function deletePatient({ tx, branch, userId }: PatientWriter, id: number): Promise<{ id: number }> {
  const current = await lockPatient(tx, branch, id);
  if (!current || !(await softDeletePatient(tx, branch, id))) throw new AppError('NOT_FOUND');
  await writeAudit(tx, branch, userId, {
    entity: PATIENT_ENTITY,
    entityId: id,
    action: 'delete',
    before: toPatient(current),
  });
  return { id };
}
