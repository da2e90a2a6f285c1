import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../db/tenant-policy.ts';

/** Who changed (or opened) what, written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    clinicId: integer('clinic_id').notNull(),
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    branchId: integer('branch_id'),
    userId: uuid('user_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.clinicId, t.entity, t.entityId), ...tenantPolicy('audit_log', t.clinicId)],
);

/** Platform-level reads and changes by super-administrators. */
export const superadminAudit = pgTable('superadmin_audit', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
