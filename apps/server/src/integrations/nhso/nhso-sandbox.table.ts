import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox NHSO scheme's visit bookings: booked, confirmed (a visit number), or cancelled. The
 * numbers are made from the id (nhso-sandbox.ts). Owner only, like every sandbox table (docs/adr/0010).
 */
export const sandboxNhsoVisits = pgTable(
  'sandbox_nhso_visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    personalId: text('personal_id').notNull(),
    branchCode: text('branch_code').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    subitemNo: text('subitem_no'),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  // One open booking per person and day (case N4), also when two ask at once.
  (t) => [
    uniqueIndex('sandbox_nhso_visits_one_a_day_idx')
      .on(t.personalId, t.serviceDate)
      .where(sql`cancelled_at is null`),
  ],
);
