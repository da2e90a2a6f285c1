import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions.table.ts';

/** Rotating refresh tokens of a session (family); only hashes are stored. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when rotated; presenting it again afterwards is reuse and ends the family. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Which client rotated it (a hash of address and user agent): only that one gets the grace. */
    usedBy: text('used_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);
