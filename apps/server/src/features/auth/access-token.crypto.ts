import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { AppError } from '../../lib/app-error.ts';
import type { TokenClaims } from '../../lib/http/request-context.ts';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'yim';

export type AccessTokens = {
  sign(userId: string, sessionId: string): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
};

/** Short-lived HS256 access tokens that name the user and the session (refresh-token family). */
export function createAccessTokens(secret: Uint8Array, now: () => number = Date.now): AccessTokens {
  // jose imports raw key bytes (and a secret KeyObject's bytes) into a CryptoKey on every call:
  // 3-5 % of a signed-in request's CPU, measured. A CryptoKey made once signs; a request's token
  // is checked with a KeyObject made once, on the request's own thread (verifyHs256).
  const verifyKey = createSecretKey(secret);
  const keyPromise = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return {
    async sign(userId, sessionId) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
        .sign(await keyPromise);
    },
    async verify(token) {
      return verifyHs256(token, verifyKey, Math.floor(now() / 1000));
    },
  };
}

/** The header of every token this server signs: a token with any other header is not one of ours. */
const OUR_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

/**
 * Checks one of our access tokens on the request's own thread. jose verifies through WebCrypto,
 * whose HMAC runs on the thread pool and comes back as another task: about 8 % of a signed-in
 * request's CPU, for a 32-byte hash (issue 21). The rules are jose's, kept as strict: only our
 * exact header (HS256; no `crit`, `kid` or `b64`), the signature compared in constant time and in
 * its one canonical spelling, then the claims: issuer, a numeric expiry (none would live for ever)
 * and issue time, subject and session; `nbf` honoured if present. An expired token is told apart
 * only once its signature holds.
 */
function verifyHs256(token: string, key: ReturnType<typeof createSecretKey>, nowSeconds: number): TokenClaims {
  const [header, payload, signature, extra] = token.split('.');
  if (extra !== undefined || header !== OUR_HEADER || !payload || !signature) throw new AppError('AUTH_INVALID_TOKEN');
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (
    given.length !== expected.length ||
    given.toString('base64url') !== signature ||
    !timingSafeEqual(given, expected)
  ) {
    throw new AppError('AUTH_INVALID_TOKEN');
  }
  const claims = parseClaims(payload);
  if (
    claims.iss !== ISSUER ||
    typeof claims.exp !== 'number' ||
    typeof claims.iat !== 'number' ||
    typeof claims.sub !== 'string' ||
    typeof claims.sid !== 'string' ||
    (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > nowSeconds))
  ) {
    throw new AppError('AUTH_INVALID_TOKEN');
  }
  if (claims.exp <= nowSeconds) throw new AppError('AUTH_TOKEN_EXPIRED');
  return { userId: claims.sub, sessionId: claims.sid, issuedAt: claims.iat, expiresAt: claims.exp };
}

function parseClaims(payload: string): Record<string, unknown> {
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (claims !== null && typeof claims === 'object' && !Array.isArray(claims))
      return claims as Record<string, unknown>;
  } catch {
    // not JSON: the same refusal as any other malformed token
  }
  throw new AppError('AUTH_INVALID_TOKEN');
}
