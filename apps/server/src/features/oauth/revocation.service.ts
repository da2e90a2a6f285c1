import type { z } from 'zod';
import type { ZRevocationRequest } from '@yim/contract';
import type { Database } from '../../lib/db/database.ts';
import { authenticateClient } from './client-authentication.service.ts';
import { findToken, revokeGrant } from './oauth-grants.repo.ts';
import { hashSecret } from './oauth-secrets.crypto.ts';

/**
 * POST /o/oauth2/revoke (RFC 7009). Revoking either token of a grant ends the grant: its refresh
 * token could otherwise mint a new access token at once (§2.1). An unknown token, or another
 * client's, answers 200 as well and changes nothing: the answer tells a caller nothing.
 */
export async function revoke(
  db: Database,
  authorization: string | undefined,
  body: z.output<typeof ZRevocationRequest>,
  now = new Date(),
) {
  await db.run({}, async (tx) => {
    const client = await authenticateClient(tx, authorization, body);
    if (!body.token) return;
    const found = await findToken(tx, hashSecret(body.token));
    if (found && found.token.clientId === client.clientId) await revokeGrant(tx, found.token.grantId, now);
  });
  return {};
}
