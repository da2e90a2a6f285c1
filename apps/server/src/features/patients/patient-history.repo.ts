import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../lib/audit/audit.table.ts';
import type { Tx } from '../../lib/db/database.ts';
import { preparedQuery, value } from '../../lib/db/prepared-query.ts';
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

const selectPatientId = preparedQuery<{ clinicId: number; id: number }, { id: number }[]>(
  'patients_id_with_deleted',
  (tx, name) =>
    tx
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.clinicId, value('clinicId')), eq(patients.id, value('id'))))
      .limit(1)
      .prepare(name),
);

/** Whether the clinic has this patient, deleted or merged ones included (their history stays readable). */
export async function patientExists(tx: Tx, scope: ClinicScope, id: number): Promise<boolean> {
  return (await selectPatientId(tx, { clinicId: scope.clinicId, id })).length > 0;
}

type RecordValues = { clinicId: number; entity: string; entityId: string };

const ofRecord = and(
  eq(auditLog.clinicId, value('clinicId')),
  eq(auditLog.entity, value('entity')),
  eq(auditLog.entityId, value('entityId')),
);

const selectAuditPage = preparedQuery<RecordValues & { limit: number; offset: number }, AuditRow[]>(
  'audit_rows_of_record',
  (tx, name) =>
    tx
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
      .where(ofRecord)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(value('limit'))
      .offset(value('offset'))
      .prepare(name),
);

const selectAuditCount = preparedQuery<RecordValues, { n: number }[]>('audit_rows_of_record_count', (tx, name) =>
  tx
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(ofRecord)
    .prepare(name),
);

/** A page of the audit rows of one record, newest first, with the name of who wrote each. */
export async function listAuditRows(
  tx: Tx,
  scope: ClinicScope,
  entity: { entity: string; entityId: number },
  page: { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const record = { clinicId: scope.clinicId, entity: entity.entity, entityId: String(entity.entityId) };
  const rows = await selectAuditPage(tx, { ...record, limit: page.limit, offset: page.offset });
  const [count] = await selectAuditCount(tx, record);
  return { rows, total: Number(count?.n ?? 0) };
}
