import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ZTokenRequest } from '@yim/contract';
import type { Database, Tx } from '../../lib/db/database.ts';
import { OAuthError } from '../../lib/http/oauth-error.ts';
import { authenticateClient } from './client-authentication.service.ts';
import type { ClientRow } from './oauth-clients.repo.ts';
import {
  claimCode,
  findConsent,
  findToken,
  insertTokens,
  revokeGrant,
  revokeTokensOfCode,
  spendRefreshToken,
} from './oauth-grants.repo.ts';
import { coversScopes, parseScopes } from './oauth-scopes.service.ts';
import { hashSecret, isVerifier, newSecret, verifierMatches } from './oauth-secrets.crypto.ts';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

type TokenRequest = z.output<typeof ZTokenRequest>;
type Issued = { access_token: string; token_type: 'Bearer'; expires_in: number; refresh_token: string; scope: string };
/**
 * What a transaction decided. A refusal is answered after the commit, because some refusals
 * write (a replayed code revokes what its first exchange issued; a reused refresh token ends its
 * grant) and an error thrown inside would roll that back.
 */
type Outcome = { issued: Issued } | { refused: OAuthError };

function refuse(error: OAuthError['error'], description: string): Outcome {
  return { refused: new OAuthError(error, description) };
}

async function issueTokens(
  tx: Tx,
  grant: { grantId: string; client: ClientRow; userId: string; scopes: string[]; codeHash: string | null },
  now: Date,
): Promise<Issued> {
  const accessToken = newSecret();
  const refreshToken = newSecret();
  const common = {
    grantId: grant.grantId,
    clientId: grant.client.clientId,
    userId: grant.userId,
    scopes: grant.scopes,
  };
  await insertTokens(tx, [
    {
      ...common,
      tokenHash: hashSecret(accessToken),
      isRefresh: false,
      codeHash: grant.codeHash,
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000),
    },
    {
      ...common,
      tokenHash: hashSecret(refreshToken),
      isRefresh: true,
      codeHash: grant.codeHash,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
    },
  ]);
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_token: refreshToken,
    scope: grant.scopes.join(' '),
  };
}

/** RFC 6749 §4.1.3 with RFC 7636 §4.6: one use, one client, the same redirect URI, the verifier. */
async function exchangeCode(tx: Tx, client: ClientRow, body: TokenRequest, now: Date): Promise<Outcome> {
  if (!body.code || body.redirect_uri === undefined)
    return refuse('invalid_request', 'code and redirect_uri are required');
  const codeHash = hashSecret(body.code);
  const found = await claimCode(tx, codeHash, now);
  if (!found) return refuse('invalid_grant', 'unknown code');
  if (found.replayed) {
    // RFC 6749 §4.1.2: a code used twice revokes the tokens its first use issued.
    await revokeTokensOfCode(tx, codeHash, now);
    return refuse('invalid_grant', 'code already used');
  }
  const { code } = found;
  if (code.clientId !== client.clientId) return refuse('invalid_grant', 'code was issued to another client');
  if (code.expiresAt.getTime() <= now.getTime()) return refuse('invalid_grant', 'code expired');
  if (code.redirectUri !== body.redirect_uri)
    return refuse('invalid_grant', 'redirect_uri differs from the authorization request');
  if (code.codeChallenge) {
    if (!body.code_verifier || !isVerifier(body.code_verifier))
      return refuse('invalid_grant', 'code_verifier is required');
    if (!verifierMatches(body.code_verifier, code.codeChallenge))
      return refuse('invalid_grant', 'code_verifier does not match');
  } else if (body.code_verifier !== undefined) {
    // A verifier for a code issued without a challenge: a downgrade attempt (RFC 9700 §2.1.1).
    return refuse('invalid_grant', 'code_verifier without an earlier code_challenge');
  }
  const consent = await findConsent(tx, code.userId, client.clientId);
  if (!consent || !coversScopes(consent.scopes, code.scopes)) return refuse('invalid_grant', 'consent was withdrawn');
  const issued = await issueTokens(
    tx,
    { grantId: randomUUID(), client, userId: code.userId, scopes: code.scopes, codeHash },
    now,
  );
  return { issued };
}

/** RFC 6749 §6 with rotation: each refresh token works once; a second use ends the whole grant. */
async function refresh(tx: Tx, client: ClientRow, body: TokenRequest, now: Date): Promise<Outcome> {
  if (!body.refresh_token) return refuse('invalid_request', 'refresh_token is required');
  const tokenHash = hashSecret(body.refresh_token);
  const found = await findToken(tx, tokenHash);
  const token = found?.token;
  if (!token || !token.isRefresh || token.clientId !== client.clientId)
    return refuse('invalid_grant', 'unknown refresh_token');
  if (token.revokedAt || token.expiresAt.getTime() <= now.getTime())
    return refuse('invalid_grant', 'refresh_token is no longer valid');
  if (token.usedAt || !(await spendRefreshToken(tx, tokenHash, now))) {
    await revokeGrant(tx, token.grantId, now);
    return refuse('invalid_grant', 'refresh_token was already used');
  }
  let scopes = token.scopes;
  if (body.scope !== undefined) {
    const asked = parseScopes(body.scope);
    if (!asked || !coversScopes(token.scopes, asked)) return refuse('invalid_scope', 'scope exceeds the grant');
    scopes = asked;
  }
  const consent = await findConsent(tx, token.userId, client.clientId);
  if (!consent || !coversScopes(consent.scopes, scopes)) return refuse('invalid_grant', 'consent was withdrawn');
  const issued = await issueTokens(
    tx,
    { grantId: token.grantId, client, userId: token.userId, scopes, codeHash: token.codeHash },
    now,
  );
  return { issued };
}

/** POST /o/oauth2/token. */
export async function token(db: Database, authorization: string | undefined, body: TokenRequest, now = new Date()) {
  const outcome = await db.run({}, async (tx): Promise<Outcome> => {
    const client = await authenticateClient(tx, authorization, body);
    if (body.grant_type === 'authorization_code') return exchangeCode(tx, client, body, now);
    if (body.grant_type === 'refresh_token') return refresh(tx, client, body, now);
    return body.grant_type
      ? refuse('unsupported_grant_type', `grant_type ${body.grant_type} is not supported`)
      : refuse('invalid_request', 'grant_type is required');
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.issued;
}
