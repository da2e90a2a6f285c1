import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox card terminal's sales: pending while the simulated card is presented, then
 * approved, declined or timed out as the amount decides (edc-terminal-sandbox.ts), cancelled or
 * voided on request. Owner only, like every sandbox table (docs/adr/0010).
 */
export const sandboxEdcSales = pgTable(
  'sandbox_edc_sales',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    amountSatang: integer('amount_satang').notNull(),
    status: text('status').notNull().default('pending'),
    approvalCode: text('approval_code'),
    maskedPan: text('masked_pan'),
    cardBrand: text('card_brand'),
    responseCode: text('response_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  // One sale per reference, also when two starts race.
  (t) => [uniqueIndex('sandbox_edc_sales_reference_idx').on(t.reference)],
);
