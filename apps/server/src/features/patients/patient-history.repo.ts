import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../lib/audit/audit.table.ts';
import type { Tx } from '../../lib/db/database.ts';
import { users } from '../auth/users.table.ts';
import type { ClinicScope } from './patients.repo.ts';
import { patients } from './patients.table.ts';

export type AuditRow = {
  id: number;
  at: Date;
  action: string;
  userId: string | null;
  firstNameTh: string | null;
  lastNameTh: string | null;
  branchId: number | null;
  before: unknown;
  after: unknown;
};

/** Whether the clinic has this patient, deleted or merged ones included (their history stays readable). */
export async function patientExists(tx: Tx, scope: ClinicScope, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.clinicId, scope.clinicId), eq(patients.id, id)))
    .limit(1);
  return rows.length > 0;
}

/** A page of the audit rows of one record, newest first, with the name of who wrote each. */
export async function listAuditRows(
  tx: Tx,
  scope: ClinicScope,
  entity: { entity: string; entityId: number },
  page: { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = and(
    eq(auditLog.clinicId, scope.clinicId),
    eq(auditLog.entity, entity.entity),
    eq(auditLog.entityId, String(entity.entityId)),
  );
  const rows = await tx
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      userId: auditLog.userId,
      firstNameTh: users.firstNameTh,
      lastNameTh: users.lastNameTh,
      branchId: auditLog.branchId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}
