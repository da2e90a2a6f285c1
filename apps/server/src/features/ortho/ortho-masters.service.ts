import type { TOrthoMasterQuery, TOrthoPackage, TOrthoPackageInput } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { unlessDuplicate } from '../masters/master-lists.repo.ts';
import { toMasterPackage, toPackageValues, toTemplatePackage } from './ortho.mapper.ts';
import {
  allMasters,
  allTemplates,
  findMaster,
  findMasterItems,
  findTemplate,
  insertMaster,
  listMasters,
  listTemplates,
  markMasterDeleted,
  masterNameTaken,
  updateMaster,
} from './ortho-masters.repo.ts';

/** The audit entity of a branch's master package (its prices are money the clinic charges). */
export const ORTHO_MASTER_ENTITY = 'orthoPackage';

type Writer = { tx: Tx; branch: BranchScope; userId: string };

async function readMaster(tx: Tx, branch: BranchScope, id: number): Promise<TOrthoPackage | undefined> {
  const row = await findMaster(tx, branch, id);
  if (!row) return undefined;
  const items = await findMasterItems(tx, branch, [id]);
  return toMasterPackage(row, items.get(id) ?? []);
}

/** GET /api/orthoPackage/master/{c}/{b}: the branch's own masters, or the national templates. */
export async function listMasterPackages(tx: Tx, branch: BranchScope, query: TOrthoMasterQuery) {
  if (query.scope === 'template') {
    const { rows, total } = await listTemplates(tx, query);
    return { list: rows.map(toTemplatePackage), total };
  }
  const { rows, total } = await listMasters(tx, branch, query);
  const items = await findMasterItems(
    tx,
    branch,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => toMasterPackage(row, items.get(row.id) ?? [])), total };
}

/** GET /api/orthoPackage/{c}/{b}: what may be assigned here, the branch's masters first. */
export async function choosablePackages(tx: Tx, branch: BranchScope) {
  const masters = await allMasters(tx, branch);
  const items = await findMasterItems(
    tx,
    branch,
    masters.map((row) => row.id),
  );
  const templates = await allTemplates(tx);
  return {
    list: [...masters.map((row) => toMasterPackage(row, items.get(row.id) ?? [])), ...templates.map(toTemplatePackage)],
  };
}

/** GET /api/orthoPackage/{id}/master/{c}/{b}: a master of this branch, or a national template. */
export async function getMasterPackage(tx: Tx, branch: BranchScope, id: number): Promise<TOrthoPackage> {
  const master = await readMaster(tx, branch, id);
  if (master) return master;
  const template = await findTemplate(tx, id);
  if (template) return toTemplatePackage(template);
  throw new AppError('NOT_FOUND');
}

/** A master of the branch to change: a template's id is read-only here, any other id not found. */
async function masterToChange(tx: Tx, branch: BranchScope, id: number) {
  const row = await findMaster(tx, branch, id, true);
  if (row) return row;
  if (await findTemplate(tx, id)) throw new AppError('ORTHO-TEMPLATE-READ-ONLY');
  throw new AppError('NOT_FOUND');
}

/** POST: a new master; a live master of the branch with the same name is 'duplicated master ortho package name'. */
export async function createMasterPackage(writer: Writer, body: TOrthoPackageInput): Promise<TOrthoPackage> {
  const { tx, branch, userId } = writer;
  if (await masterNameTaken(tx, branch, body.nameTh)) throw new AppError('ORTHO-MASTER-DUPLICATED');
  // The unique index decides between two requests that passed the check together.
  const id = await unlessDuplicate(tx, (inner) => insertMaster(inner, branch, userId, toPackageValues(body)));
  if (id === null) throw new AppError('ORTHO-MASTER-DUPLICATED');
  const created = (await readMaster(tx, branch, id))!;
  await writeAudit(tx, branch, userId, { entity: ORTHO_MASTER_ENTITY, entityId: id, action: 'create', after: created });
  return created;
}

/** PUT: the master as a whole; patients' packages keep what they were sold. */
export async function updateMasterPackage(
  writer: Writer,
  id: number,
  body: TOrthoPackageInput,
): Promise<TOrthoPackage> {
  const { tx, branch, userId } = writer;
  await masterToChange(tx, branch, id);
  const before = (await readMaster(tx, branch, id))!;
  if (await masterNameTaken(tx, branch, body.nameTh, id)) throw new AppError('ORTHO-MASTER-DUPLICATED');
  const saved = await unlessDuplicate(tx, async (inner) => {
    await updateMaster(inner, branch, id, userId, toPackageValues(body));
    return true;
  });
  if (saved === null) throw new AppError('ORTHO-MASTER-DUPLICATED');
  const after = (await readMaster(tx, branch, id))!;
  await writeAudit(tx, branch, userId, { entity: ORTHO_MASTER_ENTITY, entityId: id, action: 'update', before, after });
  return after;
}

/** DELETE: hidden from the lists and the picker; its name may be used again. */
export async function deleteMasterPackage(writer: Writer, id: number): Promise<{ id: number }> {
  const { tx, branch, userId } = writer;
  await masterToChange(tx, branch, id);
  const before = await readMaster(tx, branch, id);
  await markMasterDeleted(tx, branch, id, userId);
  await writeAudit(tx, branch, userId, { entity: ORTHO_MASTER_ENTITY, entityId: id, action: 'delete', before });
  return { id };
}
