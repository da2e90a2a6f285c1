import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { MasterKind, TCategoryListQuery } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { containsPattern, type ListScope } from './master-lists.repo.ts';
import { masterCategories, masterEntries } from './master-lists.table.ts';

// The categories of the master lists (apptTreatCate, treatDiagCate, treatCate, itemCate): a
// branch's own, by code. The entries themselves are in master-lists.repo.ts.

const categoryColumns = {
  id: masterCategories.id,
  code: masterCategories.code,
  nameTh: masterCategories.nameTh,
  nameEn: masterCategories.nameEn,
  branchId: masterCategories.branchId,
};

function ownCategory(scope: ListScope, kind: MasterKind, id: number) {
  return and(
    eq(masterCategories.clinicId, scope.clinicId),
    eq(masterCategories.branchId, scope.branchId),
    eq(masterCategories.kind, kind),
    eq(masterCategories.id, id),
    isNull(masterCategories.deletedAt),
  );
}

export async function listCategories(tx: Tx, scope: ListScope, kind: MasterKind, query: TCategoryListQuery) {
  const where = and(
    eq(masterCategories.clinicId, scope.clinicId),
    eq(masterCategories.branchId, scope.branchId),
    eq(masterCategories.kind, kind),
    isNull(masterCategories.deletedAt),
    query.keyword
      ? sql`(${masterCategories.code} || ' ' || ${masterCategories.nameTh} || ' ' || ${masterCategories.nameEn}) ilike ${containsPattern(query.keyword)}`
      : undefined,
  );
  const list = await tx
    .select(categoryColumns)
    .from(masterCategories)
    .where(where)
    .orderBy(asc(masterCategories.code), asc(masterCategories.id))
    .limit(query.limit)
    .offset(query.offset);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(masterCategories)
    .where(where);
  return { list, total: Number(count?.n ?? 0) };
}

export async function findCategory(tx: Tx, scope: ListScope, kind: MasterKind, id: number) {
  const [row] = await tx
    .select(categoryColumns)
    .from(masterCategories)
    .where(ownCategory(scope, kind, id));
  return row;
}

export type CategoryValues = { code: string; nameTh: string; nameEn: string };

export async function insertCategory(tx: Tx, scope: ListScope, kind: MasterKind, values: CategoryValues) {
  const [row] = await tx
    .insert(masterCategories)
    .values({ clinicId: scope.clinicId, branchId: scope.branchId, kind, ...values })
    .returning(categoryColumns);
  return row!;
}

export async function updateCategory(tx: Tx, scope: ListScope, kind: MasterKind, id: number, values: CategoryValues) {
  const [row] = await tx
    .update(masterCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(ownCategory(scope, kind, id))
    .returning(categoryColumns);
  return row;
}

/** Entries of the category: visible ones block deleting it, hidden ones keep it as a hidden row. */
export async function countCategoryEntries(tx: Tx, scope: ListScope, kind: MasterKind, id: number) {
  const [row] = await tx
    .select({
      visible: sql<number>`count(*) filter (where ${masterEntries.deletedAt} is null)::int`,
      hidden: sql<number>`count(*) filter (where ${masterEntries.deletedAt} is not null)::int`,
    })
    .from(masterEntries)
    .where(
      and(
        eq(masterEntries.clinicId, scope.clinicId),
        eq(masterEntries.branchId, scope.branchId),
        eq(masterEntries.kind, kind),
        eq(masterEntries.cateId, id),
      ),
    );
  return { visible: Number(row?.visible ?? 0), hidden: Number(row?.hidden ?? 0) };
}

export async function removeCategory(tx: Tx, scope: ListScope, kind: MasterKind, id: number, hide: boolean) {
  if (hide) {
    await tx
      .update(masterCategories)
      .set({ deletedAt: new Date() })
      .where(ownCategory(scope, kind, id));
  } else {
    await tx.delete(masterCategories).where(ownCategory(scope, kind, id));
  }
}
