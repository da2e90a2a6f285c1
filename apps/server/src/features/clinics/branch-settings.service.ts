import type { TBranchSettings, TBranchSettingsInput } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import {
  findBranchSettings,
  insertRoom,
  listBranchRooms,
  updateBranchSettings as saveBranchFields,
  updateRoom,
} from './branch-settings.repo.ts';

/** GET /api/branch/{c}/{b}: the branch's fields and every room, deactivated ones marked. */
export async function getBranchSettings(tx: Tx, scope: BranchScope): Promise<TBranchSettings> {
  const row = await findBranchSettings(tx, scope);
  if (!row) throw new AppError('BRANCH-NOT-FOUND');
  const roomRows = await listBranchRooms(tx, scope);
  const { apptDuration, openingTime, closingTime, ...fields } = row;
  return {
    ...fields,
    confApptDuration: apptDuration,
    confOpeningTime: openingTime,
    confClosingTime: closingTime,
    rooms: roomRows.map((room) => ({
      id: room.id,
      name: room.name,
      sortOrder: room.sortOrder,
      active: room.deletedAt === null,
    })),
  };
}

/**
 * PUT /api/branch/{c}/{b}: the fields, then the rooms in the order given (renamed, reordered,
 * deactivated or added); a room id of another branch or clinic is not found. One audit row
 * with the settings before and after.
 */
export async function updateBranchSettings(
  tx: Tx,
  scope: BranchScope,
  userId: string,
  input: TBranchSettingsInput,
): Promise<TBranchSettings> {
  if (!(await findBranchSettings(tx, scope, true))) throw new AppError('BRANCH-NOT-FOUND');
  const before = await getBranchSettings(tx, scope);
  const known = new Set(before.rooms.map((room) => room.id));
  if (input.rooms.some((room) => room.id !== undefined && !known.has(room.id))) throw new AppError('NOT_FOUND');

  const { rooms, confApptDuration, confOpeningTime, confClosingTime, ...fields } = input;
  await saveBranchFields(tx, scope, {
    ...fields,
    apptDuration: confApptDuration,
    openingTime: confOpeningTime,
    closingTime: confClosingTime,
  });
  // Rooms the list names come first in its order; rooms it leaves out keep their order after them.
  const leftOut = before.rooms.filter((room) => !rooms.some((r) => r.id === room.id));
  for (const [index, room] of rooms.entries()) {
    if (room.id === undefined) await insertRoom(tx, scope, { name: room.name, sortOrder: index + 1 });
    else await updateRoom(tx, scope, room.id, { ...room, sortOrder: index + 1 });
  }
  for (const [index, room] of leftOut.entries())
    await updateRoom(tx, scope, room.id, { ...room, sortOrder: rooms.length + index + 1 });

  const after = await getBranchSettings(tx, scope);
  await writeAudit(tx, scope, userId, {
    entity: 'branch.settings',
    entityId: scope.branchId,
    action: 'update',
    before,
    after,
  });
  return after;
}
