import type { z } from 'zod';
import { fullNames, type ZBranchUsersQuery, type ZBranchVerifyBody } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { LoginLimits } from '../../config.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { normalizeEmail } from '../auth/auth.service.ts';
import { decoyPasswordHash } from '../auth/password-hash.crypto.ts';
import { checkPasswordWithinBudget } from '../auth/password-attempts.service.ts';
import { findActiveMemberByEmail, listMembersWithRoles } from './branch-staff.repo.ts';

/** GET /api/user/{c}/{b}: members holding any of the roles asked for; former members on request. */
export async function listBranchUsers(tx: Tx, scope: BranchScope, query: z.output<typeof ZBranchUsersQuery>) {
  const rows = await listMembersWithRoles(
    tx,
    scope,
    query.roleIds.split(',').map(Number),
    query.activeMembersOnly === 'true',
  );
  return rows.map(({ user, roleIds: held, drApptColor, memberDeletedAt }) => ({
    uid: user.id,
    ...fullNames(user),
    firstNameTh: user.firstNameTh,
    lastNameTh: user.lastNameTh,
    firstNameEn: user.firstNameEn,
    lastNameEn: user.lastNameEn,
    email: user.email,
    userTypeId: user.userTypeId,
    drLicenseNo: user.drLicenseNo,
    drApptColor,
    contentId: user.contentId,
    authIdItems: held,
    deletedAt: (memberDeletedAt ?? user.deletedAt)?.toISOString() ?? null,
  }));
}

/**
 * POST /api/branch/verify/{c}/{b}: another member signs in on this device for one action.
 * A wrong password and a non-member answer alike; argon2 runs outside the transaction; the
 * attempt counts against the account's sign-in budget like any password check.
 */
export async function verifyBranchMember(
  db: Database,
  limits: LoginLimits,
  scope: BranchScope,
  { body, ip }: { body: z.output<typeof ZBranchVerifyBody>; ip: string },
) {
  const email = normalizeEmail(body.username);
  const member = await db.run({ clinicId: scope.clinicId }, (tx) => findActiveMemberByEmail(tx, scope, email));
  const hash = member?.user.passwordHash ?? (await decoyPasswordHash());
  const matches = await checkPasswordWithinBudget(db, limits, { email, ip }, hash, body.password);
  if (!member || !matches || !member.user.activatedAt) throw new AppError('AUTH-INVALID-CREDENTIALS');
  return { uid: member.user.id, fullName: fullNames(member.user).fullName, authIdItems: member.roleIds };
}
