import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { MasterKind, TCategoryListQuery } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { preparedByShape, value } from '../../lib/db/prepared-query.ts';
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

/** Whether a page of categories is searched: one prepared statement per kind each way (ADR 0017). */
type CategoryShape = { kind: MasterKind; keyword: boolean };

function categoriesWhere(shape: CategoryShape) {
  return and(
    eq(masterCategories.clinicId, value('clinicId')),
    eq(masterCategories.branchId, value('branchId')),
    eq(masterCategories.kind, shape.kind),
    isNull(masterCategories.deletedAt),
    shape.keyword
      ? sql`(${masterCategories.code} || ' ' || ${masterCategories.nameTh} || ' ' || ${masterCategories.nameEn}) ilike ${value('pattern')}`
      : undefined,
  );
}

const selectCategoryPage = preparedByShape('master_categories_page', (tx: Tx, shape: CategoryShape) =>
  tx
    .select(categoryColumns)
    .from(masterCategories)
    .where(categoriesWhere(shape))
    .orderBy(asc(masterCategories.code), asc(masterCategories.id))
    .limit(value('limit'))
    .offset(value('offset')),
);

const countCategories = preparedByShape('master_categories_count', (tx: Tx, shape: CategoryShape) =>
  tx
    .select({ n: sql<number>`count(*)::int` })
    .from(masterCategories)
    .where(categoriesWhere(shape)),
);

export async function listCategories(tx: Tx, scope: ListScope, kind: MasterKind, query: TCategoryListQuery) {
  const shape: CategoryShape = { kind, keyword: Boolean(query.keyword) };
  const values = {
    clinicId: scope.clinicId,
    branchId: scope.branchId,
    pattern: query.keyword ? containsPattern(query.keyword) : undefined,
  };
  const list = await selectCategoryPage(tx, shape, { ...values, limit: query.limit, offset: query.offset });
  const [count] = await countCategories(tx, shape, values);
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
