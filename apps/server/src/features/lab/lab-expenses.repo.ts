import { and, desc, eq, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { preparedByShape, value } from '../../lib/db/prepared-query.ts';
import { users } from '../auth/users.table.ts';
import { branchMembers } from '../clinics/clinics.table.ts';
import { containsPattern } from '../masters/master-lists.repo.ts';
import { masterCategories, masterEntries } from '../masters/master-lists.table.ts';
import type { PatientSearchTerms } from '../patients/patient-search.repo.ts';
import { patients } from '../patients/patients.table.ts';
import { labExpenses } from './lab-expenses.table.ts';
import type { LabExpenseFilterStatus, LabExpenseStatus } from '@yim/contract';

/** Where a lab expense query works: the branch, inside its clinic (RLS checks the clinic again). */
export type BranchIds = { clinicId: number; branchId: number };

export type LabExpenseValues = {
  patientId: number;
  doctorUid: string;
  companyId: number;
  productId: number;
  description: string;
  costSatang: number;
  sentDate: string;
  dueDate: string | null;
  receivedDate: string | null;
  status: LabExpenseStatus;
  note: string;
};

export type LabExpenseFilter = {
  startDate?: string;
  endDate?: string;
  status?: LabExpenseFilterStatus;
  companyId?: number;
  doctorUid?: string;
  keyword: PatientSearchTerms | null;
};

const selection = {
  id: labExpenses.id,
  branchId: labExpenses.branchId,
  patientId: labExpenses.patientId,
  patientDn: patients.dn,
  patientFirstName: patients.firstNameTh,
  patientLastName: patients.lastNameTh,
  doctorUid: labExpenses.doctorUid,
  doctorFirstName: users.firstNameTh,
  doctorLastName: users.lastNameTh,
  companyId: labExpenses.companyId,
  companyCode: masterCategories.code,
  companyName: masterCategories.nameTh,
  productId: labExpenses.productId,
  productCode: masterEntries.code,
  productName: masterEntries.nameTh,
  productNameEn: masterEntries.nameEn,
  description: labExpenses.description,
  costSatang: labExpenses.costSatang,
  sentDate: labExpenses.sentDate,
  dueDate: labExpenses.dueDate,
  receivedDate: labExpenses.receivedDate,
  status: labExpenses.status,
  note: labExpenses.note,
  cancelledAt: labExpenses.cancelledAt,
  cancelReason: labExpenses.cancelReason,
  createdBy: labExpenses.createdBy,
  createdAt: labExpenses.createdAt,
  updatedBy: labExpenses.updatedBy,
  updatedAt: labExpenses.updatedAt,
};

/** The expenses with what the screen names them by: patient, doctor, lab company and product. */
function selectExpenses(tx: Tx, where: SQL | undefined) {
  return tx
    .select(selection)
    .from(labExpenses)
    .innerJoin(patients, eq(patients.id, labExpenses.patientId))
    .innerJoin(users, eq(users.id, labExpenses.doctorUid))
    .innerJoin(masterCategories, eq(masterCategories.id, labExpenses.companyId))
    .innerJoin(masterEntries, eq(masterEntries.id, labExpenses.productId))
    .where(where);
}

export type LabExpenseRow = Awaited<ReturnType<typeof selectExpenses>>[number];

const inBranch = (scope: BranchIds) =>
  and(eq(labExpenses.clinicId, scope.clinicId), eq(labExpenses.branchId, scope.branchId));

/** One expense of the branch by id; `lock` holds it for a change. */
export async function findLabExpense(
  tx: Tx,
  scope: BranchIds,
  id: number,
  lock = false,
): Promise<LabExpenseRow | undefined> {
  const query = selectExpenses(tx, and(inBranch(scope), eq(labExpenses.id, id)));
  const [row] = await (lock ? query.for('update', { of: labExpenses }) : query);
  return row;
}

/**
 * Which filters a list request gives, not their values: the shape of its SQL. Each shape is a
 * prepared statement of its own (preparedByShape); the values travel as its parameters.
 */
type ListShape = {
  startDate: boolean;
  endDate: boolean;
  status: 'any' | 'cancelled' | 'live';
  companyId: boolean;
  doctorUid: boolean;
  /** The patient part of the keyword: whether it may be a DN, and how many terms it has. */
  keyword: { dn: boolean; terms: number } | null;
};

function listShape(filter: LabExpenseFilter): ListShape {
  return {
    startDate: Boolean(filter.startDate),
    endDate: Boolean(filter.endDate),
    status: filter.status === undefined ? 'any' : filter.status === 'cancelled' ? 'cancelled' : 'live',
    companyId: filter.companyId !== undefined,
    doctorUid: filter.doctorUid !== undefined,
    keyword: filter.keyword && { dn: filter.keyword.dn !== null, terms: filter.keyword.terms.length },
  };
}

/** The parameters of a list request's statement, named as `filterCondition` places them. */
function listValues(scope: BranchIds, filter: LabExpenseFilter): Record<string, unknown> {
  const values: Record<string, unknown> = {
    clinicId: scope.clinicId,
    branchId: scope.branchId,
    startDate: filter.startDate,
    endDate: filter.endDate,
    status: filter.status,
    companyId: filter.companyId,
    doctorUid: filter.doctorUid,
    dn: filter.keyword?.dn,
  };
  filter.keyword?.terms.forEach((term, index) => {
    values[`term${index}`] = containsPattern(term);
  });
  return values;
}

/**
 * The patient part of the keyword: a DN, or terms that must all occur in the patient's stored
 * search text. The branch's expenses are few beside the clinic's patients, so the filter runs on
 * the joined rows (no clinic-wide patient search behind it, unlike the patient list's function;
 * with 100,000 patients the plan still starts from the branch's expenses).
 */
function keywordCondition(keyword: ListShape['keyword']): SQL | undefined {
  if (keyword === null) return undefined;
  const terms = Array.from(
    { length: keyword.terms },
    (_, index) => sql`${patients.searchText} like ${value(`term${index}`)}`,
  );
  const byTerms = terms.length > 0 ? and(...terms) : undefined;
  const byDn = keyword.dn ? eq(patients.dn, value('dn')) : undefined;
  return or(byDn, byTerms) ?? sql`false`;
}

function filterCondition(shape: ListShape): SQL | undefined {
  return and(
    eq(labExpenses.clinicId, value('clinicId')),
    eq(labExpenses.branchId, value('branchId')),
    shape.startDate ? gte(labExpenses.sentDate, value('startDate')) : undefined,
    shape.endDate ? lte(labExpenses.sentDate, value('endDate')) : undefined,
    shape.status === 'cancelled' ? isNotNull(labExpenses.cancelledAt) : undefined,
    shape.status === 'live' ? and(isNull(labExpenses.cancelledAt), eq(labExpenses.status, value('status'))) : undefined,
    shape.companyId ? eq(labExpenses.companyId, value('companyId')) : undefined,
    shape.doctorUid ? eq(labExpenses.doctorUid, value('doctorUid')) : undefined,
    keywordCondition(shape.keyword),
  );
}

/** A page of the filtered expenses, newest sent first. */
const selectListPage = preparedByShape<ListShape, Record<string, unknown>, LabExpenseRow[]>(
  'lab_expenses_page',
  (tx, shape) =>
    selectExpenses(tx, filterCondition(shape))
      .orderBy(desc(labExpenses.sentDate), desc(labExpenses.id))
      .limit(value('limit'))
      .offset(value('offset')),
);

/** The count of all matches and the totals of those not cancelled (bigint sum: no overflow, no float). */
const selectListTotals = preparedByShape<
  ListShape,
  Record<string, unknown>,
  { total: number; liveCount: number; liveCost: string }[]
>('lab_expenses_totals', (tx, shape) =>
  tx
    .select({
      total: sql<number>`count(*)::int`,
      liveCount: sql<number>`(count(*) filter (where ${labExpenses.cancelledAt} is null))::int`,
      liveCost: sql<string>`coalesce(sum(${labExpenses.costSatang}) filter (where ${labExpenses.cancelledAt} is null), 0)::text`,
    })
    .from(labExpenses)
    .innerJoin(patients, eq(patients.id, labExpenses.patientId))
    .where(filterCondition(shape)),
);

/**
 * A page of the filtered expenses (newest sent first), the count of all matches and the totals
 * of those not cancelled, summed in satang by the database.
 */
export async function listLabExpenses(
  tx: Tx,
  scope: BranchIds,
  filter: LabExpenseFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: LabExpenseRow[]; total: number; liveCount: number; liveCostSatang: number }> {
  const shape = listShape(filter);
  const values = listValues(scope, filter);
  const rows = await selectListPage(tx, shape, { ...values, limit: page.limit, offset: page.offset });
  const [sums] = await selectListTotals(tx, shape, values);
  return {
    rows,
    total: Number(sums?.total ?? 0),
    liveCount: Number(sums?.liveCount ?? 0),
    liveCostSatang: Number(sums?.liveCost ?? 0),
  };
}

export async function insertLabExpense(
  tx: Tx,
  scope: BranchIds,
  userId: string,
  values: LabExpenseValues,
): Promise<number> {
  const [row] = await tx
    .insert(labExpenses)
    .values({ ...values, clinicId: scope.clinicId, branchId: scope.branchId, createdBy: userId, updatedBy: userId })
    .returning({ id: labExpenses.id });
  if (!row) throw new Error('lab expense insert returned no row');
  return row.id;
}

/** Changes a live expense; `updated_at` always moves on, so two edits never share a version. */
export async function updateLabExpense(
  tx: Tx,
  scope: BranchIds,
  id: number,
  userId: string,
  values: LabExpenseValues,
): Promise<void> {
  await tx
    .update(labExpenses)
    .set({
      ...values,
      updatedBy: userId,
      updatedAt: sql`greatest(now(), ${labExpenses.updatedAt} + interval '1 millisecond')`,
    })
    .where(and(inBranch(scope), eq(labExpenses.id, id), isNull(labExpenses.cancelledAt)));
}

export async function cancelLabExpense(
  tx: Tx,
  scope: BranchIds,
  id: number,
  userId: string,
  reason: string,
): Promise<void> {
  await tx
    .update(labExpenses)
    .set({
      cancelledAt: sql`now()`,
      cancelledBy: userId,
      cancelReason: reason,
      updatedBy: userId,
      updatedAt: sql`greatest(now(), ${labExpenses.updatedAt} + interval '1 millisecond')`,
    })
    .where(and(inBranch(scope), eq(labExpenses.id, id), isNull(labExpenses.cancelledAt)));
}

/** How the branch's lab costs are summed for a report: per Bangkok calendar day or month. */
export type LabCostGrouping = 'day' | 'month';

/**
 * The branch's lab costs sent within [startDate, endDate], cancelled ones left out, summed per
 * day (YYYY-MM-DD) or month (YYYY-MM) in satang, in date order; periods without costs are absent.
 */
export async function sumLabCosts(
  tx: Tx,
  scope: BranchIds,
  range: { startDate: string; endDate: string },
  groupBy: LabCostGrouping,
): Promise<{ period: string; count: number; costSatang: number }[]> {
  const period =
    groupBy === 'day'
      ? sql<string>`to_char(${labExpenses.sentDate}, 'YYYY-MM-DD')`
      : sql<string>`to_char(${labExpenses.sentDate}, 'YYYY-MM')`;
  const rows = await tx
    .select({
      period,
      count: sql<number>`count(*)::int`,
      cost: sql<string>`sum(${labExpenses.costSatang})::text`,
    })
    .from(labExpenses)
    .where(
      and(
        inBranch(scope),
        isNull(labExpenses.cancelledAt),
        gte(labExpenses.sentDate, range.startDate),
        lte(labExpenses.sentDate, range.endDate),
      ),
    )
    .groupBy(period)
    .orderBy(period);
  return rows.map((row) => ({ period: row.period, count: Number(row.count), costSatang: Number(row.cost) }));
}

/**
 * Whether the user is a doctor of the branch the work can be sent for: a doctor (role 2) now,
 * or the one the expense already names (a doctor who has left stays on their old expenses).
 */
export async function isBranchDoctor(tx: Tx, scope: BranchIds, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: branchMembers.id })
    .from(branchMembers)
    .innerJoin(users, eq(users.id, branchMembers.userId))
    .where(
      and(
        eq(branchMembers.clinicId, scope.clinicId),
        eq(branchMembers.branchId, scope.branchId),
        eq(branchMembers.userId, userId),
        isNull(branchMembers.deletedAt),
        isNull(users.deletedAt),
        sql`2 = any(${branchMembers.roleIds})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
