import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { refreshTokens } from './refresh-tokens.table.ts';
import { sessions } from './sessions.table.ts';
import { users } from './users.table.ts';

export async function insertRefreshToken(tx: Tx, sessionId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await tx.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
}

/** A refresh token with what deciding its rotation needs: its session and that session's user. */
export async function findRefreshToken(tx: Tx, tokenHash: string) {
  const rows = await tx
    .select({
      id: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      usedBy: refreshTokens.usedBy,
      expiresAt: refreshTokens.expiresAt,
      sessionId: sessions.id,
      userId: sessions.userId,
      rememberMe: sessions.rememberMe,
      revokedAt: sessions.revokedAt,
      sessionExpiresAt: sessions.expiresAt,
      disabledAt: users.disabledAt,
      deletedAt: users.deletedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/** Marks the token used by a client; false when a concurrent request did first (the update decides the race). */
export async function claimRefreshToken(tx: Tx, id: string, client: string): Promise<boolean> {
  const claimed = await tx
    .update(refreshTokens)
    .set({ usedAt: sql`now()`, usedBy: client })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return claimed.length > 0;
}

/** Who won a rotation race: read after the losing update, so the winner's write is visible. */
export async function findRotatingClient(tx: Tx, id: string): Promise<string | null> {
  const rows = await tx
    .select({ usedBy: refreshTokens.usedBy })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, id))
    .limit(1);
  return rows[0]?.usedBy ?? null;
}
