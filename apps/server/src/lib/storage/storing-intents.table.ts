import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Files being stored: a row is written before the bytes go to storage and removed in the
 * transaction that records the file where it belongs. A row that outlives its upload names a
 * file nothing refers to (the process died between the two), which housekeeping deletes.
 */
export const storingIntents = pgTable(
  'storing_intents',
  {
    storageKey: text('storage_key').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('storing_intents_created_idx').on(t.createdAt)],
);
