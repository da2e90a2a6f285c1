import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LabExpenseStatus } from '@yim/contract';
import { tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { users } from '../auth/users.table.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';
import { masterCategories, masterEntries } from '../masters/master-lists.table.ts';
import { patients } from '../patients/patients.table.ts';

/**
 * Work sent to a dental lab for a patient (spec clinic §3 Lab expense), and what it costs the
 * branch. The product and its company come from the branch's lab catalogue (master entries and
 * categories of kind 'lab', docs/adr/0011); the keys make the catalogue hide a used product
 * instead of deleting it. The company is kept as it was when the work was sent, even if the
 * product later moves to another lab. Never deleted: a cancelled expense keeps its row with
 * `cancelled_at` and a reason, and counts in no total.
 */
export const labExpenses = pgTable(
  'lab_expenses',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    doctorUid: uuid('doctor_uid')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => masterCategories.id),
    productId: integer('product_id')
      .notNull()
      .references(() => masterEntries.id),
    description: text('description').notNull().default(''),
    costSatang: integer('cost_satang').notNull(),
    sentDate: date('sent_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    receivedDate: date('received_date', { mode: 'string' }),
    status: text('status').$type<LabExpenseStatus>().notNull().default('sent'),
    note: text('note').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    cancelReason: text('cancel_reason').notNull().default(''),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The screen's list and the reports' sums: a branch's expenses by the day they were sent.
    index('lab_expenses_sent_idx').on(t.clinicId, t.branchId, t.sentDate),
    index('lab_expenses_branch_idx').on(t.branchId),
    index('lab_expenses_patient_idx').on(t.patientId),
    index('lab_expenses_doctor_idx').on(t.doctorUid),
    index('lab_expenses_company_idx').on(t.companyId),
    index('lab_expenses_product_idx').on(t.productId),
    index('lab_expenses_cancelled_by_idx').on(t.cancelledBy),
    index('lab_expenses_created_by_idx').on(t.createdBy),
    index('lab_expenses_updated_by_idx').on(t.updatedBy),
    check('lab_expenses_cost_check', sql`${t.costSatang} >= 0`),
    check('lab_expenses_status_check', sql`${t.status} in ('sent', 'received', 'fitted')`),
    check('lab_expenses_due_check', sql`${t.dueDate} is null or ${t.dueDate} >= ${t.sentDate}`),
    check('lab_expenses_received_check', sql`${t.receivedDate} is null or ${t.receivedDate} >= ${t.sentDate}`),
    check(
      'lab_expenses_cancel_check',
      sql`(${t.cancelledAt} is null) = (${t.cancelledBy} is null) and (${t.cancelledAt} is null) = (${t.cancelReason} = '')`,
    ),
    ...tenantPolicy('lab_expenses', t.clinicId),
  ],
);
