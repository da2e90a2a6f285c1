import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import { claimRefreshToken, findRefreshToken, findRotatingClient, insertRefreshToken } from './refresh-tokens.repo.ts';
import { findSessionIdByRefreshTokenHash, revokeSession, touchSession } from './sessions.repo.ts';

/**
 * Two tabs may refresh with the same cookie at once; the one that loses the race within this
 * window gets an access token but no new cookie (the browser already holds the winner's), and
 * only if it is the same client (address and user agent) that won. Any other reuse of a rotated
 * token means it was stolen: the whole session (family) ends.
 */
export const REUSE_GRACE_MS = 10_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who presents a token, as far as the server can tell: never stored in the clear. */
export type RefreshClient = { ip: string; userAgent: string | undefined };

function clientFingerprint({ ip, userAgent }: RefreshClient): string {
  return createHash('sha256')
    .update(`${ip}\n${userAgent ?? ''}`)
    .digest('hex');
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

/**
 * A new refresh token for the same session. The session's end was fixed when it was signed in
 * (12 hours, or 30 days with remember-me): rotating never moves it, so a stolen token cannot
 * keep a session alive for ever.
 */
export async function rotateRefreshToken(tx: Tx, token: string, client: RefreshClient): Promise<RotationOutcome> {
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
  const fingerprint = clientFingerprint(client);
  let usedAt = row.usedAt;
  let usedBy = row.usedBy;
  if (!usedAt) {
    if (await claimRefreshToken(tx, row.id, fingerprint)) {
      await touchSession(tx, row.sessionId);
      return { ...base, newRefreshToken: await issueRefreshToken(tx, row.sessionId, row.sessionExpiresAt) };
    }
    // A concurrent request rotated it between our read and our update.
    usedAt = new Date(now);
    usedBy = await findRotatingClient(tx, row.id);
  }
  if (now - usedAt.getTime() <= REUSE_GRACE_MS && usedBy === fingerprint) return { ...base, newRefreshToken: null };
  await revokeSession(tx, row.sessionId);
  return { reused: true };
}

export function findSessionIdByRefreshToken(tx: Tx, token: string): Promise<string | undefined> {
  return findSessionIdByRefreshTokenHash(tx, hashToken(token));
}
