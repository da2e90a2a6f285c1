import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What each sandbox was asked and answered, newest last: the super-administrator's sandbox page.
 * Not tenant data (a sandbox stands in for another company's system), so no clinic_id and no
 * policy; migration 0014 revokes it from yim_app and yim_platform: only the owner's connections,
 * which the sandboxes run on, read or write it (docs/adr/0010).
 */
export const sandboxExchanges = pgTable(
  'sandbox_exchanges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    service: text('service').notNull(),
    operation: text('operation').notNull(),
    request: jsonb('request'),
    response: jsonb('response'),
    /** ok, rejected (a documented case) or unavailable (a simulated outage). */
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_exchanges_service_idx').on(t.service, t.id)],
);
