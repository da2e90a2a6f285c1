import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { FastPayTransaction } from '../../integrations/ktb-fastpay/ktb-fastpay.ts';
import {
  addCredit,
  extendStoragePlan,
  findOrder,
  lockPaymentByYimReference,
  setOrderSettled,
  settlePayment,
  type OrderRow,
  type SettledStatus,
} from './payments.repo.ts';

/** 1 GB of a storage plan is 1 GiB of quota. */
export const BYTES_PER_GB = 1024 ** 3;

/** Our reference names the clinic, so that the bank's callback can be taken into it: Y{clinic}-{payment}. */
export const yimReference = (clinicId: number, paymentId: number) => `Y${clinicId}-${paymentId}`;

export function clinicOfReference(reference: string): number | null {
  const match = /^Y(\d{1,10})-(\d{1,10})$/.exec(reference);
  const clinicId = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(clinicId) && clinicId > 0 && clinicId <= 2_147_483_647 ? clinicId : null;
}

const STATUS_OF = { approved: 'paid', failed: 'failed', cancelled: 'cancelled' } as const;

export type Settlement = { applied: boolean; order: OrderRow | undefined };

/**
 * Applies the bank's outcome of a payment, in the caller's transaction inside the payment's clinic:
 * the payment leaves `pending` once (a repeated callback, a callback after the poll, a late one
 * after another outcome, two at once: only the first changes anything), and only then is the
 * approved order delivered: a top-up credited, a storage plan extended. A transaction that does
 * not match the payment (another bank reference or amount) changes nothing. The settlement is
 * money data: it writes its audit row (`order`, `update`) in the same transaction, naming the
 * caller whose poll applied it, or no one for the bank's callback.
 */
export async function applyBankOutcome(
  tx: Tx,
  clinicId: number,
  bank: FastPayTransaction,
  now: Date,
  actorId: string | null = null,
): Promise<Settlement> {
  if (bank.status === 'pending') return { applied: false, order: undefined };
  const payment = await lockPaymentByYimReference(tx, clinicId, bank.merchantReference);
  if (!payment) return { applied: false, order: undefined };
  const order = await findOrder(tx, clinicId, payment.orderId);
  const matches =
    payment.amountSatang === bank.amountSatang &&
    (payment.ktbFastPayReferenceId === null || payment.ktbFastPayReferenceId === bank.referenceId);
  if (!matches || payment.status !== 'pending') return { applied: false, order };
  const status: SettledStatus = STATUS_OF[bank.status];
  const settled = await settlePayment(tx, clinicId, payment.id, {
    status,
    ktbFastPayReferenceId: bank.referenceId,
    transactionId: bank.transactionId,
    errorCode: bank.errorCode,
    errorMessage: bank.errorMessage,
    cancelReason: bank.cancelReason,
    settledAt: now,
  });
  if (!settled || !order) return { applied: false, order };
  const branch = { clinicId, branchId: order.branchId };
  await writeAudit(tx, branch, actorId, {
    entity: 'order',
    entityId: order.id,
    action: 'update',
    before: { status: 'pending' },
    after: {
      status,
      amountSatang: payment.amountSatang,
      ktbFastPayReferenceId: bank.referenceId,
      transactionId: bank.transactionId,
      ...(bank.errorCode ? { errorCode: bank.errorCode } : {}),
    },
  });
  if (status !== 'paid') {
    return { applied: true, order: await setOrderSettled(tx, clinicId, order.id, { status, paidAt: null }) };
  }
  if (order.type === 'credit_topup') await addCredit(tx, branch, payment.amountSatang, now);
  let storageEndDate: Date | undefined;
  if (order.type === 'storage_subscription' && order.durationMonths && order.storageSizeGb) {
    storageEndDate = await extendStoragePlan(
      tx,
      branch,
      { months: order.durationMonths, quotaBytes: order.storageSizeGb * BYTES_PER_GB },
      now,
    );
  }
  return {
    applied: true,
    order: await setOrderSettled(tx, clinicId, order.id, { status: 'paid', paidAt: now, storageEndDate }),
  };
}
