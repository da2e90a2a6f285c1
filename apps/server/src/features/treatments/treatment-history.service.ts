import { TREATMENT_AUDIT_ACTIONS, type TTreatmentAuditEntry } from '@yim/contract';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { listAuditRows, type AuditRow } from '../patients/patient-history.repo.ts';
import { auditChanges } from '../patients/patient-history.service.ts';
import { TREATMENT_ENTITY } from './treatment-input.service.ts';
import { findTreatment } from './treatments.repo.ts';

const ZAction = z.enum(TREATMENT_AUDIT_ACTIONS);

function toAuditEntry(row: AuditRow): TTreatmentAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: ZAction.parse(row.action),
    userId: row.userId,
    userName: [row.firstNameTh, row.lastNameTh].filter(Boolean).join(' '),
    branchId: row.branchId,
    // The version moves on every change: it says nothing of what changed.
    changes: auditChanges(row).filter((change) => change.field !== 'modifyDt' && change.field !== 'modifyUid'),
  };
}

/** GET /api/treatment/audit/{c}/{b}/{id} (manager): who recorded and changed the record, newest first. */
export async function treatmentHistory(
  tx: Tx,
  branch: BranchScope,
  id: number,
  page: { offset: number; limit: number },
): Promise<{ list: TTreatmentAuditEntry[]; total: number }> {
  if (!(await findTreatment(tx, branch, id))) throw new AppError('NOT_FOUND');
  const { rows, total } = await listAuditRows(tx, branch, { entity: TREATMENT_ENTITY, entityId: id }, page);
  return { list: rows.map(toAuditEntry), total };
}
