import { boolean, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { paymentMethods } from './master-lists.table.ts';

/**
 * Which payment methods a branch takes (a branch setting read by receipts). Only changed
 * methods have a row: a method without one is taken, so a method added to the catalogue later
 * is offered everywhere until a branch turns it off. clinic_id and branch_id reference clinics
 * and branches by keys declared in the migration (docs/adr/0008).
 */
export const branchPaymentMethods = pgTable(
  'branch_payment_methods',
  {
    clinicId: integer('clinic_id').notNull(),
    branchId: integer('branch_id').notNull(),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'branch_payment_methods_pk', columns: [t.clinicId, t.branchId, t.methodId] }),
    index('branch_payment_methods_branch_idx').on(t.branchId),
    index('branch_payment_methods_method_idx').on(t.methodId),
    ...tenantPolicy('branch_payment_methods', t.clinicId),
  ],
);
