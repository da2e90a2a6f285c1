import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { users } from '../auth/users.table.ts';
import { branchMembers, clinics } from './clinics.table.ts';

/** The clinics the caller works in; their own memberships are visible in every clinic. */
export async function clinicsOfMember(tx: Tx, userId: string): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ clinicId: branchMembers.clinicId })
    .from(branchMembers)
    .where(and(eq(branchMembers.userId, userId), isNull(branchMembers.deletedAt)));
  return rows.map((row) => row.clinicId);
}

export async function clinicsWithLogo(tx: Tx, contentId: number): Promise<number[]> {
  const rows = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.logoContentId, contentId));
  return rows.map((row) => row.id);
}

export async function usersWithPicture(tx: Tx, contentId: number): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.contentId, contentId));
  return rows.map((row) => row.id);
}

/** Whether any of these users is an active member of the transaction's clinic `clinicId`. */
export async function hasActiveMemberAmong(tx: Tx, clinicId: number, userIds: string[]): Promise<boolean> {
  const rows = await tx
    .select({ id: branchMembers.id })
    .from(branchMembers)
    .where(
      and(
        eq(branchMembers.clinicId, clinicId),
        isNull(branchMembers.deletedAt),
        sql`${branchMembers.userId} = any(${sql.param(userIds)}::uuid[])`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
