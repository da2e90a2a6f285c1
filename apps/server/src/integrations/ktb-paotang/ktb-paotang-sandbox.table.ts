import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox KTB Paotang scheme's co-payment visits: open, or cancelled. The reference is made
 * from the id (ktb-paotang-sandbox.ts). Owner only, like every sandbox table (docs/adr/0010).
 */
export const sandboxKtbVisits = pgTable(
  'sandbox_ktb_visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    personalId: text('personal_id').notNull(),
    branchCode: text('branch_code').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  // One open visit per person and day (case K5), also when two ask at once.
  (t) => [
    uniqueIndex('sandbox_ktb_visits_one_a_day_idx')
      .on(t.personalId, t.serviceDate)
      .where(sql`cancelled_at is null`),
  ],
);
