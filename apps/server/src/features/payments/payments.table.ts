import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { users } from '../auth/users.table.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';

/**
 * What a branch buys (spec clinic §3 Order): a credit top-up or a file-storage plan (the spec's
 * `subscription` type is kept for the subscription page, which nothing sells yet). Money is kept in
 * satang, whole numbers. A storage plan carries its size and months; `storage_end_date` is the
 * plan's end once the bank approved.
 */
export const orders = pgTable(
  'orders',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    status: text('status').notNull().default('pending'),
    totalSatang: bigint('total_satang', { mode: 'number' }).notNull(),
    storageSizeGb: integer('storage_size_gb'),
    durationMonths: integer('duration_months'),
    storageEndDate: timestamp('storage_end_date', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_branch_idx').on(t.clinicId, t.branchId, t.createdAt),
    index('orders_branch_fk_idx').on(t.branchId),
    index('orders_created_by_idx').on(t.createdBy),
    check('orders_type_check', sql`${t.type} in ('storage_subscription', 'credit_topup', 'subscription')`),
    check('orders_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled')`),
    check('orders_total_check', sql`${t.totalSatang} > 0`),
    ...tenantPolicy('orders', t.clinicId),
  ],
);

/**
 * One payment of an order through KTB fast pay (spec clinic §3 Payment). `yim_reference_id` is
 * ours, sent to the bank as the merchant reference (it names the clinic, so that the bank's
 * callback can be taken into its clinic); `ktb_fast_pay_reference_id` is the bank's. Its status
 * leaves `pending` once, whichever of the callback and the result screens' polling comes first.
 */
export const payments = pgTable(
  'payments',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    yimReferenceId: text('yim_reference_id').notNull(),
    ktbFastPayReferenceId: text('ktb_fast_pay_reference_id'),
    transactionId: text('transaction_id'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    cancelReason: text('cancel_reason'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_yim_reference_idx').on(t.yimReferenceId),
    uniqueIndex('payments_ktb_reference_idx').on(t.ktbFastPayReferenceId),
    index('payments_order_idx').on(t.orderId),
    index('payments_branch_idx').on(t.branchId),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled')`),
    ...tenantPolicy('payments', t.clinicId),
  ],
);

/** A branch's credit: the sum of its approved top-ups, each added once (when its payment settles). */
export const branchCreditBalances = pgTable(
  'branch_credit_balances',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    balanceSatang: bigint('balance_satang', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.branchId] }),
    index('branch_credit_balances_clinic_idx').on(t.clinicId),
    ...tenantPolicy('branch_credit_balances', t.clinicId),
  ],
);
