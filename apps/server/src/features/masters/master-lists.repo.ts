import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { MasterKind, MasterSource } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { anyOf, preparedByShape, preparedQuery, value } from '../../lib/db/prepared-query.ts';
import { masterEntries, schemeEntries, schemeEntryMarks } from './master-lists.table.ts';

/** The branch a master-list query works in; RLS checks the clinic again. */
export type ListScope = { clinicId: number; branchId: number };

/** One row of a list as the database answers it (snake case), before the mapper. */
export type EntryRow = {
  id: number;
  cate_id: number | null;
  code: string;
  name_th: string;
  name_en: string;
  price_satang: number | null;
  unit: string;
  favorite: boolean;
  time_use: number;
  branch_id: number;
  source: MasterSource;
  deleted_at: string | Date | null;
};

export type EntryFilter = {
  kind: MasterKind;
  keyword?: string;
  cateId?: number;
  /** National sources merged into the list besides the branch's own rows. */
  schemeSources: Exclude<MasterSource, 'branch'>[];
};

/** `%keyword%` with the LIKE wildcards of the keyword itself taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ownSearch = sql`(${masterEntries.code} || ' ' || ${masterEntries.nameTh} || ' ' || ${masterEntries.nameEn})`;
const schemeSearch = sql`(${schemeEntries.code} || ' ' || ${schemeEntries.nameTh} || ' ' || ${schemeEntries.nameEn})`;

/**
 * Which filters a list request gives, not their values: one prepared statement per shape (ADR
 * 0017). The kind and the national sources are few and fixed per screen, so they are part of the
 * shape; the branch, the category and the keyword's pattern are values.
 */
type ListShape = {
  kind: MasterKind;
  keyword: boolean;
  cateId: boolean;
  schemeSources: Exclude<MasterSource, 'branch'>[];
};

/** The branch's own rows and the national ones, as one relation with the wire's columns. */
function mergedEntries(shape: ListShape): SQL {
  const own = sql`select ${masterEntries.id} as id, ${masterEntries.cateId} as cate_id, ${masterEntries.code} as code,
      ${masterEntries.nameTh} as name_th, ${masterEntries.nameEn} as name_en, ${masterEntries.priceSatang} as price_satang,
      ${masterEntries.unit} as unit, ${masterEntries.favorite} as favorite, ${masterEntries.timeUse} as time_use,
      ${masterEntries.branchId} as branch_id, 'branch' as source, ${masterEntries.deletedAt} as deleted_at
    from ${masterEntries}
    where ${masterEntries.clinicId} = ${value('clinicId')} and ${masterEntries.branchId} = ${value('branchId')}
      and ${masterEntries.kind} = ${shape.kind} and ${masterEntries.deletedAt} is null
      ${shape.cateId ? sql`and ${masterEntries.cateId} = ${value('cateId')}` : sql``}
      ${shape.keyword ? sql`and ${ownSearch} ilike ${value('pattern')}` : sql``}`;
  // National entries have no category of the branch: a category filter leaves them out.
  if (shape.schemeSources.length === 0 || shape.cateId) return own;
  const national = sql`select ${schemeEntries.id}, null::integer, ${schemeEntries.code}, ${schemeEntries.nameTh},
      ${schemeEntries.nameEn}, ${schemeEntries.priceSatang}, ${schemeEntries.unit},
      coalesce(m.favorite, false), coalesce(m.time_use, 0), 0, ${schemeEntries.source}, null::timestamptz
    from ${schemeEntries}
    left join ${schemeEntryMarks} m on m.clinic_id = ${value('clinicId')} and m.branch_id = ${value('branchId')}
      and m.entry_id = ${schemeEntries.id}
    where ${schemeEntries.kind} = ${shape.kind}
      and ${schemeEntries.source} in (${sql.join(
        shape.schemeSources.map((s) => sql`${s}`),
        sql`, `,
      )})
      ${shape.keyword ? sql`and ${schemeSearch} ilike ${value('pattern')}` : sql``}`;
  return sql`${own} union all ${national}`;
}

/** The merged relation's columns, read as the database answers them (no mapping). */
const mergedColumns = {
  id: sql<number>`merged.id`,
  cate_id: sql<number | null>`merged.cate_id`,
  code: sql<string>`merged.code`,
  name_th: sql<string>`merged.name_th`,
  name_en: sql<string>`merged.name_en`,
  price_satang: sql<number | null>`merged.price_satang`,
  unit: sql<string>`merged.unit`,
  favorite: sql<boolean>`merged.favorite`,
  time_use: sql<number>`merged.time_use`,
  branch_id: sql<number>`merged.branch_id`,
  source: sql<MasterSource>`merged.source`,
  deleted_at: sql<string | Date | null>`merged.deleted_at`,
};

const selectEntryPage = preparedByShape<ListShape, Record<string, unknown>, EntryRow[]>(
  'master_entries_page',
  (tx, shape) =>
    tx
      .select(mergedColumns)
      .from(sql`(${mergedEntries(shape)}) as merged`)
      .orderBy(sql`merged.favorite desc, (merged.source <> 'branch'), merged.code, merged.id`)
      .limit(value('limit'))
      .offset(value('offset')),
);

const countEntries = preparedByShape<ListShape, Record<string, unknown>, { n: number }[]>(
  'master_entries_count',
  (tx, shape) => tx.select({ n: sql<number>`count(*)::int` }).from(sql`(${mergedEntries(shape)}) as merged`),
);

/**
 * A page of a list: favourites first ('รายการใช้ประจำ'), then the branch's own entries before
 * the national ones, each by code; and the count of all matches.
 */
export async function listEntries(
  tx: Tx,
  scope: ListScope,
  filter: EntryFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: EntryRow[]; total: number }> {
  const shape: ListShape = {
    kind: filter.kind,
    keyword: Boolean(filter.keyword),
    cateId: Boolean(filter.cateId),
    schemeSources: filter.schemeSources,
  };
  const values = {
    clinicId: scope.clinicId,
    branchId: scope.branchId,
    cateId: filter.cateId,
    pattern: filter.keyword ? containsPattern(filter.keyword) : undefined,
  };
  const rows = await selectEntryPage(tx, shape, { ...values, limit: page.limit, offset: page.offset });
  const [count] = await countEntries(tx, shape, values);
  return { rows, total: Number(count?.n ?? 0) };
}

/** One entry of the list by id: the branch's own (hidden ones too) or a national one. */
export async function findEntry(tx: Tx, scope: ListScope, kind: MasterKind, id: number): Promise<EntryRow | undefined> {
  const result = await tx.execute<EntryRow>(sql`select * from (
      select e.id, e.cate_id, e.code, e.name_th, e.name_en, e.price_satang, e.unit, e.favorite, e.time_use,
        e.branch_id, 'branch' as source, e.deleted_at
      from ${masterEntries} e
      where e.clinic_id = ${scope.clinicId} and e.branch_id = ${scope.branchId} and e.kind = ${kind} and e.id = ${id}
      union all
      select s.id, null::integer, s.code, s.name_th, s.name_en, s.price_satang, s.unit, coalesce(m.favorite, false),
        coalesce(m.time_use, 0), 0, s.source, null::timestamptz
      from ${schemeEntries} s
      left join ${schemeEntryMarks} m on m.clinic_id = ${scope.clinicId} and m.branch_id = ${scope.branchId} and m.entry_id = s.id
      where s.kind = ${kind} and s.id = ${id}
    ) as found limit 1`);
  return result.rows[0];
}

export type EntryValues = {
  cateId: number | null;
  code: string;
  nameTh: string;
  nameEn: string;
  priceSatang: number | null;
  unit: string;
};

export async function insertEntry(tx: Tx, scope: ListScope, kind: MasterKind, values: EntryValues): Promise<number> {
  const [row] = await tx
    .insert(masterEntries)
    .values({ clinicId: scope.clinicId, branchId: scope.branchId, kind, ...values })
    .returning({ id: masterEntries.id });
  return row!.id;
}

/** Changes a visible own entry; false when there is none with that id. */
export async function updateEntry(
  tx: Tx,
  scope: ListScope,
  kind: MasterKind,
  id: number,
  values: EntryValues,
): Promise<boolean> {
  const rows = await tx
    .update(masterEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ownEntry(scope, kind, id), isNull(masterEntries.deletedAt)))
    .returning({ id: masterEntries.id });
  return rows.length > 0;
}

function ownEntry(scope: ListScope, kind: MasterKind, id: number) {
  return and(
    eq(masterEntries.clinicId, scope.clinicId),
    eq(masterEntries.branchId, scope.branchId),
    eq(masterEntries.kind, kind),
    eq(masterEntries.id, id),
  );
}

/** Removes an own entry nothing names; false when a record references it (then it is hidden instead). */
export async function removeUnusedEntry(tx: Tx, scope: ListScope, kind: MasterKind, id: number): Promise<boolean> {
  try {
    // A savepoint: a foreign-key refusal must not abort the request's transaction.
    const removed = await tx.transaction(async (inner) =>
      inner
        .delete(masterEntries)
        .where(and(ownEntry(scope, kind, id), eq(masterEntries.timeUse, 0)))
        .returning({ id: masterEntries.id }),
    );
    return removed.length > 0;
  } catch (error) {
    if (databaseErrorCode(error) === '23503') return false;
    throw error;
  }
}

export async function hideEntry(tx: Tx, scope: ListScope, kind: MasterKind, id: number): Promise<void> {
  await tx
    .update(masterEntries)
    .set({ deletedAt: new Date(), favorite: false })
    .where(and(ownEntry(scope, kind, id), isNull(masterEntries.deletedAt)));
}

export async function setOwnFavorite(tx: Tx, scope: ListScope, kind: MasterKind, id: number, favorite: boolean) {
  await tx
    .update(masterEntries)
    .set({ favorite })
    .where(and(ownEntry(scope, kind, id), isNull(masterEntries.deletedAt)));
}

export async function setSchemeFavorite(tx: Tx, scope: ListScope, entryId: number, favorite: boolean) {
  await tx
    .insert(schemeEntryMarks)
    .values({ clinicId: scope.clinicId, branchId: scope.branchId, entryId, favorite })
    .onConflictDoUpdate({
      target: [schemeEntryMarks.clinicId, schemeEntryMarks.branchId, schemeEntryMarks.entryId],
      set: { favorite },
    });
}

/**
 * Counts one use of each entry (own or national) at the branch: called by the features that
 * record treatments, diagnoses, items and appointments. Ids of another branch change nothing.
 */
export async function incrementTimeUse(tx: Tx, scope: ListScope, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`update ${masterEntries} set time_use = time_use + 1
    where clinic_id = ${scope.clinicId} and branch_id = ${scope.branchId} and id in (${list})`);
  await tx.execute(sql`insert into ${schemeEntryMarks} (clinic_id, branch_id, entry_id, time_use)
    select ${scope.clinicId}, ${scope.branchId}, s.id, 1 from ${schemeEntries} s where s.id in (${list})
    on conflict (clinic_id, branch_id, entry_id) do update set time_use = scheme_entry_marks.time_use + 1`);
}

/** Which of `ids` are live entries of `kind` the branch can use: its own, or national ones. */
export async function findUsableEntryIds(
  tx: Tx,
  scope: ListScope,
  kind: MasterKind,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await tx.execute<{ id: number }>(sql`select id from ${masterEntries}
    where clinic_id = ${scope.clinicId} and branch_id = ${scope.branchId} and kind = ${kind}
      and deleted_at is null and id in (${list})
    union all select id from ${schemeEntries} where kind = ${kind} and id in (${list})`);
  return rows.rows.map((row) => Number(row.id));
}

/**
 * Names of entries by id, own or national: one statement whatever the number of ids (an array
 * parameter, not `in (…)`), so that it is prepared once per connection. The week's calendar and
 * the per-doctor board name their bookings' treatments through it (issue 21).
 */
const selectEntryNames = preparedQuery<
  { clinicId: number; branchId: number; kind: MasterKind; ids: number[] },
  { id: number; nameTh: string; nameEn: string }[]
>('master_entry_names', (tx, name) =>
  tx
    .select({ id: masterEntries.id, nameTh: masterEntries.nameTh, nameEn: masterEntries.nameEn })
    .from(masterEntries)
    .where(
      and(
        eq(masterEntries.clinicId, value('clinicId')),
        eq(masterEntries.branchId, value('branchId')),
        eq(masterEntries.kind, value('kind')),
        anyOf(masterEntries.id, 'ids'),
      ),
    )
    .unionAll(
      tx
        .select({ id: schemeEntries.id, nameTh: schemeEntries.nameTh, nameEn: schemeEntries.nameEn })
        .from(schemeEntries)
        .where(and(eq(schemeEntries.kind, value('kind')), anyOf(schemeEntries.id, 'ids'))),
    )
    .prepare(name),
);

/** Names of entries by id, own or national, deleted ones included (an old booking still names them). */
export async function findEntryNames(tx: Tx, scope: ListScope, kind: MasterKind, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return selectEntryNames(tx, { clinicId: scope.clinicId, branchId: scope.branchId, kind, ids: [...ids] });
}

/** The SQLSTATE of a database error, through Drizzle's wrapper (`cause`) or directly. */
export function databaseErrorCode(error: unknown): string | undefined {
  const direct = (error as { code?: unknown }).code;
  if (typeof direct === 'string') return direct;
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/** Runs a write in a savepoint and answers null instead of failing when it breaks a unique key. */
export async function unlessDuplicate<T>(tx: Tx, work: (inner: Tx) => Promise<T>): Promise<T | null> {
  try {
    return await tx.transaction((inner) => work(inner as Tx));
  } catch (error) {
    if (databaseErrorCode(error) === '23505') return null;
    throw error;
  }
}
