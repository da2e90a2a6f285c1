import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { users } from '../auth/users.table.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';
import { paymentMethods } from '../masters/master-lists.table.ts';
import { receipts } from './receipts.table.ts';

/**
 * A card sale asked of the branch's terminal (EDC) for one card line of a payment attempt:
 * our copy of what the terminal answered (the terminal's own record is the adapter's). One per
 * reference in a clinic, so a repeated start is the same sale; `receipt_id` is set once, by the
 * receipt whose card line it paid, so a sale never pays twice. Money in satang. Kept, never deleted.
 */
export const terminalSales = pgTable(
  'terminal_sales',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    amountSatang: integer('amount_satang').notNull(),
    status: text('status').notNull().default('pending'),
    terminalSaleId: text('terminal_sale_id'),
    approvalCode: text('approval_code'),
    maskedPan: text('masked_pan'),
    cardBrand: text('card_brand'),
    responseCode: text('response_code'),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    receiptId: integer('receipt_id'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('terminal_sales_reference_idx').on(t.clinicId, t.reference),
    // A sale pays at most one receipt (a receipt may hold several card lines).
    foreignKey({
      name: 'terminal_sales_receipt_fk',
      columns: [t.clinicId, t.branchId, t.receiptId],
      foreignColumns: [receipts.clinicId, receipts.branchId, receipts.id],
    }),
    index('terminal_sales_receipt_idx').on(t.clinicId, t.receiptId),
    index('terminal_sales_branch_idx').on(t.branchId),
    index('terminal_sales_method_idx').on(t.methodId),
    index('terminal_sales_created_by_idx').on(t.createdBy),
    check('terminal_sales_amount_check', sql`${t.amountSatang} > 0`),
    check(
      'terminal_sales_status_check',
      sql`${t.status} in ('pending', 'approved', 'declined', 'timed_out', 'cancelled', 'voided')`,
    ),
    check('terminal_sales_receipt_check', sql`${t.receiptId} is null or ${t.status} = 'approved'`),
    ...tenantPolicy('terminal_sales', t.clinicId),
  ],
);
