import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import { claimRefreshToken, findRefreshToken, insertRefreshToken } from './refresh-tokens.repo.ts';
import { extendSession, findSessionIdByRefreshTokenHash, revokeSession } from './sessions.repo.ts';

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
  await insertRefreshToken(tx, sessionId, hashToken(token), expiresAt);
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

export async function rotateRefreshToken(
  tx: Tx,
  token: string,
  lifetimeMs: (rememberMe: boolean) => number,
): Promise<RotationOutcome> {
  const row = await findRefreshToken(tx, hashToken(token));
  const now = Date.now();
  if (
    !row ||
    row.revokedAt ||
    row.disabledAt ||
    row.deletedAt ||
    row.expiresAt.getTime() < now ||
    row.sessionExpiresAt.getTime() < now
  ) {
    throw new AppError('AUTH_SESSION_ENDED');
  }
  const base = { userId: row.userId, sessionId: row.sessionId, rememberMe: row.rememberMe };
  if (row.usedAt) {
    if (now - row.usedAt.getTime() <= REUSE_GRACE_MS) return { ...base, newRefreshToken: null };
    await revokeSession(tx, row.sessionId);
    return { reused: true };
  }
  if (!(await claimRefreshToken(tx, row.id))) return { ...base, newRefreshToken: null };
  const expiresAt = new Date(now + lifetimeMs(row.rememberMe));
  await extendSession(tx, row.sessionId, expiresAt);
  return { ...base, newRefreshToken: await issueRefreshToken(tx, row.sessionId, expiresAt) };
}

export function findSessionIdByRefreshToken(tx: Tx, token: string): Promise<string | undefined> {
  return findSessionIdByRefreshTokenHash(tx, hashToken(token));
}
