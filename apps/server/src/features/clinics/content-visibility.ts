import { and, eq, isNull, sql } from 'drizzle-orm';
import { withinClinic } from '../../lib/db/clinic-scope.ts';
import type { Tx } from '../../lib/db/database.ts';
import { users } from '../auth/users.table.ts';
import { branchMembers, clinics } from './clinics.table.ts';

/** The clinics the caller works in; their own memberships are visible in every clinic. */
async function clinicsOf(tx: Tx, userId: string): Promise<number[]> {
  const rows = await tx.selectDistinct({ clinicId: branchMembers.clinicId }).from(branchMembers)
    .where(and(eq(branchMembers.userId, userId), isNull(branchMembers.deletedAt)));
  return rows.map((row) => row.clinicId);
}

/**
 * Who may see an avatar or a logo besides its uploader: the members of a clinic whose logo it is,
 * and the colleagues (anyone sharing a clinic) of a user whose profile picture it is. Everyone
 * else, including a fresh account with no clinic, learns nothing, so content ids cannot be walked
 * to collect staff photos across clinics.
 *
 * Colleagues' memberships are tenant rows: they are read one clinic of the caller at a time, with
 * the transaction moved into that clinic (a user works in one or two) and back to where it was.
 */
export async function isContentShownToUser(tx: Tx, contentId: number, userId: string): Promise<boolean> {
  const myClinics = await clinicsOf(tx, userId);
  if (myClinics.length === 0) return false;

  const logoOf = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.logoContentId, contentId));
  if (logoOf.some((clinic) => myClinics.includes(clinic.id))) return true;

  const pictureOf = await tx.select({ id: users.id }).from(users).where(eq(users.contentId, contentId));
  if (pictureOf.length === 0) return false;
  const owners = pictureOf.map((user) => user.id);
  for (const clinicId of myClinics) {
    const shared = await withinClinic(tx, clinicId, () => tx.select({ id: branchMembers.id }).from(branchMembers)
      .where(and(eq(branchMembers.clinicId, clinicId), isNull(branchMembers.deletedAt),
        sql`${branchMembers.userId} = any(${sql.param(owners)}::uuid[])`))
      .limit(1));
    if (shared.length > 0) return true;
  }
  return false;
}
