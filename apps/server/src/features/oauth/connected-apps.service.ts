import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { AuthUser } from '../../lib/http/request-context.ts';
import { deleteConsent, listConsentsOfUser, revokeTokensOfUserAndClient } from './oauth-grants.repo.ts';

/** GET /o/connected-apps: the applications this account allowed, and what each may read. */
export async function listConnectedApps(tx: Tx, user: AuthUser) {
  const rows = await listConsentsOfUser(tx, user.id);
  return {
    list: rows.map((row) => ({
      client_id: row.clientId,
      client_name: row.clientName,
      scope: row.scopes,
      grantedAt: row.grantedAt.toISOString(),
    })),
  };
}

/** DELETE /o/connected-apps/{clientId}: consent withdrawn, and every token the client holds for this account revoked. */
export async function withdrawConsent(tx: Tx, user: AuthUser, clientId: string) {
  if (!(await deleteConsent(tx, user.id, clientId))) throw new AppError('NOT_FOUND');
  await revokeTokensOfUserAndClient(tx, user.id, clientId, new Date());
  return { ok: true as const };
}
