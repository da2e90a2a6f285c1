import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ZClientRegistration } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeSuperadminAudit } from '../../lib/audit/superadmin-audit.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import type { AuthUser } from '../../lib/http/request-context.ts';
import { OAuthError } from '../../lib/http/oauth-error.ts';
import { insertClient, listClientsWithUse, setClientDisabled, type ClientRow } from './oauth-clients.repo.ts';
import { parseScopes } from './oauth-scopes.service.ts';
import { hashSecret, newClientId, newSecret } from './oauth-secrets.crypto.ts';

type Registration = z.output<typeof ZClientRegistration>;

/**
 * POST /o/oauth2/register (RFC 7591) with a super-administrator's bearer token. A confidential
 * client gets its secret once, in this answer; only its hash is kept.
 */
export async function registerClient(db: Database, user: AuthUser, body: Registration, reply: FastifyReply) {
  const grantTypes = body.grant_types ?? ['authorization_code', 'refresh_token'];
  if (!grantTypes.includes('authorization_code'))
    throw new OAuthError('invalid_client_metadata', 'grant_types must include authorization_code');
  const scopes = parseScopes(body.scope);
  if (!scopes) throw new OAuthError('invalid_client_metadata', 'unknown scope');
  const secret = body.token_endpoint_auth_method === 'none' ? null : newSecret();
  const client = await db.run({ userId: user.id }, (tx) =>
    insertClient(tx, {
      clientId: newClientId(),
      name: body.client_name,
      secretHash: secret ? hashSecret(secret) : null,
      redirectUris: body.redirect_uris,
      tokenEndpointAuthMethod: body.token_endpoint_auth_method,
      createdBy: user.id,
    }),
  );
  reply.status(201);
  return {
    client_id: client.clientId,
    ...(secret ? { client_secret: secret, client_secret_expires_at: 0 } : {}),
    client_id_issued_at: Math.floor(client.createdAt.getTime() / 1000),
    client_name: client.name,
    redirect_uris: client.redirectUris,
    token_endpoint_auth_method: client.tokenEndpointAuthMethod,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: scopes.join(' '),
  };
}

function summary(client: ClientRow, connectedUsers: number) {
  return {
    client_id: client.clientId,
    client_name: client.name,
    redirect_uris: client.redirectUris,
    token_endpoint_auth_method: client.tokenEndpointAuthMethod as 'client_secret_basic' | 'client_secret_post' | 'none',
    createdAt: client.createdAt.toISOString(),
    disabledAt: client.disabledAt ? client.disabledAt.toISOString() : null,
    connectedUsers,
  };
}

/** GET /api/superadmin/oauth-clients: every client, a platform read, audited. */
export async function listClients(tx: Tx, user: AuthUser) {
  await writeSuperadminAudit(tx, user.id, 'oauthClients.list', '');
  const rows = await listClientsWithUse(tx);
  return { list: rows.map((row) => summary(row.client, row.connectedUsers)) };
}

/** PUT /api/superadmin/oauth-clients/{clientId}/status: a disabled client's codes and tokens stop working. */
export async function setClientStatus(tx: Tx, user: AuthUser, clientId: string, disabled: boolean) {
  const updated = await setClientDisabled(tx, clientId, disabled ? new Date() : null);
  if (!updated) throw new AppError('NOT_FOUND');
  await writeSuperadminAudit(tx, user.id, disabled ? 'oauthClients.disable' : 'oauthClients.enable', clientId);
  return summary(updated.client, updated.connectedUsers);
}
