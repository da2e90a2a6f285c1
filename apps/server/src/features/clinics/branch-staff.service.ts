import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZBranchUsersQuery, ZBranchVerifyBody } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { normalizeEmail } from '../auth/auth.service.ts';
import { decoyPasswordHash, verifyPassword } from '../auth/password-hash.ts';
import { users } from '../auth/users.table.ts';
import { branchMembers } from './clinics.table.ts';

/** GET /api/user/{c}/{b}: members holding any of the roles asked for; former members on request. */
export async function listBranchUsers(tx: Tx, scope: BranchScope, query: z.output<typeof ZBranchUsersQuery>) {
  const roleIds = query.roleIds.split(',').map(Number);
  const rows = await tx.select({
    user: users, roleIds: branchMembers.roleIds, drApptColor: branchMembers.drApptColor, memberDeletedAt: branchMembers.deletedAt,
  }).from(branchMembers)
    .innerJoin(users, eq(users.id, branchMembers.userId))
    .where(and(
      eq(branchMembers.clinicId, scope.clinicId),
      eq(branchMembers.branchId, scope.branchId),
      sql`${branchMembers.roleIds} && ${sql.raw(`ARRAY[${roleIds.join(',')}]::integer[]`)}`,
      query.activeMembersOnly === 'true' ? isNull(branchMembers.deletedAt) : sql`true`,
    ))
    .orderBy(users.firstNameTh, users.lastNameTh);
  return rows.map(({ user, roleIds: held, drApptColor, memberDeletedAt }) => ({
    uid: user.id,
    fullName: `${user.firstNameTh} ${user.lastNameTh}`.trim(),
    fullNameEn: `${user.firstNameEn} ${user.lastNameEn}`.trim(),
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
 * A wrong password and a non-member answer alike; argon2 runs outside the transaction.
 */
export async function verifyBranchMember(db: Database, scope: BranchScope, body: z.output<typeof ZBranchVerifyBody>) {
  const email = normalizeEmail(body.username);
  const member = await db.run({ clinicId: scope.clinicId }, async (tx) => {
    const rows = await tx.select({ user: users, roleIds: branchMembers.roleIds }).from(branchMembers)
      .innerJoin(users, eq(users.id, branchMembers.userId))
      .where(and(eq(branchMembers.clinicId, scope.clinicId), eq(branchMembers.branchId, scope.branchId),
        eq(users.email, email), isNull(branchMembers.deletedAt), isNull(users.deletedAt), isNull(users.disabledAt)))
      .limit(1);
    return rows[0];
  });
  const matches = await verifyPassword(member?.user.passwordHash ?? (await decoyPasswordHash()), body.password);
  if (!member || !matches || !member.user.activatedAt) throw new AppError('AUTH-INVALID-CREDENTIALS');
  return { uid: member.user.id, fullName: `${member.user.firstNameTh} ${member.user.lastNameTh}`.trim(), authIdItems: member.roleIds };
}
