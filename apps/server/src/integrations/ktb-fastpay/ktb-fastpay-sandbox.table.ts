import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox bank's fast-pay payments: pending until the tester decides on the bank page (or the
 * payment expires), then approved, failed or cancelled, once. The reference is made from the id
 * (ktb-fastpay-sandbox.ts). Owner only, like every sandbox table (docs/adr/0010).
 */
export const sandboxFastPayPayments = pgTable(
  'sandbox_fastpay_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantReference: text('merchant_reference').notNull(),
    amountSatang: integer('amount_satang').notNull(),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    failUrl: text('fail_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    callbackUrl: text('callback_url').notNull(),
    status: text('status').notNull().default('pending'),
    transactionId: text('transaction_id'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  // Case P3: one payment per merchant reference, also when two ask at once.
  (t) => [uniqueIndex('sandbox_fastpay_payments_merchant_ref_idx').on(t.merchantReference)],
);
