import { SignJWT, jwtVerify, errors } from 'jose';
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
  // 3-5 % of a signed-in request's CPU, measured. A CryptoKey made once is used as it is.
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
      try {
        const { payload } = await jwtVerify(token, await keyPromise, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          // A token without an end would be valid for ever.
          requiredClaims: ['exp'],
          currentDate: new Date(now()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.iat !== 'number') {
          throw new AppError('AUTH_INVALID_TOKEN');
        }
        return { userId: payload.sub, sessionId: payload.sid, issuedAt: payload.iat, expiresAt: payload.exp };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof errors.JWTExpired) throw new AppError('AUTH_TOKEN_EXPIRED');
        throw new AppError('AUTH_INVALID_TOKEN');
      }
    },
  };
}
