import type { TPlatformUserDetail, TUserStatusBody } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../lib/db/database.ts';
import type { AuthUser } from '../../lib/http/request-context.ts';
import { revokeOtherSessions } from '../auth/sessions.repo.ts';
import { findPlatformUser, searchPlatformUsers, setAccountDisabled } from './platform-users.repo.ts';
import { readAsSuperadmin, recordSuperadminAction } from './superadmin.repo.ts';

/** GET /api/superadmin/users/search: every account, read as the platform role and audited. */
export function searchUsers(db: Database, user: AuthUser, query: { keyword?: string; offset: number; limit: number }) {
  return readAsSuperadmin(db, user, 'users.search', query.keyword ?? '', (tx) => searchPlatformUsers(tx, query));
}

/** GET /api/superadmin/users/{id}: memberships across clinics need the platform role; audited. */
export async function getUser(db: Database, user: AuthUser, userId: string): Promise<TPlatformUserDetail> {
  const detail = await readAsSuperadmin(db, user, 'users.get', userId, (tx) => findPlatformUser(tx, userId));
  if (!detail) throw new AppError('NOT_FOUND');
  return detail;
}

/**
 * PUT /api/superadmin/users/{id}/status. Disabling marks the account, ends every open session
 * (so no refresh token of theirs renews anything) and refuses access tokens already handed out,
 * all in one transaction with its audit row: the user's next request is refused. A
 * super-administrator cannot disable themself (nobody might be left to undo it). The answer is
 * the account as the detail screen shows it, read afterwards as the platform role.
 */
export async function setUserStatus(
  db: Database,
  caller: AuthUser,
  userId: string,
  body: TUserStatusBody,
): Promise<TPlatformUserDetail> {
  const disabling = body.status === 'disabled';
  if (disabling && userId === caller.id) throw new AppError('SUPERADMIN-SELF-DISABLE');
  await db.run({ userId: caller.id }, async (tx) => {
    if (!(await setAccountDisabled(tx, userId, disabling))) throw new AppError('NOT_FOUND');
    if (disabling) await revokeOtherSessions(tx, userId, null);
    await recordSuperadminAction(tx, caller.id, disabling ? 'users.disable' : 'users.enable', userId);
  });
  return getUser(db, caller, userId);
}
