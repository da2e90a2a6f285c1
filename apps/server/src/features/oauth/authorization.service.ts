import type { z } from 'zod';
import type { ZAuthorizationCodeQuery, ZConsentBody } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { AuthUser } from '../../lib/http/request-context.ts';
import { findEnabledClient, type ClientRow } from './oauth-clients.repo.ts';
import { findConsent, grantScopes, insertCode } from './oauth-grants.repo.ts';
import { coversScopes, parseScopes } from './oauth-scopes.service.ts';
import { hashSecret, isS256Challenge, newSecret } from './oauth-secrets.crypto.ts';

/** RFC 6749 §4.1.2 recommends at most ten minutes; the product's codes live one. */
export const CODE_SECONDS = 60;

function invalid(message: string): AppError {
  return new AppError('OAUTH-INVALID-REQUEST', message);
}

async function enabledClient(tx: Tx, clientId: string): Promise<ClientRow> {
  const client = await findEnabledClient(tx, clientId);
  if (!client) throw invalid('unknown client_id');
  return client;
}

/** GET /o/oauth2/client: the page shows the name, and may only send the user back to these URIs. */
export async function clientDetail(tx: Tx, clientId: string) {
  const client = await enabledClient(tx, clientId);
  return { client_name: client.name, redirect_uris: client.redirectUris };
}

/** GET /o/oauth2/consent: what this user already allowed this client. */
export async function consentOf(tx: Tx, user: AuthUser, clientId: string) {
  await enabledClient(tx, clientId);
  return { scope: (await findConsent(tx, user.id, clientId))?.scopes ?? [] };
}

/** POST /o/oauth2/consent: `allow` records the scopes; a refusal answers 403 (the page's denied view). */
export async function decideConsent(tx: Tx, user: AuthUser, clientId: string, body: z.output<typeof ZConsentBody>) {
  await enabledClient(tx, clientId);
  if (!body.allow) throw new AppError('OAUTH-CONSENT-DENIED');
  const scopes = parseScopes(body.scope);
  if (!scopes) throw invalid('unknown scope');
  return { scope: await grantScopes(tx, user.id, clientId, scopes) };
}

/**
 * GET /o/oauth2/authorization-code: a code for the signed-in user who has consented, bound to the
 * client, the exact redirect URI and the PKCE challenge. A redirect URI that is not registered
 * (to the character) is refused here, so the page never sends anyone to it.
 */
export async function issueAuthorizationCode(
  tx: Tx,
  user: AuthUser,
  query: z.output<typeof ZAuthorizationCodeQuery>,
  now = new Date(),
) {
  const client = await enabledClient(tx, query.client_id);
  if (!client.redirectUris.includes(query.redirect_uri))
    throw invalid('redirect_uri is not registered for this client');
  if (query.response_type !== 'code') throw invalid('response_type must be code');
  const scopes = parseScopes(query.scope);
  if (!scopes) throw invalid('unknown scope');
  const challenge = query.code_challenge;
  if (challenge !== undefined) {
    if ((query.code_challenge_method ?? 'plain') !== 'S256') throw invalid('code_challenge_method must be S256');
    if (!isS256Challenge(challenge)) throw invalid('code_challenge is not a S256 challenge');
  } else if (query.code_challenge_method !== undefined) {
    throw invalid('code_challenge_method without code_challenge');
  } else if (client.tokenEndpointAuthMethod === 'none') {
    throw invalid('a public client must send a PKCE code_challenge');
  }
  const consent = await findConsent(tx, user.id, client.clientId);
  if (!consent || !coversScopes(consent.scopes, scopes)) throw new AppError('OAUTH-CONSENT-DENIED');

  const code = newSecret();
  await insertCode(tx, {
    codeHash: hashSecret(code),
    clientId: client.clientId,
    userId: user.id,
    redirectUri: query.redirect_uri,
    scopes,
    codeChallenge: challenge ?? null,
    expiresAt: new Date(now.getTime() + CODE_SECONDS * 1000),
  });
  return { code, ...(query.state !== undefined ? { state: query.state } : {}) };
}
