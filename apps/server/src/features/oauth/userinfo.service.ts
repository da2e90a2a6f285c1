import type { z } from 'zod';
import type { ZUserInfoClaims } from '@yim/contract';
import type { Database } from '../../lib/db/database.ts';
import { OAuthError } from '../../lib/http/oauth-error.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { findAccountProfile } from './account-profile.repo.ts';
import { accountProfile } from './account-profile.service.ts';
import { findToken } from './oauth-grants.repo.ts';
import { hashSecret } from './oauth-secrets.crypto.ts';

/**
 * GET /o/oauth2/userinfo (RFC 6750 bearer): the profile scope's claims for the token's user.
 * Refused alike (invalid_token) whether the token is unknown, a refresh token, expired, revoked,
 * its client disabled or its user no longer active.
 */
export async function userinfo(
  db: Database,
  storage: FileStorage,
  publicUrl: string,
  bearer: string | null,
  now = new Date(),
): Promise<z.input<typeof ZUserInfoClaims>> {
  const refused = new OAuthError('invalid_token', 'the access token is not valid');
  if (!bearer) throw new OAuthError('invalid_token', 'a bearer access token is required');
  const profile = await db.run({}, async (tx) => {
    const found = await findToken(tx, hashSecret(bearer));
    const token = found?.token;
    if (!token || token.isRefresh || token.revokedAt || found.clientDisabledAt) return null;
    if (token.expiresAt.getTime() <= now.getTime() || !token.scopes.includes('profile')) return null;
    return (await findAccountProfile(tx, token.userId)) ?? null;
  });
  if (!profile) throw refused;
  const account = await accountProfile(storage, publicUrl, profile);
  return {
    sub: profile.id,
    name:
      [profile.firstNameEn, profile.lastNameEn].filter(Boolean).join(' ') ||
      `${profile.firstNameTh} ${profile.lastNameTh}`,
    picture: account.profile_url,
    ...account,
  };
}
