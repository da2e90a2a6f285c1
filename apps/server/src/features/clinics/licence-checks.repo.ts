import { and, eq, isNull } from 'drizzle-orm';
import type { TLicenceStatus } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { users } from '../auth/users.table.ts';
import { branchMembers } from './clinics.table.ts';
import { licenceChecks } from './licence-checks.table.ts';

/** An active member of the branch with the licence number and names of their profile. */
export async function findMemberLicence(tx: Tx, scope: BranchScope, userId: string) {
  const [row] = await tx
    .select({
      branchMemberId: branchMembers.id,
      userId: users.id,
      drLicenseNo: users.drLicenseNo,
      firstNameTh: users.firstNameTh,
      lastNameTh: users.lastNameTh,
    })
    .from(branchMembers)
    .innerJoin(users, eq(users.id, branchMembers.userId))
    .where(
      and(
        eq(branchMembers.clinicId, scope.clinicId),
        eq(branchMembers.branchId, scope.branchId),
        eq(branchMembers.userId, userId),
        isNull(branchMembers.deletedAt),
      ),
    );
  return row;
}

export async function insertLicenceCheck(
  tx: Tx,
  scope: BranchScope,
  row: {
    branchMemberId: number;
    userId: string;
    licenceNo: string;
    status: TLicenceStatus;
    holderNameTh: string | null;
    holderNameEn: string | null;
    nameMatches: boolean;
    sandbox: boolean;
    checkedBy: string;
  },
) {
  const [created] = await tx
    .insert(licenceChecks)
    .values({ clinicId: scope.clinicId, branchId: scope.branchId, ...row })
    .returning({ id: licenceChecks.id, checkedAt: licenceChecks.checkedAt });
  return created!;
}
