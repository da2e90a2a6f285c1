import { sql } from 'drizzle-orm';
import { check, index, integer, pgPolicy, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appRole, currentUserId } from '../db/tenant-policy.ts';

/**
 * One row per `Idempotency-Key` a signed-in person sent to a money POST (docs/wire.md): the
 * hash of what was asked, whether it is still being answered, and the answer once it is. The
 * key belongs to its sender, so the row is guarded by the transaction's user, not its clinic
 * (the key is claimed before the branch is resolved).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the endpoint, its path and its JSON body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'in_flight' | 'done'>().notNull().default('in_flight'),
    /** The envelope sent the first time, as its JSON text: replayed byte for byte after. */
    answerStatus: integer('answer_status'),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.key] }),
    index('idempotency_keys_expiry_idx').on(t.expiresAt),
    check('idempotency_keys_state_check', sql`${t.state} in ('in_flight', 'done')`),
    pgPolicy('idempotency_keys_own', {
      for: 'all',
      to: appRole,
      using: sql`${t.userId} = ${currentUserId}`,
      withCheck: sql`${t.userId} = ${currentUserId}`,
    }),
  ],
);
