import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { preparedQuery } from '../../lib/db/prepared-query.ts';
import { refreshTokens } from './refresh-tokens.table.ts';
import { sessions } from './sessions.table.ts';
import { users } from './users.table.ts';

export async function insertSession(tx: Tx, values: typeof sessions.$inferInsert): Promise<string> {
  const rows = await tx.insert(sessions).values(values).returning({ id: sessions.id });
  const row = rows[0];
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

type SessionIds = { sessionId: string; userId: string };

/**
 * The session and its user, plus `also`: one more value computed in the same statement, for a
 * composition that must not cost a round trip of its own (a branch request enters its clinic
 * here: request-access.ts). Built once per connection, sent as a prepared statement.
 */
function liveSessionQuery<V extends Record<string, unknown>>(name: string, also: SQL<string | null>) {
  return preparedQuery<SessionIds & V, (LiveSession & { also: string | null })[]>(name, (tx, statementName) =>
    tx
      .select({
        userId: users.id,
        isSuperadmin: users.isSuperadmin,
        disabledAt: users.disabledAt,
        deletedAt: users.deletedAt,
        sessionsValidAfter: users.sessionsValidAfter,
        expiresAt: sessions.expiresAt,
        also,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          eq(sessions.userId, sql.placeholder('userId')),
          isNull(sessions.revokedAt),
        ),
      )
      .limit(1)
      .prepare(statementName),
  );
}

/** The session and its user, for checking an access token on each request. */
export const findLiveSession = liveSessionQuery('auth_live_session', sql<null>`null`);

/** The same read with `also` computed in the same statement; made once per process, at module level. */
export function findLiveSessionWith<V extends Record<string, unknown>>(name: string, also: SQL<string | null>) {
  return liveSessionQuery<V>(name, also);
}

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
