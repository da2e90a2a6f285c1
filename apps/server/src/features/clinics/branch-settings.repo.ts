import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { branches, rooms } from './clinics.table.ts';

const SETTINGS_COLUMNS = {
  url: branches.url,
  code: branches.code,
  name: branches.name,
  nameEn: branches.nameEn,
  address: branches.address,
  addressEn: branches.addressEn,
  tel: branches.tel,
  taxId: branches.taxId,
  apptDuration: branches.apptDuration,
  openingTime: branches.openingTime,
  closingTime: branches.closingTime,
  linkedWithKtbPaotang: branches.linkedWithKtbPaotang,
  linkedWithNhso: branches.linkedWithNhso,
};

export type BranchSettingsRow = Awaited<ReturnType<typeof findBranchSettings>>;
export type BranchSettingsChange = Omit<NonNullable<BranchSettingsRow>, 'url' | 'code'>;

/** The branch's own fields; the row is locked when `forUpdate`, so two saves apply one after the other. */
export async function findBranchSettings(tx: Tx, scope: BranchScope, forUpdate = false) {
  const query = tx
    .select(SETTINGS_COLUMNS)
    .from(branches)
    .where(and(eq(branches.clinicId, scope.clinicId), eq(branches.id, scope.branchId)));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function updateBranchSettings(tx: Tx, scope: BranchScope, change: BranchSettingsChange) {
  await tx
    .update(branches)
    .set(change)
    .where(and(eq(branches.clinicId, scope.clinicId), eq(branches.id, scope.branchId)));
}

/** Every room of the branch, deactivated ones too, in display order. */
export async function listBranchRooms(tx: Tx, scope: BranchScope) {
  return tx
    .select({ id: rooms.id, name: rooms.name, sortOrder: rooms.sortOrder, deletedAt: rooms.deletedAt })
    .from(rooms)
    .where(and(eq(rooms.clinicId, scope.clinicId), eq(rooms.branchId, scope.branchId)))
    .orderBy(asc(rooms.sortOrder), asc(rooms.id));
}

export async function insertRoom(tx: Tx, scope: BranchScope, room: { name: string; sortOrder: number }) {
  await tx.insert(rooms).values({ clinicId: scope.clinicId, branchId: scope.branchId, ...room });
}

/** Renames, reorders, deactivates or brings back a room; deactivation keeps the row for history. */
export async function updateRoom(
  tx: Tx,
  scope: BranchScope,
  id: number,
  room: { name: string; sortOrder: number; active: boolean },
) {
  await tx
    .update(rooms)
    .set({
      name: room.name,
      sortOrder: room.sortOrder,
      // A room deactivated earlier keeps the time it was deactivated.
      deletedAt: room.active ? null : sql`coalesce(${rooms.deletedAt}, now())`,
    })
    .where(and(eq(rooms.clinicId, scope.clinicId), eq(rooms.branchId, scope.branchId), eq(rooms.id, id)));
}
