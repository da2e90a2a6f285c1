import type { TOrder } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import { IntegrationError, isRejection } from '../../integrations/integration-error.ts';
import type { FastPayTransaction } from '../../integrations/ktb-fastpay/ktb-fastpay.ts';
import {
  creditOf,
  findOrder,
  findPaymentByBankReference,
  listOrders,
  paymentsOfOrders,
  type BranchIds,
} from './payments.repo.ts';
import { orderToWire, toBahts } from './payments.mapper.ts';
import { applyBankOutcome, clinicOfReference } from './settle-payment.service.ts';
import type { Caller, PaymentsDeps } from './fast-pay.service.ts';

export async function listBranchOrders(
  tx: Tx,
  branch: BranchIds,
  query: { sort: 'createdAt' | 'totalBahts' | 'type' | 'status'; order: string; offset: number; limit: number },
): Promise<{ list: TOrder[]; total: number }> {
  const { rows, total } = await listOrders(tx, branch, {
    sort: query.sort,
    descending: query.order.toUpperCase() === 'DESC',
    offset: query.offset,
    limit: query.limit,
  });
  const paid = await paymentsOfOrders(
    tx,
    branch.clinicId,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) =>
      orderToWire(
        row,
        paid.findLast((p) => p.orderId === row.id),
      ),
    ),
    total,
  };
}

export async function creditBalanceOf(tx: Tx, branch: BranchIds): Promise<{ creditBalanceBahts: number }> {
  return { creditBalanceBahts: toBahts(await creditOf(tx, branch)) };
}

async function orderOfBankReference(tx: Tx, branch: BranchIds, referenceId: string): Promise<TOrder> {
  const payment = await findPaymentByBankReference(tx, branch, referenceId);
  const order = payment && (await findOrder(tx, branch.clinicId, payment.orderId));
  if (!payment || !order) throw new AppError('PAYMENT-NOT-FOUND');
  return orderToWire(order, payment);
}

/**
 * GET ktb-fastpay/transaction (the result screens' polling): the order of the bank's reference in
 * this branch. While its payment is pending here, the bank is asked, and a decided outcome is
 * applied as the callback would (once, whichever comes first); a bank that does not answer leaves
 * it pending for the next poll.
 */
export async function fastPayTransaction(deps: PaymentsDeps, caller: Caller, referenceId: string): Promise<TOrder> {
  const run = <T>(work: (tx: Tx) => Promise<T>) =>
    deps.db.run({ clinicId: caller.branch.clinicId, userId: caller.userId }, work);
  const current = await run((tx) => orderOfBankReference(tx, caller.branch, referenceId));
  if (current.payment?.status !== 'pending') return current;
  let bank: FastPayTransaction;
  try {
    bank = await deps.bank.transaction(referenceId);
  } catch (error) {
    if (error instanceof IntegrationError && (error.failure === 'unavailable' || isRejection(error))) return current;
    throw error;
  }
  if (bank.status === 'pending') return current;
  return run(async (tx) => {
    await applyBankOutcome(tx, caller.branch.clinicId, bank, deps.now(), caller.userId);
    return orderOfBankReference(tx, caller.branch, referenceId);
  });
}

/**
 * The bank's callback: its signature is checked first (PAYMENT-BAD-SIGNATURE, 401, changes
 * nothing); our reference names the clinic whose payment it settles. `applied` is false for a
 * repeat, a late outcome after another, or a payment we do not know: the bank need not retry.
 */
export async function receiveFastPayCallback(deps: PaymentsDeps, body: unknown): Promise<{ applied: boolean }> {
  let bank: FastPayTransaction;
  try {
    bank = await deps.bank.readCallback(body);
  } catch (error) {
    if (isRejection(error, 'BAD_SIGNATURE')) throw new AppError('PAYMENT-BAD-SIGNATURE');
    throw error;
  }
  const clinicId = clinicOfReference(bank.merchantReference);
  if (clinicId === null) return { applied: false };
  const settled = await deps.db.run({ clinicId }, (tx) => applyBankOutcome(tx, clinicId, bank, deps.now()));
  return { applied: settled.applied };
}
