import type { Tx } from '../../lib/db/database.ts';
import { OAuthError } from '../../lib/http/oauth-error.ts';
import { findEnabledClient, type ClientRow } from './oauth-clients.repo.ts';
import { secretMatches } from './oauth-secrets.crypto.ts';

type Credentials = { clientId: string; secret: string | null; method: ClientRow['tokenEndpointAuthMethod'] };

/** RFC 6749 §2.3.1: HTTP Basic with the form-urlencoded id and secret. */
function fromBasic(header: string): Credentials {
  let decoded: string;
  try {
    decoded = Buffer.from(header.slice('Basic '.length).trim(), 'base64').toString('utf8');
  } catch {
    throw new OAuthError('invalid_client', 'malformed Basic credentials');
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new OAuthError('invalid_client', 'malformed Basic credentials');
  const unescape = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  try {
    return {
      clientId: unescape(decoded.slice(0, colon)),
      secret: unescape(decoded.slice(colon + 1)),
      method: 'client_secret_basic',
    };
  } catch {
    throw new OAuthError('invalid_client', 'malformed Basic credentials');
  }
}

/** Which credentials the request carries; more than one way at once is refused (RFC 6749 §2.3). */
function presented(authorization: string | undefined, body: { client_id?: string; client_secret?: string }) {
  const basic = authorization?.startsWith('Basic ') ? fromBasic(authorization) : null;
  if (basic && body.client_secret !== undefined)
    throw new OAuthError('invalid_request', 'client credentials were sent in more than one way');
  if (basic) {
    if (body.client_id !== undefined && body.client_id !== basic.clientId)
      throw new OAuthError('invalid_request', 'client_id differs from the Basic credentials');
    return basic;
  }
  if (!body.client_id) throw new OAuthError('invalid_client', 'client authentication is required');
  return body.client_secret !== undefined
    ? { clientId: body.client_id, secret: body.client_secret, method: 'client_secret_post' }
    : { clientId: body.client_id, secret: null, method: 'none' };
}

/**
 * The client calling the token or revocation endpoint, authenticated the way it registered:
 * a confidential client by its secret, a public one (`none`) by its id alone (its codes are bound
 * to a PKCE challenge instead). Every failure is `invalid_client` (401), saying nothing of which
 * part was wrong.
 */
export async function authenticateClient(
  tx: Tx,
  authorization: string | undefined,
  body: { client_id?: string; client_secret?: string },
): Promise<ClientRow> {
  const given = presented(authorization, body);
  const client = await findEnabledClient(tx, given.clientId);
  const refused = new OAuthError('invalid_client', 'client authentication failed');
  if (!client || client.tokenEndpointAuthMethod !== given.method) throw refused;
  if (client.tokenEndpointAuthMethod === 'none') return client;
  if (!given.secret || !client.secretHash || !secretMatches(given.secret, client.secretHash)) throw refused;
  return client;
}
