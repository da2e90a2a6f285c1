import { asc, eq, sql } from 'drizzle-orm';
import { ROLE, type TNewBranch, type TNewClinic } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { branches, branchMembers, clinics } from './clinics.table.ts';

/**
 * A new clinic row from a request: create_clinic (migration 0014) inserts it as the owner once it
 * has checked that the transaction's user is a super-administrator. The new id, or null when the
 * url is taken (also by a concurrent creation that committed first).
 */
export async function insertClinicAsSuperadmin(tx: Tx, clinic: TNewClinic): Promise<number | null> {
  const result = await tx.execute<{ id: number | null }>(
    sql`select create_clinic(${clinic.url}, ${clinic.code}, ${clinic.name}, ${clinic.nameEn}) as id`,
  );
  const id = result.rows[0]?.id;
  return id === null || id === undefined ? null : Number(id);
}

/** The same insert on the owner's connections (the installation command, like the demo seed). */
export async function insertClinicAsOwner(tx: Tx, clinic: TNewClinic): Promise<number | null> {
  const rows = await tx
    .insert(clinics)
    .values({ url: clinic.url, code: clinic.code, name: clinic.name, nameEn: clinic.nameEn })
    .onConflictDoNothing({ target: clinics.url })
    .returning({ id: clinics.id });
  return rows[0]?.id ?? null;
}

/** A branch of the transaction's clinic; null when the clinic already has one with this url. */
export async function insertBranch(tx: Tx, clinicId: number, branch: TNewBranch): Promise<number | null> {
  const rows = await tx
    .insert(branches)
    .values({ clinicId, url: branch.url, code: branch.code, name: branch.name, nameEn: branch.nameEn })
    .onConflictDoNothing({ target: [branches.clinicId, branches.url] })
    .returning({ id: branches.id });
  return rows[0]?.id ?? null;
}

/** The manager role at a branch: a new membership, or the role added to an existing one. */
export async function grantManagerAt(tx: Tx, at: { clinicId: number; branchId: number }, userId: string) {
  await tx
    .insert(branchMembers)
    .values({ clinicId: at.clinicId, branchId: at.branchId, userId, roleIds: [ROLE.MANAGER] })
    .onConflictDoUpdate({
      target: [branchMembers.clinicId, branchMembers.branchId, branchMembers.userId],
      set: {
        roleIds: sql`case when ${ROLE.MANAGER}::integer = any(${branchMembers.roleIds}) then ${branchMembers.roleIds}
          else array_append(${branchMembers.roleIds}, ${ROLE.MANAGER}::integer) end`,
        deletedAt: null,
      },
    });
}

export async function findClinicFields(tx: Tx, clinicId: number) {
  const rows = await tx
    .select({
      url: clinics.url,
      code: clinics.code,
      name: clinics.name,
      nameEn: clinics.nameEn,
      logoContentId: clinics.logoContentId,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId))
    .limit(1);
  return rows[0];
}

export async function listClinicBranches(tx: Tx, clinicId: number) {
  return tx
    .select({ url: branches.url, code: branches.code, name: branches.name, nameEn: branches.nameEn })
    .from(branches)
    .where(eq(branches.clinicId, clinicId))
    .orderBy(asc(branches.id));
}

/** RLS (clinics_entered_update) lets the app role change only the clinic it is in. */
export async function updateClinicFields(
  tx: Tx,
  clinicId: number,
  fields: { name: string; nameEn: string; logoContentId: number | null },
): Promise<boolean> {
  const rows = await tx.update(clinics).set(fields).where(eq(clinics.id, clinicId)).returning({ id: clinics.id });
  return rows.length > 0;
}
