import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { preparedQuery, value } from '../db/prepared-query.ts';
import type { BranchScope } from '../http/request-context.ts';
import { auditLog } from './audit.table.ts';

/** `delete` is soft where a record has a bin or a deletion mark; `purge` removes it for good (a media file's bytes). */
export type AuditAction =
  'create' | 'update' | 'delete' | 'restore' | 'purge' | 'open' | 'cancel' | 'print' | 'merge' | 'write_off';

export type AuditEntry = {
  entity: string;
  entityId: string | number;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
};

/**
 * One audit row, prepared (ADR 0017): every opening of a patient record and every change writes
 * one. A placeholder skips the column's own mapping, so the JSON is written here, and absent stays
 * SQL null (the mapping would have written the JSON `null`).
 */
const insertAuditRow = preparedQuery('audit_row', (tx, name) =>
  tx
    .insert(auditLog)
    .values({
      clinicId: value('clinicId'),
      branchId: value('branchId'),
      userId: value('userId'),
      entity: value('entity'),
      entityId: value('entityId'),
      action: value('action'),
      before: sql`${value('before')}::jsonb`,
      after: sql`${value('after')}::jsonb`,
    })
    .prepare(name),
);

const asJson = (data: unknown): string | null => (data === undefined || data === null ? null : JSON.stringify(data));

/**
 * Every change to patient, appointment, treatment, receipt and file data, and every opening of
 * a patient record, writes one row in the same transaction as the change: it commits or rolls
 * back with it.
 */
export async function writeAudit(
  tx: Tx,
  scope: Pick<BranchScope, 'clinicId' | 'branchId'>,
  /** null only for the installation commands, which act for no signed-in person. */
  userId: string | null,
  entry: AuditEntry,
): Promise<void> {
  await insertAuditRow(tx, {
    clinicId: scope.clinicId,
    branchId: scope.branchId,
    userId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: asJson(entry.before),
    after: asJson(entry.after),
  });
}

/** Many audit rows in one statement (generated data in batches); `userId` null for the system. */
export async function writeAudits(
  tx: Tx,
  scope: { clinicId: number; branchId: number | null },
  userId: string | null,
  entries: AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      clinicId: scope.clinicId,
      branchId: scope.branchId,
      userId,
      entity: entry.entity,
      entityId: String(entry.entityId),
      action: entry.action,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}
