import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets generated on first start (token signing, file-URL signing) unless set in the
 * environment. Kept in the database so that every server instance on it signs alike.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
