import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.table.ts';

/**
 * Uploaded files that belong to a person rather than a branch (avatars, logos). Branch media
 * (patients' files) get their own tenant table in the media issue.
 */
export const contents = pgTable('contents', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ownerUserId: uuid('owner_user_id').notNull().references(() => users.id),
  storageKey: text('storage_key').notNull().unique(),
  fileName: text('file_name').notNull(),
  fileType: text('file_type').notNull(),
  fileSize: integer('file_size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('contents_owner_idx').on(t.ownerUserId)]);
