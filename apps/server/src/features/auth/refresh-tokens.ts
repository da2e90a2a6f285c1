import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import { refreshTokens } from './identity.table.ts';
import { sessions } from './sessions.table.ts';
import { users } from './users.table.ts';

/**
 * Two tabs may refresh with the same cookie at once; the one that loses the race within this
 * window gets an access token but no new cookie (the browser already holds the winner's).
 * Later reuse of a rotated token means it was stolen: the whole session (family) ends.
 */
export const REUSE_GRACE_MS = 10_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueRefreshToken(tx: Tx, sessionId: string, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(refreshTokens).values({ sessionId, tokenHash: hashToken(token), expiresAt });
  return token;
}

export type Rotation = {
  userId: string;
  sessionId: string;
  rememberMe: boolean;
  /** Null when the token had just been rotated by a concurrent request (grace window). */
  newRefreshToken: string | null;
};

/** Reuse ends the family: the revocation must commit, so it is answered, not thrown. */
export type RotationOutcome = Rotation | { reused: true };

export async function rotateRefreshToken(tx: Tx, token: string, lifetimeMs: (rememberMe: boolean) => number): Promise<RotationOutcome> {
  const rows = await tx.select({
    id: refreshTokens.id, usedAt: refreshTokens.usedAt, expiresAt: refreshTokens.expiresAt,
    sessionId: sessions.id, userId: sessions.userId, rememberMe: sessions.rememberMe, revokedAt: sessions.revokedAt,
    sessionExpiresAt: sessions.expiresAt, disabledAt: users.disabledAt, deletedAt: users.deletedAt,
  }).from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, hashToken(token))).limit(1);
  const row = rows[0];
  const now = Date.now();
  if (!row || row.revokedAt || row.disabledAt || row.deletedAt || row.expiresAt.getTime() < now || row.sessionExpiresAt.getTime() < now) {
    throw new AppError('AUTH_SESSION_ENDED');
  }
  const base = { userId: row.userId, sessionId: row.sessionId, rememberMe: row.rememberMe };
  if (row.usedAt) {
    if (now - row.usedAt.getTime() <= REUSE_GRACE_MS) return { ...base, newRefreshToken: null };
    await revokeSession(tx, row.sessionId);
    return { reused: true };
  }
  // The conditional update decides a race between two refreshes with one token.
  const claimed = await tx.update(refreshTokens).set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt))).returning({ id: refreshTokens.id });
  if (claimed.length === 0) return { ...base, newRefreshToken: null };
  const expiresAt = new Date(now + lifetimeMs(row.rememberMe));
  await tx.update(sessions).set({ lastUsedAt: sql`now()`, expiresAt }).where(eq(sessions.id, row.sessionId));
  return { ...base, newRefreshToken: await issueRefreshToken(tx, row.sessionId, expiresAt) };
}

export async function revokeSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function findSessionIdByRefreshToken(tx: Tx, token: string): Promise<string | undefined> {
  const rows = await tx.select({ sessionId: refreshTokens.sessionId }).from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token))).limit(1);
  return rows[0]?.sessionId;
}

/** Ends every session of a user but the one given (a password change keeps its own session). */
export async function revokeOtherSessions(tx: Tx, userId: string, keepSessionId: string | null): Promise<void> {
  await tx.update(sessions).set({ revokedAt: sql`now()` }).where(and(
    eq(sessions.userId, userId), isNull(sessions.revokedAt),
    keepSessionId ? sql`${sessions.id} <> ${keepSessionId}` : sql`true`,
  ));
}
