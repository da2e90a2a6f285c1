import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { branchMembers, rooms } from '../clinics/clinics.table.ts';
import { masterEntries } from '../masters/master-lists.table.ts';
import { patients } from '../patients/patients.table.ts';
import type { BranchIds } from './appointments.repo.ts';
import { appointments } from './appointments.table.ts';

// What the appointment generator (generate-appointments.service.ts) reads and writes.

/** The branch's live rooms in display order. */
export async function listLiveRoomIds(tx: Tx, scope: BranchIds): Promise<number[]> {
  const rows = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.clinicId, scope.clinicId), eq(rooms.branchId, scope.branchId), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.sortOrder), asc(rooms.id));
  return rows.map((row) => row.id);
}

/** Up to `limit` patients registered at the branch, oldest first: the people the days are made of. */
export async function listBranchPatientIds(tx: Tx, scope: BranchIds, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(
        eq(patients.clinicId, scope.clinicId),
        eq(patients.registeredBranchId, scope.branchId),
        isNull(patients.deletedAt),
      ),
    )
    .orderBy(asc(patients.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The branch's appointment treatments (master list 'apptTreat'). */
export async function listApptTreatIds(tx: Tx, scope: BranchIds): Promise<number[]> {
  const rows = await tx
    .select({ id: masterEntries.id })
    .from(masterEntries)
    .where(
      and(
        eq(masterEntries.clinicId, scope.clinicId),
        eq(masterEntries.branchId, scope.branchId),
        eq(masterEntries.kind, 'apptTreat'),
        isNull(masterEntries.deletedAt),
      ),
    )
    .orderBy(asc(masterEntries.id));
  return rows.map((row) => row.id);
}

/** Someone of the branch to name as the bookings' author: its earliest active member. */
export async function findFirstBranchMember(tx: Tx, scope: BranchIds): Promise<string | undefined> {
  const [row] = await tx
    .select({ userId: branchMembers.userId })
    .from(branchMembers)
    .where(
      and(
        eq(branchMembers.clinicId, scope.clinicId),
        eq(branchMembers.branchId, scope.branchId),
        isNull(branchMembers.deletedAt),
      ),
    )
    .orderBy(asc(branchMembers.id))
    .limit(1);
  return row?.userId;
}

/**
 * Live appointments of the clinic in [from, to) that hold one of the rooms or doctors: what a
 * generated appointment must not overlap (the demo's fortnight, an earlier run).
 */
export function listTakenPeriods(tx: Tx, clinicId: number, from: Date, to: Date, roomIds: number[], doctors: string[]) {
  const holders = [
    roomIds.length > 0 ? inArray(appointments.roomId, roomIds) : undefined,
    doctors.length > 0 ? inArray(appointments.doctorUid, doctors) : undefined,
  ].filter((condition) => condition !== undefined);
  return tx
    .select({
      roomId: appointments.roomId,
      doctorUid: appointments.doctorUid,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        isNull(appointments.cancelledAt),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
        or(...holders),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

/** One multi-row insert of generated appointments (the caller keeps each batch to a few thousand values). */
export async function insertAppointmentRows(
  tx: Tx,
  scope: BranchIds,
  rows: Omit<typeof appointments.$inferInsert, 'clinicId' | 'branchId'>[],
) {
  if (rows.length === 0) return;
  await tx
    .insert(appointments)
    .values(rows.map((row) => ({ ...row, clinicId: scope.clinicId, branchId: scope.branchId })));
}

/** Rooms added to the branch after its last one (named as the demo's: ห้องทำฟัน N). */
export async function insertRooms(tx: Tx, scope: BranchIds, values: { name: string; sortOrder: number }[]) {
  if (values.length === 0) return;
  await tx
    .insert(rooms)
    .values(values.map((room) => ({ ...room, clinicId: scope.clinicId, branchId: scope.branchId })));
}

/** The highest sort order of the branch's rooms, deactivated ones included (0 without rooms). */
export async function lastRoomSortOrder(tx: Tx, scope: BranchIds): Promise<number> {
  const rows = await tx
    .select({ sortOrder: rooms.sortOrder })
    .from(rooms)
    .where(and(eq(rooms.clinicId, scope.clinicId), eq(rooms.branchId, scope.branchId)));
  return Math.max(0, ...rows.map((row) => row.sortOrder));
}

/** Fresh planner statistics after a bulk load (as the owner: ANALYZE needs the table's owner). */
export async function analyzeAppointments(owner: Tx) {
  await owner.execute(sql`analyze ${appointments}`);
}
