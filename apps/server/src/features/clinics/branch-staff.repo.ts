import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { preparedByShape, value } from '../../lib/db/prepared-query.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { users } from '../auth/users.table.ts';
import { branchMembers } from './clinics.table.ts';

/** Whether former members are left out: one prepared statement each way (ADR 0017). */
type MembersShape = { activeOnly: boolean };

const selectMembersWithRoles = preparedByShape('branch_members_with_roles', (tx: Tx, { activeOnly }: MembersShape) =>
  tx
    .select({
      user: {
        id: users.id,
        email: users.email,
        firstNameTh: users.firstNameTh,
        lastNameTh: users.lastNameTh,
        firstNameEn: users.firstNameEn,
        lastNameEn: users.lastNameEn,
        userTypeId: users.userTypeId,
        drLicenseNo: users.drLicenseNo,
        contentId: users.contentId,
        deletedAt: users.deletedAt,
      },
      roleIds: branchMembers.roleIds,
      drApptColor: branchMembers.drApptColor,
      memberDeletedAt: branchMembers.deletedAt,
    })
    .from(branchMembers)
    .innerJoin(users, eq(users.id, branchMembers.userId))
    .where(
      and(
        eq(branchMembers.clinicId, value('clinicId')),
        eq(branchMembers.branchId, value('branchId')),
        sql`${branchMembers.roleIds} && ${value('roleIds')}::integer[]`,
        activeOnly ? isNull(branchMembers.deletedAt) : undefined,
      ),
    )
    .orderBy(users.firstNameTh, users.lastNameTh),
);

/** Members of the branch holding any of `roleIds`, with their users; former members too unless `activeOnly`. */
export function listMembersWithRoles(tx: Tx, scope: BranchScope, roleIds: number[], activeOnly: boolean) {
  return selectMembersWithRoles(tx, { activeOnly }, { clinicId: scope.clinicId, branchId: scope.branchId, roleIds });
}

/** An active member of the branch signing in with this e-mail, with their roles there. */
export async function findActiveMemberByEmail(tx: Tx, scope: BranchScope, email: string) {
  const rows = await tx
    .select({
      user: {
        id: users.id,
        firstNameTh: users.firstNameTh,
        lastNameTh: users.lastNameTh,
        firstNameEn: users.firstNameEn,
        lastNameEn: users.lastNameEn,
        passwordHash: users.passwordHash,
        activatedAt: users.activatedAt,
      },
      roleIds: branchMembers.roleIds,
    })
    .from(branchMembers)
    .innerJoin(users, eq(users.id, branchMembers.userId))
    .where(
      and(
        eq(branchMembers.clinicId, scope.clinicId),
        eq(branchMembers.branchId, scope.branchId),
        eq(users.email, email),
        isNull(branchMembers.deletedAt),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return rows[0];
}
