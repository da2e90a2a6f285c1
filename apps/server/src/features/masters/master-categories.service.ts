import type { MasterKind, TCategoryListQuery, TMasterCategoryInput } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import {
  countCategoryEntries,
  findCategory,
  insertCategory,
  listCategories,
  removeCategory,
  updateCategory,
} from './master-categories.repo.ts';
import { unlessDuplicate } from './master-lists.repo.ts';
import type { MasterWriter } from './master-lists.service.ts';

/** The categories of a list (apptTreatCate, treatDiagCate, treatCate, itemCate), by code. */
export function listMasterCategories(tx: Tx, branch: BranchScope, kind: MasterKind, query: TCategoryListQuery) {
  return listCategories(tx, branch, kind, { ...query, keyword: query.keyword || undefined });
}

export async function createMasterCategory(
  { tx, branch, userId }: MasterWriter,
  kind: MasterKind,
  input: TMasterCategoryInput,
) {
  const created = await unlessDuplicate(tx, (inner) => insertCategory(inner, branch, kind, input));
  if (!created) throw new AppError('MASTER-CODE-EXISTS');
  await writeAudit(tx, branch, userId, {
    entity: `master.${kind}Cate`,
    entityId: created.id,
    action: 'create',
    after: created,
  });
  return created;
}

export async function updateMasterCategory(
  { tx, branch, userId }: MasterWriter,
  kind: MasterKind,
  id: number,
  input: TMasterCategoryInput,
) {
  const before = await findCategory(tx, branch, kind, id);
  if (!before) throw new AppError('NOT_FOUND');
  const after = await unlessDuplicate(tx, (inner) => updateCategory(inner, branch, kind, id, input));
  if (!after) throw new AppError('MASTER-CODE-EXISTS');
  await writeAudit(tx, branch, userId, { entity: `master.${kind}Cate`, entityId: id, action: 'update', before, after });
  return after;
}

/** A category with visible entries stays; one only hidden entries name is hidden; else removed. */
export async function deleteMasterCategory({ tx, branch, userId }: MasterWriter, kind: MasterKind, id: number) {
  const before = await findCategory(tx, branch, kind, id);
  if (!before) throw new AppError('NOT_FOUND');
  const entries = await countCategoryEntries(tx, branch, kind, id);
  if (entries.visible > 0) throw new AppError('MASTER-CATEGORY-IN-USE');
  const hidden = entries.hidden > 0;
  await removeCategory(tx, branch, kind, id, hidden);
  await writeAudit(tx, branch, userId, { entity: `master.${kind}Cate`, entityId: id, action: 'delete', before });
  return { id, hidden };
}
