import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { anyOf, preparedByShape, preparedQuery, value } from '../../lib/db/prepared-query.ts';
import { branches } from '../clinics/clinics.table.ts';
import { branchCreditBalances, orders, payments } from './payments.table.ts';

export type BranchIds = { clinicId: number; branchId: number };
export type OrderType = 'storage_subscription' | 'credit_topup' | 'subscription';
export type SettledStatus = 'paid' | 'failed' | 'cancelled';

const ORDER_COLUMNS = {
  id: orders.id,
  clinicId: orders.clinicId,
  branchId: orders.branchId,
  type: orders.type,
  status: orders.status,
  totalSatang: orders.totalSatang,
  storageSizeGb: orders.storageSizeGb,
  durationMonths: orders.durationMonths,
  storageEndDate: orders.storageEndDate,
  createdAt: orders.createdAt,
};
export type OrderRow = {
  id: number;
  clinicId: number;
  branchId: number;
  type: string;
  status: string;
  totalSatang: number;
  storageSizeGb: number | null;
  durationMonths: number | null;
  storageEndDate: Date | null;
  createdAt: Date;
};

const PAYMENT_COLUMNS = {
  id: payments.id,
  clinicId: payments.clinicId,
  branchId: payments.branchId,
  orderId: payments.orderId,
  amountSatang: payments.amountSatang,
  status: payments.status,
  yimReferenceId: payments.yimReferenceId,
  ktbFastPayReferenceId: payments.ktbFastPayReferenceId,
  transactionId: payments.transactionId,
  errorCode: payments.errorCode,
  errorMessage: payments.errorMessage,
  cancelReason: payments.cancelReason,
  settledAt: payments.settledAt,
  createdAt: payments.createdAt,
};
export type PaymentRow = {
  id: number;
  clinicId: number;
  branchId: number;
  orderId: number;
  amountSatang: number;
  status: string;
  yimReferenceId: string;
  ktbFastPayReferenceId: string | null;
  transactionId: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  cancelReason: string | null;
  settledAt: Date | null;
  createdAt: Date;
};

/** An order and its one payment, both pending; the payment's reference is made from its id. */
export async function insertOrderWithPayment(
  tx: Tx,
  branch: BranchIds,
  order: { type: OrderType; totalSatang: number; storageSizeGb?: number; durationMonths?: number; createdBy: string },
  at: Date,
  referenceOf: (paymentId: number) => string,
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  const [created] = await tx
    .insert(orders)
    .values({ ...branch, ...order, createdAt: at })
    .returning(ORDER_COLUMNS);
  const [payment] = await tx
    .insert(payments)
    .values({
      ...branch,
      orderId: created!.id,
      amountSatang: order.totalSatang,
      // Replaced by the id-based reference below, in the same transaction.
      yimReferenceId: `pending-${created!.id}`,
      createdAt: at,
    })
    .returning({ id: payments.id });
  const [named] = await tx
    .update(payments)
    .set({ yimReferenceId: referenceOf(payment!.id) })
    .where(and(eq(payments.clinicId, branch.clinicId), eq(payments.id, payment!.id)))
    .returning(PAYMENT_COLUMNS);
  return { order: created!, payment: named! };
}

/**
 * The bank's reference of a payment, as the bank answered its creation. A callback that came
 * first has already written it (the same one); nothing else is touched.
 */
export async function setBankReference(
  tx: Tx,
  clinicId: number,
  paymentId: number,
  referenceId: string,
): Promise<void> {
  await tx
    .update(payments)
    .set({ ktbFastPayReferenceId: referenceId })
    .where(
      and(eq(payments.clinicId, clinicId), eq(payments.id, paymentId), sql`${payments.ktbFastPayReferenceId} is null`),
    );
}

/** A payment the bank could not open: it and its order are given up. */
export async function abandonPayment(tx: Tx, clinicId: number, paymentId: number, reason: string, at: Date) {
  const [row] = await tx
    .update(payments)
    .set({ status: 'failed', errorCode: reason, settledAt: at })
    .where(and(eq(payments.clinicId, clinicId), eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ orderId: payments.orderId });
  if (row) {
    await tx
      .update(orders)
      .set({ status: 'failed' })
      .where(and(eq(orders.clinicId, clinicId), eq(orders.id, row.orderId)));
  }
}

/** The payment of our reference, locked until the transaction ends (its settlement is decided once). */
export async function lockPaymentByYimReference(
  tx: Tx,
  clinicId: number,
  yimReferenceId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select(PAYMENT_COLUMNS)
    .from(payments)
    .where(and(eq(payments.clinicId, clinicId), eq(payments.yimReferenceId, yimReferenceId)))
    .for('update');
  return row;
}

export async function findPaymentByBankReference(
  tx: Tx,
  branch: BranchIds,
  referenceId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select(PAYMENT_COLUMNS)
    .from(payments)
    .where(
      and(
        eq(payments.clinicId, branch.clinicId),
        eq(payments.branchId, branch.branchId),
        eq(payments.ktbFastPayReferenceId, referenceId),
      ),
    );
  return row;
}

/**
 * Leaves `pending` for the bank's outcome: only a pending payment changes, so of two settlements
 * (a callback and a poll, a repeated callback, two at once) exactly one returns the row.
 */
export async function settlePayment(
  tx: Tx,
  clinicId: number,
  paymentId: number,
  outcome: {
    status: SettledStatus;
    ktbFastPayReferenceId: string;
    transactionId: string | null;
    errorCode: string | null;
    errorMessage: string | null;
    cancelReason: string | null;
    settledAt: Date;
  },
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set(outcome)
    .where(and(eq(payments.clinicId, clinicId), eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning(PAYMENT_COLUMNS);
  return row;
}

export async function setOrderSettled(
  tx: Tx,
  clinicId: number,
  orderId: number,
  change: { status: SettledStatus; paidAt: Date | null; storageEndDate?: Date },
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set(change)
    .where(and(eq(orders.clinicId, clinicId), eq(orders.id, orderId)))
    .returning(ORDER_COLUMNS);
  return row!;
}

export async function findOrder(tx: Tx, clinicId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select(ORDER_COLUMNS)
    .from(orders)
    .where(and(eq(orders.clinicId, clinicId), eq(orders.id, orderId)));
  return row;
}

/** Adds to the branch's credit (the row is made on the first top-up). */
export async function addCredit(tx: Tx, branch: BranchIds, satang: number, at: Date): Promise<void> {
  await tx
    .insert(branchCreditBalances)
    .values({ ...branch, balanceSatang: satang, updatedAt: at })
    .onConflictDoUpdate({
      target: branchCreditBalances.branchId,
      set: { balanceSatang: sql`${branchCreditBalances.balanceSatang} + ${satang}`, updatedAt: at },
    });
}

export async function creditOf(tx: Tx, branch: BranchIds): Promise<number> {
  const [row] = await tx
    .select({ balanceSatang: branchCreditBalances.balanceSatang })
    .from(branchCreditBalances)
    .where(and(eq(branchCreditBalances.clinicId, branch.clinicId), eq(branchCreditBalances.branchId, branch.branchId)));
  return row?.balanceSatang ?? 0;
}

/** The branch's plan as it stands (end and quota). */
export async function storagePlanOf(
  tx: Tx,
  branch: BranchIds,
): Promise<{ expiresAt: Date | null; quotaBytes: number }> {
  const [row] = await tx
    .select({ expiresAt: branches.fileStoreExpiration, quotaBytes: branches.fileStoreQuotaBytes })
    .from(branches)
    .where(and(eq(branches.clinicId, branch.clinicId), eq(branches.id, branch.branchId)));
  return row!;
}

/**
 * A paid plan: the end moves on by the months from the later of now and the current end, and the
 * quota becomes the plan's, in one statement under the row's lock.
 */
export async function extendStoragePlan(
  tx: Tx,
  branch: BranchIds,
  plan: { months: number; quotaBytes: number },
  now: Date,
): Promise<Date> {
  const [row] = await tx
    .update(branches)
    .set({
      fileStoreExpiration: sql`greatest(${now}::timestamptz, coalesce(${branches.fileStoreExpiration}, ${now}::timestamptz)) + make_interval(months => ${plan.months}::integer)`,
      fileStoreQuotaBytes: plan.quotaBytes,
    })
    .where(and(eq(branches.clinicId, branch.clinicId), eq(branches.id, branch.branchId)))
    .returning({ expiresAt: branches.fileStoreExpiration });
  return row!.expiresAt!;
}

const SORTS = {
  createdAt: orders.createdAt,
  totalBahts: orders.totalSatang,
  type: orders.type,
  status: orders.status,
} as const;

/** The order a page is sorted in: one prepared statement per sort (ADR 0017). */
type OrderPageShape = { sort: keyof typeof SORTS; descending: boolean };

const branchOrders = () => and(eq(orders.clinicId, value('clinicId')), eq(orders.branchId, value('branchId')));

const selectOrderPage = preparedByShape<OrderPageShape, Record<string, unknown>, OrderRow[]>(
  'orders_page',
  (tx, { sort, descending }) =>
    tx
      .select(ORDER_COLUMNS)
      .from(orders)
      .where(branchOrders())
      .orderBy(descending ? desc(SORTS[sort]) : asc(SORTS[sort]), descending ? desc(orders.id) : asc(orders.id))
      .offset(value('offset'))
      .limit(value('limit')),
);

const countOrders = preparedQuery<BranchIds, { n: number }[]>('orders_count', (tx, name) =>
  tx.select({ n: count() }).from(orders).where(branchOrders()).prepare(name),
);

export async function listOrders(
  tx: Tx,
  branch: BranchIds,
  page: OrderPageShape & { offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const ids = { clinicId: branch.clinicId, branchId: branch.branchId };
  const rows = await selectOrderPage(
    tx,
    { sort: page.sort, descending: page.descending },
    { ...ids, offset: page.offset, limit: page.limit },
  );
  const [total] = await countOrders(tx, ids);
  return { rows, total: total?.n ?? 0 };
}

/** One statement whatever the number of orders on a page (ADR 0017). */
const selectPaymentsOfOrders = preparedQuery<{ clinicId: number; orderIds: readonly number[] }, PaymentRow[]>(
  'payments_of_orders',
  (tx, name) =>
    tx
      .select(PAYMENT_COLUMNS)
      .from(payments)
      .where(and(eq(payments.clinicId, value('clinicId')), anyOf(payments.orderId, 'orderIds')))
      .orderBy(asc(payments.id))
      .prepare(name),
);

export async function paymentsOfOrders(tx: Tx, clinicId: number, orderIds: readonly number[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  return selectPaymentsOfOrders(tx, { clinicId, orderIds });
}

/** Where the plan would end if `months` were paid at `now` (the same rule as extendStoragePlan). */
export async function quoteStorageEnd(tx: Tx, branch: BranchIds, months: number, now: Date): Promise<Date> {
  const [row] = await tx
    .select({
      end: sql<Date>`greatest(${now}::timestamptz, coalesce(${branches.fileStoreExpiration}, ${now}::timestamptz)) + make_interval(months => ${months}::integer)`.mapWith(
        branches.fileStoreExpiration,
      ),
    })
    .from(branches)
    .where(and(eq(branches.clinicId, branch.clinicId), eq(branches.id, branch.branchId)));
  return row!.end;
}
