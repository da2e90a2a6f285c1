import { PATIENT_AUDIT_ACTIONS, type TPatientAuditEntry } from '@yim/contract';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import { listAuditRows, patientExists, type AuditRow } from './patient-history.repo.ts';
import { PATIENT_ENTITY } from './register-patient.service.ts';

const ZAction = z.enum(PATIENT_AUDIT_ACTIONS);

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The fields an audit row names, with their values before and after. A registration lists the
 * fields it filled, an update or merge those it changed; an opening or a deletion none.
 */
export function auditChanges(row: Pick<AuditRow, 'action' | 'before' | 'after'>): TPatientAuditEntry['changes'] {
  if (row.action === 'open' || row.action === 'delete') return [];
  const before = asRecord(row.before);
  const after = asRecord(row.after);
  return Object.keys(after)
    .filter((field) => !['id', 'createdAt', 'updatedAt'].includes(field))
    .filter(
      (field) => row.action !== 'create' || (after[field] !== '' && after[field] !== null && after[field] !== false),
    )
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] }));
}

function toAuditEntry(row: AuditRow): TPatientAuditEntry {
  const name = [row.firstNameTh, row.lastNameTh].filter(Boolean).join(' ');
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: ZAction.parse(row.action),
    userId: row.userId,
    userName: name,
    branchId: row.branchId,
    changes: auditChanges(row),
  };
}

/**
 * GET /api/patient/history/{c}/{b}/{id} (manager): who opened, registered, changed, merged or
 * deleted the record, newest first. Deleted and merged records keep their history.
 */
export async function patientHistory(
  tx: Tx,
  branch: { clinicId: number },
  id: number,
  page: { offset: number; limit: number },
): Promise<{ list: TPatientAuditEntry[]; total: number }> {
  if (!(await patientExists(tx, branch, id))) throw new AppError('NOT_FOUND');
  const { rows, total } = await listAuditRows(tx, branch, { entity: PATIENT_ENTITY, entityId: id }, page);
  return { list: rows.map(toAuditEntry), total };
}
