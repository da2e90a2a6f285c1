import { and, eq, gte, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { receipts } from '../receipts/receipts.table.ts';

/** Where a report reads: the branch, inside its clinic (RLS checks the clinic again). */
export type BranchIds = { clinicId: number; branchId: number };
export type DayRange = { startDate: string; endDate: string };

/**
 * Receipts of the branch made on the range's Bangkok days. The bounds are instants, so the
 * (clinic, branch, created_at) index answers the range without computing a day per row.
 */
export function receiptsOfRange(scope: BranchIds, range: DayRange): SQL {
  return and(
    eq(receipts.clinicId, scope.clinicId),
    eq(receipts.branchId, scope.branchId),
    gte(receipts.createdAt, sql`(${range.startDate}::date)::timestamp at time zone 'Asia/Bangkok'`),
    lt(receipts.createdAt, sql`(${range.endDate}::date + 1)::timestamp at time zone 'Asia/Bangkok'`),
  )!;
}

/** The same, live receipts only: a cancelled receipt counts in no total. */
export function liveReceiptsOfRange(scope: BranchIds, range: DayRange): SQL {
  return and(receiptsOfRange(scope, range), isNull(receipts.cancelledAt))!;
}

/** A receipt's Bangkok day, YYYY-MM-DD. */
export const receiptDay = sql<string>`to_char(${receipts.createdAt} at time zone 'Asia/Bangkok', 'YYYY-MM-DD')`;

/** Sums come back from PostgreSQL as bigint text; satang totals stay far below 2^53. */
export const sumSatangSql = (column: AnyColumn | SQL) => sql<string>`coalesce(sum(${column}), 0)::bigint::text`;
