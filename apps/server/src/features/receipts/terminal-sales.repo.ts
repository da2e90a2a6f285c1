import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { anyOf, preparedQuery, value } from '../../lib/db/prepared-query.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { paymentMethodGroups, paymentMethods } from '../masters/master-lists.table.ts';
import { terminalSales } from './terminal-sales.table.ts';

/** The payment-method group whose methods are paid at the card terminal (masters' payments.data.ts). */
const CARD_GROUP = 'CARD';

const COLUMNS = {
  id: terminalSales.id,
  branchId: terminalSales.branchId,
  reference: terminalSales.reference,
  methodId: terminalSales.methodId,
  amountSatang: terminalSales.amountSatang,
  status: terminalSales.status,
  terminalSaleId: terminalSales.terminalSaleId,
  approvalCode: terminalSales.approvalCode,
  maskedPan: terminalSales.maskedPan,
  cardBrand: terminalSales.cardBrand,
  responseCode: terminalSales.responseCode,
  cancelRequestedAt: terminalSales.cancelRequestedAt,
  receiptId: terminalSales.receiptId,
  createdAt: terminalSales.createdAt,
  decidedAt: terminalSales.decidedAt,
};

export type TerminalSaleRow = {
  id: number;
  branchId: number;
  reference: string;
  methodId: number;
  amountSatang: number;
  status: string;
  terminalSaleId: string | null;
  approvalCode: string | null;
  maskedPan: string | null;
  cardBrand: string | null;
  responseCode: string | null;
  cancelRequestedAt: Date | null;
  receiptId: number | null;
  createdAt: Date;
  decidedAt: Date | null;
};

/** What the terminal said of a sale, as we keep it. */
export type TerminalState = Pick<
  TerminalSaleRow,
  'status' | 'terminalSaleId' | 'approvalCode' | 'maskedPan' | 'cardBrand' | 'responseCode' | 'decidedAt'
>;

/** The ids of the methods paid by card (the CARD group). */
export async function listCardMethodIds(tx: Tx): Promise<Set<number>> {
  const rows = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .innerJoin(paymentMethodGroups, eq(paymentMethodGroups.id, paymentMethods.groupId))
    .where(eq(paymentMethodGroups.code, CARD_GROUP));
  return new Set(rows.map((row) => row.id));
}

/** The clinic's sale of a reference (any branch: a reference is the clinic's, once). */
export async function findTerminalSaleByReference(
  tx: Tx,
  clinicId: number,
  reference: string,
): Promise<TerminalSaleRow | undefined> {
  const [row] = await tx
    .select(COLUMNS)
    .from(terminalSales)
    .where(and(eq(terminalSales.clinicId, clinicId), eq(terminalSales.reference, reference)));
  return row;
}

/** A new pending sale, or the one a racing start of the same reference made (unique index). */
export async function insertTerminalSale(
  tx: Tx,
  branch: Pick<BranchScope, 'clinicId' | 'branchId'>,
  values: { reference: string; methodId: number; amountSatang: number; createdBy: string; createdAt: Date },
): Promise<{ row: TerminalSaleRow; isNew: boolean }> {
  const [created] = await tx
    .insert(terminalSales)
    .values({ clinicId: branch.clinicId, branchId: branch.branchId, ...values })
    .onConflictDoNothing({ target: [terminalSales.clinicId, terminalSales.reference] })
    .returning(COLUMNS);
  if (created) return { row: created, isNew: true };
  return { row: (await findTerminalSaleByReference(tx, branch.clinicId, values.reference))!, isNew: false };
}

/** The branch's sale, locked when asked (a receipt or a cancel decides on it). */
export async function findTerminalSale(
  tx: Tx,
  branch: Pick<BranchScope, 'clinicId' | 'branchId'>,
  id: number,
  lock = false,
): Promise<TerminalSaleRow | undefined> {
  const query = tx
    .select(COLUMNS)
    .from(terminalSales)
    .where(
      and(
        eq(terminalSales.clinicId, branch.clinicId),
        eq(terminalSales.branchId, branch.branchId),
        eq(terminalSales.id, id),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * What the terminal answered, kept: a pending sale takes any state, a decided one keeps its
 * outcome except that a cancel may end an approved one that backs no receipt (voided).
 */
export async function saveTerminalState(
  tx: Tx,
  clinicId: number,
  id: number,
  state: TerminalState,
): Promise<TerminalSaleRow | undefined> {
  const [row] = await tx
    .update(terminalSales)
    .set(state)
    .where(
      and(
        eq(terminalSales.clinicId, clinicId),
        eq(terminalSales.id, id),
        sql`(${terminalSales.status} = 'pending' or (${terminalSales.status} = 'approved' and ${terminalSales.receiptId} is null and ${state.status} in ('cancelled', 'voided')))`,
      ),
    )
    .returning(COLUMNS);
  return row;
}

/** Marks the cancel asked for, unless a receipt took the sale first; from then on no receipt can. */
export async function requestTerminalCancel(tx: Tx, clinicId: number, id: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(terminalSales)
    .set({ cancelRequestedAt: sql`coalesce(${terminalSales.cancelRequestedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(terminalSales.clinicId, clinicId), eq(terminalSales.id, id), isNull(terminalSales.receiptId)))
    .returning({ id: terminalSales.id });
  return rows.length > 0;
}

/** One statement whatever the number of card lines a receipt has (ADR 0017), as is the attach below. */
const selectSalesForUpdate = preparedQuery<
  { clinicId: number; branchId: number; ids: readonly number[] },
  TerminalSaleRow[]
>('terminal_sales_for_update', (tx, name) =>
  tx
    .select(COLUMNS)
    .from(terminalSales)
    .where(
      and(
        eq(terminalSales.clinicId, value('clinicId')),
        eq(terminalSales.branchId, value('branchId')),
        anyOf(terminalSales.id, 'ids'),
      ),
    )
    .for('update')
    .prepare(name),
);

/** The branch's sales of these ids, locked until the transaction ends (a receipt decides on them). */
export async function lockTerminalSales(
  tx: Tx,
  branch: Pick<BranchScope, 'clinicId' | 'branchId'>,
  ids: readonly number[],
): Promise<TerminalSaleRow[]> {
  if (ids.length === 0) return [];
  return selectSalesForUpdate(tx, { clinicId: branch.clinicId, branchId: branch.branchId, ids });
}

const selectReceiptCardSales = preparedQuery('terminal_sales_of_receipt', (tx, name) =>
  tx
    .select({
      methodId: terminalSales.methodId,
      amountSatang: terminalSales.amountSatang,
      cardBrand: terminalSales.cardBrand,
      maskedPan: terminalSales.maskedPan,
      approvalCode: terminalSales.approvalCode,
    })
    .from(terminalSales)
    .where(and(eq(terminalSales.clinicId, value('clinicId')), eq(terminalSales.receiptId, value('receiptId'))))
    .orderBy(asc(terminalSales.id))
    .prepare(name),
);

/** The card sales that paid a receipt, oldest first: their slips print on its card lines. */
export function listReceiptCardSales(tx: Tx, clinicId: number, receiptId: number) {
  return selectReceiptCardSales(tx, { clinicId, receiptId });
}

const attachSales = preparedQuery<{ clinicId: number; ids: readonly number[]; receiptId: number }, { id: number }[]>(
  'terminal_sales_attach',
  (tx, name) =>
    tx
      .update(terminalSales)
      // Drizzle's set() takes a placeholder only inside sql.
      .set({ receiptId: sql`${value('receiptId')}` })
      .where(
        and(
          eq(terminalSales.clinicId, value('clinicId')),
          anyOf(terminalSales.id, 'ids'),
          isNull(terminalSales.receiptId),
          eq(terminalSales.status, 'approved'),
          isNull(terminalSales.cancelRequestedAt),
        ),
      )
      .returning({ id: terminalSales.id })
      .prepare(name),
);

/** The sales become the receipt's: set once (the caller checked them under lock). */
export async function attachTerminalSales(
  tx: Tx,
  clinicId: number,
  ids: readonly number[],
  receiptId: number,
): Promise<number> {
  if (ids.length === 0) return 0;
  return (await attachSales(tx, { clinicId, ids, receiptId })).length;
}

/**
 * Sales no receipt took, still pending or approved, started before `before`: a payment screen
 * closed, or a network that dropped, while the card was on its way. Every clinic's (housekeeping).
 */
export async function listAbandonedTerminalSales(tx: Tx, before: Date, limit: number) {
  return tx
    .select({
      id: terminalSales.id,
      clinicId: terminalSales.clinicId,
      branchId: terminalSales.branchId,
      createdBy: terminalSales.createdBy,
    })
    .from(terminalSales)
    .where(
      and(
        isNull(terminalSales.receiptId),
        inArray(terminalSales.status, ['pending', 'approved']),
        lt(terminalSales.createdAt, before),
      ),
    )
    .orderBy(asc(terminalSales.createdAt))
    .limit(limit);
}
