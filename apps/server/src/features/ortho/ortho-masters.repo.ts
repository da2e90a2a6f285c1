import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../lib/db/database.ts';
import { anyOf, preparedByShape, preparedQuery, value } from '../../lib/db/prepared-query.ts';
import { containsPattern } from '../masters/master-lists.repo.ts';
import { orthoPackageItems, orthoPackages, orthoTemplates, type OrthoItemSnapshot } from './ortho.table.ts';

/** The branch a master belongs to: every query names it (RLS checks the clinic again). */
export type BranchIds = { clinicId: number; branchId: number };

export type MasterRow = typeof orthoPackages.$inferSelect;
export type TemplateRow = typeof orthoTemplates.$inferSelect;
export type PackageValues = {
  nameTh: string;
  nameEn: string;
  items: OrthoItemSnapshot[];
  priceSatang: number;
  visits: number;
  instalments: number;
};

/** Whether a page is searched by name: one prepared statement each way (ADR 0017). */
type SearchShape = { keyword: boolean };
type Page = { keyword?: string; offset: number; limit: number };

/** The Thai or the English name contains the keyword's pattern (the `pattern` value). */
function nameContains(table: { nameTh: AnyPgColumn; nameEn: AnyPgColumn }, shape: SearchShape) {
  if (!shape.keyword) return undefined;
  return or(ilike(table.nameTh, value('pattern')), ilike(table.nameEn, value('pattern')));
}

/** The shape and values of a page; the keyword's LIKE wildcards are taken literally. */
function searchOf(page: Page) {
  const shape: SearchShape = { keyword: Boolean(page.keyword) };
  const values = { pattern: page.keyword ? containsPattern(page.keyword) : undefined };
  return { shape, values, paging: { ...values, limit: page.limit, offset: page.offset } };
}

const liveMastersOf = (shape: SearchShape) =>
  and(
    eq(orthoPackages.clinicId, value('clinicId')),
    eq(orthoPackages.branchId, value('branchId')),
    isNull(orthoPackages.deletedAt),
    nameContains(orthoPackages, shape),
  );

const selectMasterPage = preparedByShape<SearchShape, Record<string, unknown>, MasterRow[]>(
  'ortho_masters_page',
  (tx, shape) =>
    tx
      .select()
      .from(orthoPackages)
      .where(liveMastersOf(shape))
      .orderBy(asc(orthoPackages.nameTh), asc(orthoPackages.id))
      .limit(value('limit'))
      .offset(value('offset')),
);

const countMasters = preparedByShape<SearchShape, Record<string, unknown>, { n: number }[]>(
  'ortho_masters_count',
  (tx, shape) => tx.select({ n: count() }).from(orthoPackages).where(liveMastersOf(shape)),
);

/** A page of the branch's live masters, by name. */
export async function listMasters(tx: Tx, scope: BranchIds, page: Page): Promise<{ rows: MasterRow[]; total: number }> {
  const { shape, values, paging } = searchOf(page);
  const branch = { clinicId: scope.clinicId, branchId: scope.branchId };
  const rows = await selectMasterPage(tx, shape, { ...branch, ...paging });
  const [total] = await countMasters(tx, shape, { ...branch, ...values });
  return { rows, total: total?.n ?? 0 };
}

/** A live master of the branch; `lock` holds it for a change. */
export async function findMaster(tx: Tx, scope: BranchIds, id: number, lock = false): Promise<MasterRow | undefined> {
  const query = tx
    .select()
    .from(orthoPackages)
    .where(
      and(
        eq(orthoPackages.clinicId, scope.clinicId),
        eq(orthoPackages.branchId, scope.branchId),
        eq(orthoPackages.id, id),
        isNull(orthoPackages.deletedAt),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** One statement whatever the number of packages on a page (ADR 0017). */
const selectPackageItems = preparedQuery<
  BranchIds & { packageIds: readonly number[] },
  (OrthoItemSnapshot & { packageId: number })[]
>('ortho_package_items_of', (tx, name) =>
  tx
    .select({
      packageId: orthoPackageItems.packageId,
      nameTh: orthoPackageItems.nameTh,
      nameEn: orthoPackageItems.nameEn,
      priceSatang: orthoPackageItems.priceSatang,
    })
    .from(orthoPackageItems)
    .where(
      and(
        eq(orthoPackageItems.clinicId, value('clinicId')),
        eq(orthoPackageItems.branchId, value('branchId')),
        anyOf(orthoPackageItems.packageId, 'packageIds'),
      ),
    )
    .orderBy(asc(orthoPackageItems.packageId), asc(orthoPackageItems.sort))
    .prepare(name),
);

/** The items of some masters, in their order. */
export async function findMasterItems(
  tx: Tx,
  scope: BranchIds,
  packageIds: readonly number[],
): Promise<Map<number, OrthoItemSnapshot[]>> {
  const byPackage = new Map<number, OrthoItemSnapshot[]>(packageIds.map((id) => [id, []]));
  if (packageIds.length === 0) return byPackage;
  const rows = await selectPackageItems(tx, { clinicId: scope.clinicId, branchId: scope.branchId, packageIds });
  for (const { packageId, ...item } of rows) byPackage.get(packageId)?.push(item);
  return byPackage;
}

/** Another live master of the branch with this name (case aside), the rule of spec clinic §5. */
export async function masterNameTaken(tx: Tx, scope: BranchIds, nameTh: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orthoPackages.id })
    .from(orthoPackages)
    .where(
      and(
        eq(orthoPackages.clinicId, scope.clinicId),
        eq(orthoPackages.branchId, scope.branchId),
        isNull(orthoPackages.deletedAt),
        sql`lower(${orthoPackages.nameTh}) = lower(${nameTh})`,
        exceptId === undefined ? undefined : sql`${orthoPackages.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertMaster(tx: Tx, scope: BranchIds, userId: string, values: PackageValues): Promise<number> {
  const { items, ...fields } = values;
  const [row] = await tx
    .insert(orthoPackages)
    .values({ ...fields, clinicId: scope.clinicId, branchId: scope.branchId, createdBy: userId, updatedBy: userId })
    .returning({ id: orthoPackages.id });
  await insertItems(tx, scope, row!.id, items);
  return row!.id;
}

async function insertItems(tx: Tx, scope: BranchIds, packageId: number, items: readonly OrthoItemSnapshot[]) {
  if (items.length === 0) return;
  await tx
    .insert(orthoPackageItems)
    .values(
      items.map((item, sort) => ({ ...item, sort, packageId, clinicId: scope.clinicId, branchId: scope.branchId })),
    );
}

/** The master's fields and items as a whole (items are not referenced by id: they are replaced). */
export async function updateMaster(tx: Tx, scope: BranchIds, id: number, userId: string, values: PackageValues) {
  const { items, ...fields } = values;
  await tx
    .update(orthoPackages)
    .set({
      ...fields,
      updatedBy: userId,
      updatedAt: sql`greatest(now(), ${orthoPackages.updatedAt} + interval '1 millisecond')`,
    })
    .where(
      and(
        eq(orthoPackages.clinicId, scope.clinicId),
        eq(orthoPackages.branchId, scope.branchId),
        eq(orthoPackages.id, id),
      ),
    );
  await tx
    .delete(orthoPackageItems)
    .where(
      and(
        eq(orthoPackageItems.clinicId, scope.clinicId),
        eq(orthoPackageItems.branchId, scope.branchId),
        eq(orthoPackageItems.packageId, id),
      ),
    );
  await insertItems(tx, scope, id, items);
}

export async function markMasterDeleted(tx: Tx, scope: BranchIds, id: number, userId: string): Promise<void> {
  await tx
    .update(orthoPackages)
    .set({ deletedAt: sql`now()`, updatedBy: userId, updatedAt: sql`now()` })
    .where(
      and(
        eq(orthoPackages.clinicId, scope.clinicId),
        eq(orthoPackages.branchId, scope.branchId),
        eq(orthoPackages.id, id),
      ),
    );
}

// ---- National templates: a global table every request reads; its write policies admit super-administrators only ----

const liveTemplatesOf = (shape: SearchShape) =>
  and(isNull(orthoTemplates.deletedAt), nameContains(orthoTemplates, shape));

const selectTemplatePage = preparedByShape<SearchShape, Record<string, unknown>, TemplateRow[]>(
  'ortho_templates_page',
  (tx, shape) =>
    tx
      .select()
      .from(orthoTemplates)
      .where(liveTemplatesOf(shape))
      .orderBy(asc(orthoTemplates.nameTh), asc(orthoTemplates.id))
      .limit(value('limit'))
      .offset(value('offset')),
);

const countTemplates = preparedByShape<SearchShape, Record<string, unknown>, { n: number }[]>(
  'ortho_templates_count',
  (tx, shape) => tx.select({ n: count() }).from(orthoTemplates).where(liveTemplatesOf(shape)),
);

export async function listTemplates(tx: Tx, page: Page): Promise<{ rows: TemplateRow[]; total: number }> {
  const { shape, values, paging } = searchOf(page);
  const rows = await selectTemplatePage(tx, shape, paging);
  const [total] = await countTemplates(tx, shape, values);
  return { rows, total: total?.n ?? 0 };
}

export async function findTemplate(tx: Tx, id: number, lock = false): Promise<TemplateRow | undefined> {
  const query = tx
    .select()
    .from(orthoTemplates)
    .where(and(eq(orthoTemplates.id, id), isNull(orthoTemplates.deletedAt)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function templateNameTaken(tx: Tx, nameTh: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orthoTemplates.id })
    .from(orthoTemplates)
    .where(
      and(
        isNull(orthoTemplates.deletedAt),
        sql`lower(${orthoTemplates.nameTh}) = lower(${nameTh})`,
        exceptId === undefined ? undefined : sql`${orthoTemplates.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertTemplate(tx: Tx, values: PackageValues): Promise<TemplateRow> {
  const [row] = await tx.insert(orthoTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(tx: Tx, id: number, values: PackageValues | { deletedAt: Date }) {
  const [row] = await tx
    .update(orthoTemplates)
    .set({ ...values, updatedAt: sql`greatest(now(), ${orthoTemplates.updatedAt} + interval '1 millisecond')` })
    .where(and(eq(orthoTemplates.id, id), isNull(orthoTemplates.deletedAt)))
    .returning();
  return row;
}

const selectAllTemplates = preparedQuery<Record<string, never>, TemplateRow[]>('ortho_templates_all', (tx, name) =>
  tx
    .select()
    .from(orthoTemplates)
    .where(isNull(orthoTemplates.deletedAt))
    .orderBy(asc(orthoTemplates.nameTh))
    .limit(200)
    .prepare(name),
);

/** Every live template, newest name order, for the assignment picker. */
export function allTemplates(tx: Tx): Promise<TemplateRow[]> {
  return selectAllTemplates(tx, {});
}

const selectAllMasters = preparedQuery<BranchIds, MasterRow[]>('ortho_masters_all', (tx, name) =>
  tx
    .select()
    .from(orthoPackages)
    .where(
      and(
        eq(orthoPackages.clinicId, value('clinicId')),
        eq(orthoPackages.branchId, value('branchId')),
        isNull(orthoPackages.deletedAt),
      ),
    )
    .orderBy(asc(orthoPackages.nameTh), desc(orthoPackages.id))
    .limit(500)
    .prepare(name),
);

/** Every live master of the branch, for the assignment picker. */
export function allMasters(tx: Tx, scope: BranchIds): Promise<MasterRow[]> {
  return selectAllMasters(tx, { clinicId: scope.clinicId, branchId: scope.branchId });
}
