import {
  PRICED_KINDS,
  type MasterKind,
  type MasterSource,
  type TMasterEntry,
  type TMasterListQuery,
  type TPricedEntryInput,
} from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { toEntryValues, toMasterEntry } from './master-lists.mapper.ts';
import { findCategory } from './master-categories.repo.ts';
import {
  findEntry,
  findEntryNames,
  findUsableEntryIds,
  hideEntry,
  incrementTimeUse,
  insertEntry,
  listEntries,
  removeUnusedEntry,
  setOwnFavorite,
  setSchemeFavorite,
  unlessDuplicate,
  updateEntry,
  type EntryRow,
} from './master-lists.repo.ts';

/** Who changes a list, where: the registrar's resolved branch and the signed-in caller. */
export type MasterWriter = { tx: Tx; branch: BranchScope; userId: string };

/** The national catalogues a list merges: scheme entries always, ICD-10 (-TM) when asked; none for labs. */
function schemeSourcesOf(kind: MasterKind, query: TMasterListQuery): Exclude<MasterSource, 'branch'>[] {
  if (kind === 'lab') return [];
  if (kind === 'treatDiag') return query.includeICD10 ? ['scheme', 'icd10'] : ['scheme'];
  if (kind === 'treat') return query.includeICD10TM ? ['scheme', 'icd10tm'] : ['scheme'];
  return ['scheme'];
}

/** GET /api/master/{kind}/{c}/{b}: favourites first, the branch's own entries, then national ones. */
export async function listMasterEntries(tx: Tx, branch: BranchScope, kind: MasterKind, query: TMasterListQuery) {
  const { rows, total } = await listEntries(
    tx,
    branch,
    { kind, keyword: query.keyword || undefined, cateId: query.cateId, schemeSources: schemeSourcesOf(kind, query) },
    query,
  );
  return { list: rows.map(toMasterEntry), total };
}

/** GET /api/master/{treat|item}/{c}/{b}/{id}: hidden entries too, since records still name them. */
export async function getMasterEntry(tx: Tx, branch: BranchScope, kind: MasterKind, id: number): Promise<TMasterEntry> {
  const row = await findEntry(tx, branch, kind, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toMasterEntry(row);
}

/** An own, visible entry to change; national entries are read-only. */
async function changeableEntry(tx: Tx, branch: BranchScope, kind: MasterKind, id: number): Promise<EntryRow> {
  const row = await findEntry(tx, branch, kind, id);
  if (!row || row.deleted_at !== null) throw new AppError('NOT_FOUND');
  if (row.source !== 'branch') throw new AppError('MASTER-SCHEME-READ-ONLY');
  return row;
}

async function assertCategory(tx: Tx, branch: BranchScope, kind: MasterKind, cateId: number | null) {
  if (cateId !== null && !(await findCategory(tx, branch, kind, cateId))) {
    throw new AppError('MASTER-CATEGORY-NOT-FOUND');
  }
}

export async function createMasterEntry(
  { tx, branch, userId }: MasterWriter,
  kind: MasterKind,
  input: TPricedEntryInput,
): Promise<TMasterEntry> {
  await assertCategory(tx, branch, kind, input.cateId);
  const values = toEntryValues(input, PRICED_KINDS.includes(kind));
  const id = await unlessDuplicate(tx, (inner) => insertEntry(inner, branch, kind, values));
  if (id === null) throw new AppError('MASTER-CODE-EXISTS');
  const created = await getMasterEntry(tx, branch, kind, id);
  await writeAudit(tx, branch, userId, { entity: `master.${kind}`, entityId: id, action: 'create', after: created });
  return created;
}

export async function updateMasterEntry(
  { tx, branch, userId }: MasterWriter,
  kind: MasterKind,
  id: number,
  input: TPricedEntryInput,
): Promise<TMasterEntry> {
  const before = toMasterEntry(await changeableEntry(tx, branch, kind, id));
  await assertCategory(tx, branch, kind, input.cateId);
  const values = toEntryValues(input, PRICED_KINDS.includes(kind));
  const changed = await unlessDuplicate(tx, (inner) => updateEntry(inner, branch, kind, id, values));
  if (changed === null) throw new AppError('MASTER-CODE-EXISTS');
  const after = await getMasterEntry(tx, branch, kind, id);
  await writeAudit(tx, branch, userId, { entity: `master.${kind}`, entityId: id, action: 'update', before, after });
  return after;
}

/**
 * DELETE: an entry no record has used is removed; one that records use (timeUse, or a record
 * referencing it) is hidden: gone from lists, still readable for the records that name it.
 */
export async function deleteMasterEntry({ tx, branch, userId }: MasterWriter, kind: MasterKind, id: number) {
  const before = toMasterEntry(await changeableEntry(tx, branch, kind, id));
  const removed = await removeUnusedEntry(tx, branch, kind, id);
  if (!removed) await hideEntry(tx, branch, kind, id);
  await writeAudit(tx, branch, userId, { entity: `master.${kind}`, entityId: id, action: 'delete', before });
  return { id, hidden: !removed };
}

/** POST/DELETE /api/master/{kind}/fav/{c}/{b}/{id}: national entries may be favourites too. */
export async function setMasterFavorite(
  { tx, branch, userId }: MasterWriter,
  kind: MasterKind,
  id: number,
  favorite: boolean,
) {
  const row = await findEntry(tx, branch, kind, id);
  if (!row || row.deleted_at !== null) throw new AppError('NOT_FOUND');
  if (row.source === 'branch') await setOwnFavorite(tx, branch, kind, id, favorite);
  else await setSchemeFavorite(tx, branch, id, favorite);
  await writeAudit(tx, branch, userId, {
    entity: `master.${kind}`,
    entityId: id,
    action: 'update',
    before: { favorite: row.favorite },
    after: { favorite },
  });
  return { id, favorite };
}

/**
 * Counts one use of each named entry at the branch (timeUse): the treatment, diagnosis, item
 * and appointment features call this in the transaction that records them.
 */
export async function recordMasterUse(tx: Tx, branch: BranchScope, entryIds: readonly number[]): Promise<void> {
  await incrementTimeUse(tx, branch, [...new Set(entryIds)]);
}

/** The ids among `ids` that are not live entries of `kind` at the branch (a booking's planned treatments). */
export async function unknownMasterEntryIds(
  tx: Tx,
  branch: BranchScope,
  kind: MasterKind,
  ids: readonly number[],
): Promise<number[]> {
  const known = new Set(await findUsableEntryIds(tx, branch, kind, [...new Set(ids)]));
  return ids.filter((id) => !known.has(id));
}

/** Thai and English names of entries by id, for showing what a booking or a visit lists. */
export async function masterEntryNames(
  tx: Tx,
  branch: Pick<BranchScope, 'clinicId' | 'branchId'>,
  kind: MasterKind,
  ids: readonly number[],
): Promise<Map<number, { nameTh: string; nameEn: string }>> {
  const rows = await findEntryNames(tx, branch, kind, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}
