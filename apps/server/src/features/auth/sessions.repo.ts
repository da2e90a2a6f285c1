import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { refreshTokens } from './refresh-tokens.table.ts';
import { sessions } from './sessions.table.ts';

export async function insertSession(tx: Tx, values: typeof sessions.$inferInsert): Promise<string> {
  const rows = await tx.insert(sessions).values(values).returning({ id: sessions.id });
  const row = rows[0];
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

/**
 * What the session check reads of a session and its user (assertLiveSession). Every signed-in
 * request reads it in the statement it opens its transaction with (request_entry, migration 0049,
 * request-access.ts).
 */
export type LiveSession = {
  userId: string;
  isSuperadmin: boolean;
  disabledAt: Date | null;
  deletedAt: Date | null;
  sessionsValidAfter: Date | null;
  expiresAt: Date;
};

/** A rotation records the session's last use; its end stays where the sign-in set it. */
export async function touchSession(tx: Tx, sessionId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

export async function revokeSession(tx: Tx, sessionId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function findSessionIdByRefreshTokenHash(tx: Tx, tokenHash: string): Promise<string | undefined> {
  const rows = await tx
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0]?.sessionId;
}

/** Ends every session of a user but the one given (a password change keeps its own session). */
export async function revokeOtherSessions(tx: Tx, userId: string, keepSessionId: string | null): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? sql`${sessions.id} <> ${keepSessionId}` : sql`true`,
      ),
    );
}
