import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { branches, branchMembers, clinics, rooms } from './clinics.table.ts';

export async function findClinicByUrl(tx: Tx, url: string) {
  const rows = await tx.select().from(clinics).where(eq(clinics.url, url)).limit(1);
  return rows[0];
}

export async function findBranchByUrl(tx: Tx, clinicId: number, url: string) {
  const rows = await tx.select().from(branches)
    .where(and(eq(branches.clinicId, clinicId), eq(branches.url, url))).limit(1);
  return rows[0];
}

/** A branch with its clinic, in one read (the branch info of the login check). */
export async function findBranchWithClinic(tx: Tx, clinicId: number, branchId: number) {
  const rows = await tx.select({ branch: branches, clinic: clinics }).from(branches)
    .innerJoin(clinics, eq(clinics.id, branches.clinicId))
    .where(and(eq(branches.clinicId, clinicId), eq(branches.id, branchId))).limit(1);
  return rows[0];
}

/** The caller's live memberships in one clinic (every branch). */
export async function findMemberships(tx: Tx, clinicId: number, userId: string) {
  return tx.select({ branchId: branchMembers.branchId, roleIds: branchMembers.roleIds })
    .from(branchMembers)
    .where(and(eq(branchMembers.clinicId, clinicId), eq(branchMembers.userId, userId), isNull(branchMembers.deletedAt)));
}

export async function listRooms(tx: Tx, clinicId: number, branchId: number) {
  return tx.select({ id: rooms.id, name: rooms.name }).from(rooms)
    .where(and(eq(rooms.clinicId, clinicId), eq(rooms.branchId, branchId), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.sortOrder), asc(rooms.id));
}

/** Every branch the user works in, across clinics (visible through the member-read policies). */
export async function listBranchesOfUser(tx: Tx, userId: string) {
  const memberships = await tx.select({ branchId: branchMembers.branchId, roleIds: branchMembers.roleIds })
    .from(branchMembers)
    .where(and(eq(branchMembers.userId, userId), isNull(branchMembers.deletedAt)));
  if (memberships.length === 0) return [];
  const rows = await tx.select({
    branchId: branches.id, branchUrl: branches.url, branchCode: branches.code, branchName: branches.name,
    branchNameEn: branches.nameEn, clinicId: clinics.id, clinicUrl: clinics.url, clinicCode: clinics.code,
    clinicName: clinics.name, clinicNameEn: clinics.nameEn, clinicLogo: clinics.logoContentId,
  }).from(branches)
    .innerJoin(clinics, eq(clinics.id, branches.clinicId))
    .where(inArray(branches.id, memberships.map((m) => m.branchId)))
    .orderBy(asc(clinics.name), asc(branches.id));
  const rolesByBranch = new Map(memberships.map((m) => [m.branchId, m.roleIds]));
  return rows.map((row) => ({ ...row, roleIds: rolesByBranch.get(row.branchId) ?? [] }));
}
