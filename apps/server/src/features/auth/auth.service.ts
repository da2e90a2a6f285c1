import type { z } from 'zod';
import type { ZLoginBody } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import type { AuthUser, TokenClaims } from '../../lib/http/request-context.ts';
import type { AccessTokens } from './access-token.crypto.ts';
import type { LoginLimits } from '../../config.ts';
import { forgetFailuresFrom } from './login-failures.repo.ts';
import { reservePasswordCheck } from './password-attempts.service.ts';
import { decoyPasswordHash, verifyPassword } from './password-hash.crypto.ts';
import { REMEMBER_ME_SECONDS } from './refresh-cookie.http.ts';
import {
  findSessionIdByRefreshToken,
  issueRefreshToken,
  rotateRefreshToken,
  type RefreshClient,
} from './refresh-tokens.service.ts';
import { insertSession, revokeSession, type LiveSession } from './sessions.repo.ts';
import { toUserInfo } from './user.mapper.ts';
import { findUserById, findUserToSignIn } from './users.repo.ts';

const BROWSER_SESSION_MS = 12 * 3_600_000;

export function sessionLifetimeMs(rememberMe: boolean): number {
  return rememberMe ? REMEMBER_ME_SECONDS * 1000 : BROWSER_SESSION_MS;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

type LoginRequest = z.output<typeof ZLoginBody> & { userAgent?: string; ip: string };

/**
 * Reserves the attempt within the budget (password-attempts.service.ts), checks the credentials
 * outside any transaction (argon2 takes tens of milliseconds, which must not hold PGlite's single
 * connection), then opens the session with its first refresh token. An unknown e-mail is verified
 * against a decoy hash so both failures take as long; the reserved attempt is its failure record.
 */
export async function login(db: Database, tokens: AccessTokens, limits: LoginLimits, request: LoginRequest) {
  const origin = { email: normalizeEmail(request.username), ip: request.ip };
  const user = await db.run({}, async (tx) => {
    await reservePasswordCheck(tx, limits, origin);
    return findUserToSignIn(tx, origin.email);
  });
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), request.password);
  if (!user || !passwordMatches || user.deletedAt) throw new AppError('AUTH-INVALID-CREDENTIALS');
  if (!user.activatedAt || user.disabledAt) {
    await db.run({}, (tx) => forgetFailuresFrom(tx, origin));
    throw new AppError(user.activatedAt ? 'USER-INACTIVE' : 'USER-NOT-ACTIVATED');
  }

  const expiresAt = new Date(Date.now() + sessionLifetimeMs(request.rememberMe));
  const { sessionId, refreshToken } = await db.run({ userId: user.id }, async (tx) => {
    await forgetFailuresFrom(tx, origin);
    const id = await insertSession(tx, {
      userId: user.id,
      rememberMe: request.rememberMe,
      userAgent: request.userAgent?.slice(0, 300) ?? null,
      ip: request.ip,
      expiresAt,
    });
    return { sessionId: id, refreshToken: await issueRefreshToken(tx, id, expiresAt) };
  });
  return {
    accessToken: await tokens.sign(user.id, sessionId),
    refreshToken,
    user: toUserInfo(user),
    rememberMe: request.rememberMe,
  };
}

/** POST /api/token: a new access token, and a rotated refresh token unless a twin request won. */
export async function refresh(db: Database, tokens: AccessTokens, refreshToken: string | null, client: RefreshClient) {
  if (!refreshToken) throw new AppError('AUTH_REQUIRED');
  const rotation = await db.run({}, (tx) => rotateRefreshToken(tx, refreshToken, client));
  if ('reused' in rotation) throw new AppError('AUTH_SESSION_ENDED');
  return { ...rotation, accessToken: await tokens.sign(rotation.userId, rotation.sessionId) };
}

/** Ends the session named by the refresh cookie, else by the bearer token; unknown ones are ignored. */
export async function logout(
  db: Database,
  tokens: AccessTokens,
  refreshToken: string | null,
  bearer: string | null,
): Promise<void> {
  let sessionId: string | undefined;
  if (refreshToken) sessionId = await db.run({}, (tx) => findSessionIdByRefreshToken(tx, refreshToken));
  if (!sessionId && bearer)
    sessionId = await tokens.verify(bearer).then(
      (c) => c.sessionId,
      () => undefined,
    );
  if (sessionId) {
    const id = sessionId;
    await db.run({}, (tx) => revokeSession(tx, id));
  }
}

/** The access token's session must still be open and its user still allowed in. */
export function assertLiveSession(session: LiveSession | undefined, claims: TokenClaims): AuthUser {
  if (!session || session.expiresAt.getTime() < Date.now()) throw new AppError('AUTH_SESSION_ENDED');
  if (session.disabledAt || session.deletedAt) throw new AppError('AUTH_SESSION_ENDED');
  const validAfter = session.sessionsValidAfter?.getTime();
  if (validAfter !== undefined && claims.issuedAt * 1000 < validAfter - 999) throw new AppError('AUTH_SESSION_ENDED');
  return { id: session.userId, sessionId: claims.sessionId, isSuperadmin: session.isSuperadmin };
}

/** GET /api/user/checkLogin: the caller, signed in but at no branch. */
export async function checkLogin(tx: Tx, caller: AuthUser) {
  const user = await findUserById(tx, caller.id);
  if (!user) throw new AppError('AUTH_SESSION_ENDED');
  return { user: toUserInfo(user), branch: null };
}
