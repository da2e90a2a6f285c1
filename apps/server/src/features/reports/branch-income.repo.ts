import { and, asc, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { users } from '../auth/users.table.ts';
import { branchMembers } from '../clinics/clinics.table.ts';
import { paymentMethods } from '../masters/master-lists.table.ts';
import { receiptItems, receiptPayments, receipts } from '../receipts/receipts.table.ts';
import { treatments } from '../treatments/treatments.table.ts';
import {
  liveReceiptsOfRange,
  receiptDay,
  receiptsOfRange,
  sumSatangSql,
  type BranchIds,
  type DayRange,
} from './report-scope.repo.ts';

const toInt = (value: string | number | null | undefined) => Number(value ?? 0);

/** The range's receipt totals in one pass: live ones summed, cancelled ones only counted. */
export async function sumBranchReceipts(tx: Tx, scope: BranchIds, range: DayRange) {
  const live = sql`${receipts.cancelledAt} is null`;
  const [row] = await tx
    .select({
      receiptCount: sql<number>`count(*) filter (where ${live})::int`,
      cancelledCount: sql<number>`count(*) filter (where not ${live})::int`,
      paid: sql<string>`coalesce(sum(${receipts.paidSatang}) filter (where ${live}), 0)::bigint::text`,
      discount: sql<string>`coalesce(sum(${receipts.discountSatang}) filter (where ${live}), 0)::bigint::text`,
      overdue: sql<string>`coalesce(sum(${receipts.overdueSatang}) filter (where ${live}), 0)::bigint::text`,
    })
    .from(receipts)
    .where(receiptsOfRange(scope, range));
  return {
    receiptCount: toInt(row?.receiptCount),
    cancelledCount: toInt(row?.cancelledCount),
    paidSatang: toInt(row?.paid),
    discountSatang: toInt(row?.discount),
    overdueSatang: toInt(row?.overdue),
  };
}

/** Money taken per Bangkok day; days without a live receipt are absent. */
export async function sumIncomePerDay(tx: Tx, scope: BranchIds, range: DayRange) {
  const rows = await tx
    .select({ date: receiptDay, receiptCount: sql<number>`count(*)::int`, paid: sumSatangSql(receipts.paidSatang) })
    .from(receipts)
    .where(liveReceiptsOfRange(scope, range))
    .groupBy(receiptDay)
    .orderBy(receiptDay);
  return rows.map((r) => ({ date: r.date, receiptCount: toInt(r.receiptCount), paidSatang: toInt(r.paid) }));
}

/** Lines of live receipts of the range, by the doctor of the record each line belongs to. */
function doctorLines(scope: BranchIds, range: DayRange, doctorUid?: string) {
  return and(liveReceiptsOfRange(scope, range), doctorUid ? eq(treatments.doctorUid, doctorUid) : undefined);
}

/**
 * What each doctor's lines were paid, with the fee share set in staff (branch_members). A
 * doctor who has left keeps their income; their share is the one still on their membership row.
 */
export async function sumIncomePerDoctor(tx: Tx, scope: BranchIds, range: DayRange, doctorUid?: string) {
  const rows = await tx
    .select({
      doctorUid: treatments.doctorUid,
      doctorName: sql<string>`max(trim(${users.firstNameTh} || ' ' || ${users.lastNameTh}))`,
      receiptCount: countDistinct(receipts.id),
      lineCount: sql<number>`count(*) filter (where ${receiptItems.paidSatang} > 0)::int`,
      paid: sumSatangSql(receiptItems.paidSatang),
      feeSharePercent: sql<string | null>`max(${branchMembers.drFeeSharePercent})::text`,
    })
    .from(receiptItems)
    .innerJoin(
      receipts,
      and(
        eq(receipts.clinicId, receiptItems.clinicId),
        eq(receipts.branchId, receiptItems.branchId),
        eq(receipts.id, receiptItems.receiptId),
      ),
    )
    .innerJoin(
      treatments,
      and(eq(treatments.clinicId, receiptItems.clinicId), eq(treatments.id, receiptItems.treatmentId)),
    )
    .innerJoin(users, eq(users.id, treatments.doctorUid))
    .leftJoin(
      branchMembers,
      and(
        eq(branchMembers.clinicId, receipts.clinicId),
        eq(branchMembers.branchId, receipts.branchId),
        eq(branchMembers.userId, treatments.doctorUid),
      ),
    )
    .where(doctorLines(scope, range, doctorUid))
    .groupBy(treatments.doctorUid)
    .orderBy(desc(sql`sum(${receiptItems.paidSatang})`), asc(treatments.doctorUid));
  return rows.map((r) => ({
    doctorUid: r.doctorUid,
    doctorName: r.doctorName,
    receiptCount: toInt(r.receiptCount),
    lineCount: toInt(r.lineCount),
    paidSatang: toInt(r.paid),
    feeSharePercent: r.feeSharePercent === null ? null : Number(r.feeSharePercent),
  }));
}

/** A doctor's money per Bangkok day. */
export async function sumDoctorIncomePerDay(tx: Tx, scope: BranchIds, range: DayRange, doctorUid: string) {
  const rows = await tx
    .select({
      date: receiptDay,
      lineCount: sql<number>`count(*) filter (where ${receiptItems.paidSatang} > 0)::int`,
      paid: sumSatangSql(receiptItems.paidSatang),
    })
    .from(receiptItems)
    .innerJoin(
      receipts,
      and(
        eq(receipts.clinicId, receiptItems.clinicId),
        eq(receipts.branchId, receiptItems.branchId),
        eq(receipts.id, receiptItems.receiptId),
      ),
    )
    .innerJoin(
      treatments,
      and(eq(treatments.clinicId, receiptItems.clinicId), eq(treatments.id, receiptItems.treatmentId)),
    )
    .where(doctorLines(scope, range, doctorUid))
    .groupBy(receiptDay)
    .orderBy(receiptDay);
  return rows.map((r) => ({ date: r.date, lineCount: toInt(r.lineCount), paidSatang: toInt(r.paid) }));
}

/** Paid lines by name (treatments and items as printed), the best paid first; optionally one doctor's. */
export async function sumIncomePerItem(tx: Tx, scope: BranchIds, range: DayRange, doctorUid?: string) {
  const paid = sql`sum(${receiptItems.paidSatang})`;
  const query = tx
    .select({
      name: receiptItems.nameTh,
      nameEn: sql<string>`max(${receiptItems.nameEn})`,
      quantity: sql<number>`sum(${receiptItems.quantity}) filter (where ${receiptItems.paidSatang} > 0)`,
      lineCount: sql<number>`count(*) filter (where ${receiptItems.paidSatang} > 0)::int`,
      paid: sumSatangSql(receiptItems.paidSatang),
    })
    .from(receiptItems)
    .innerJoin(
      receipts,
      and(
        eq(receipts.clinicId, receiptItems.clinicId),
        eq(receipts.branchId, receiptItems.branchId),
        eq(receipts.id, receiptItems.receiptId),
      ),
    );
  const joined = doctorUid
    ? query.innerJoin(
        treatments,
        and(eq(treatments.clinicId, receiptItems.clinicId), eq(treatments.id, receiptItems.treatmentId)),
      )
    : query;
  const rows = await joined
    .where(doctorLines(scope, range, doctorUid))
    .groupBy(receiptItems.nameTh)
    .having(sql`${paid} > 0`)
    .orderBy(desc(paid), asc(receiptItems.nameTh));
  return rows.map((r) => ({
    name: r.name,
    nameEn: r.nameEn,
    quantity: toInt(r.quantity),
    lineCount: toInt(r.lineCount),
    paidSatang: toInt(r.paid),
  }));
}

export type PaymentGrouping = 'day' | 'week' | 'month';

/** Money taken per period and payment method; a period is named by its first day. */
export async function sumPaymentsPerPeriod(tx: Tx, scope: BranchIds, range: DayRange, groupBy: PaymentGrouping) {
  const local = sql`${receipts.createdAt} at time zone 'Asia/Bangkok'`;
  // A literal, not a parameter: the select and the group by must be the same expression.
  const unit = sql.raw({ day: `'day'`, week: `'week'`, month: `'month'` }[groupBy]);
  const period = sql<string>`to_char(date_trunc(${unit}, ${local}), 'YYYY-MM-DD')`;
  const rows = await tx
    .select({
      period,
      methodId: receiptPayments.methodId,
      name: sql<string>`max(${paymentMethods.nameTh})`,
      nameEn: sql<string>`max(${paymentMethods.nameEn})`,
      count: sql<number>`count(*)::int`,
      amount: sumSatangSql(receiptPayments.amountSatang),
    })
    .from(receiptPayments)
    .innerJoin(
      receipts,
      and(
        eq(receipts.clinicId, receiptPayments.clinicId),
        eq(receipts.branchId, receiptPayments.branchId),
        eq(receipts.id, receiptPayments.receiptId),
      ),
    )
    .innerJoin(paymentMethods, eq(paymentMethods.id, receiptPayments.methodId))
    .where(liveReceiptsOfRange(scope, range))
    .groupBy(period, receiptPayments.methodId)
    .orderBy(period, receiptPayments.methodId);
  return rows.map((r) => ({
    period: r.period,
    methodId: r.methodId,
    name: r.name,
    nameEn: r.nameEn,
    count: toInt(r.count),
    amountSatang: toInt(r.amount),
  }));
}
