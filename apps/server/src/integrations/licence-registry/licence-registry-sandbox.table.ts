import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox's register of licences: the numbers it knows and their holders. Whether a known
 * number is suspended follows a documented rule (licence-registry-sandbox.ts), not a column, so
 * every tester can predict the answer. Owner only, like every sandbox table (docs/adr/0010).
 */
export const sandboxLicences = pgTable('sandbox_licences', {
  licenceNo: text('licence_no').primaryKey(),
  holderNameTh: text('holder_name_th').notNull(),
  holderNameEn: text('holder_name_en').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
