import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Uploaded files that belong to a person rather than a branch (avatars, logos). Branch media
 * (patients' files) get their own tenant table in the media issue.
 *
 * The owner is a user, but files ranks below auth and cannot import its table: the foreign key
 * to users(id) is declared by hand in migration 0009 (docs/adr/0007).
 */
export const contents = pgTable(
  'contents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: uuid('owner_user_id').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Since when nothing refers to it (null: something does). A feature that keeps a content id
     * claims it in the same transaction and releases the one it replaces; a day unreferenced and
     * it is swept (issue 7, item 10: an upload needs a reason).
     */
    unreferencedSince: timestamp('unreferenced_since', { withTimezone: true }).defaultNow(),
  },
  (t) => [index('contents_owner_idx').on(t.ownerUserId), index('contents_unreferenced_idx').on(t.unreferencedSince)],
);
