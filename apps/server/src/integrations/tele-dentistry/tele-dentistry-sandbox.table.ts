import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox tele-dentistry service's link codes: issued, confirmed by the simulated patient,
 * ended by an unlink or by a newer code. Owner only, like every sandbox table (docs/adr/0010).
 */
export const sandboxTeleLinks = pgTable(
  'sandbox_tele_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientRef: text('patient_ref').notNull(),
    code: text('code').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** unlinked or replaced. */
    endReason: text('end_reason'),
  },
  (t) => [
    index('sandbox_tele_links_patient_idx').on(t.patientRef, t.id),
    index('sandbox_tele_links_code_idx').on(t.code),
  ],
);

/** The sandbox's tele-dentistry cases: open while closed_at is null. */
export const sandboxTeleCases = pgTable(
  'sandbox_tele_cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientRef: text('patient_ref').notNull(),
    note: text('note').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_tele_cases_one_open_idx')
      .on(t.patientRef)
      .where(sql`closed_at is null`),
  ],
);
