import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { users } from '../auth/users.table.ts';
import { branchMembers } from '../clinics/clinics.table.ts';
import type { BranchIds } from './report-scope.repo.ts';

/** A member of the branch (present or past) with their name and fee share, or undefined. */
export async function findBranchMember(tx: Tx, scope: BranchIds, userId: string) {
  const [row] = await tx
    .select({
      name: sql<string>`trim(${users.firstNameTh} || ' ' || ${users.lastNameTh})`,
      feeSharePercent: sql<string | null>`${branchMembers.drFeeSharePercent}::text`,
    })
    .from(branchMembers)
    .innerJoin(users, eq(users.id, branchMembers.userId))
    .where(
      and(
        eq(branchMembers.clinicId, scope.clinicId),
        eq(branchMembers.branchId, scope.branchId),
        eq(branchMembers.userId, userId),
      ),
    );
  if (!row) return undefined;
  return { name: row.name, feeSharePercent: row.feeSharePercent === null ? null : Number(row.feeSharePercent) };
}
