import type { TFastPayStart, TTopUpBody } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Database } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { IntegrationError } from '../../integrations/integration-error.ts';
import type { KtbFastPay } from '../../integrations/ktb-fastpay/ktb-fastpay.ts';
import { abandonPayment, insertOrderWithPayment, setBankReference, type OrderType } from './payments.repo.ts';
import { toSatang } from './payments.mapper.ts';
import { yimReference } from './settle-payment.service.ts';

/** What every payment use case runs with; `now` is the app's clock (tests move it). */
export type PaymentsDeps = { db: Database; bank: KtbFastPay; publicUrl: string; now: () => Date };
export type Caller = { branch: BranchScope; userId: string };
export type ReturnUrls = { successUrl: string; failUrl: string; cancelUrl: string };

/** The bank's callbacks come here (docs/integrations.md, "KTB fast pay"). */
export const CALLBACK_PATH = '/api/ktb-fastpay/callback';

/** The bank sends the payer back only to pages of this app: no open redirect through the bank. */
function checkReturnUrls(publicUrl: string, urls: ReturnUrls): void {
  const origin = new URL(publicUrl).origin;
  for (const [field, value] of Object.entries(urls)) {
    if (new URL(value).origin !== origin) {
      throw new AppError('PAYMENT-RETURN-URL', undefined, [{ path: field, message: `ต้องเริ่มด้วย ${origin}` }]);
    }
  }
}

/**
 * An order and its payment are written (pending), the bank opens the payment outside any
 * transaction, and its reference is recorded; the answer is the hidden form to the bank's page.
 * A bank that refuses or does not answer leaves the order failed, and the caller a 422 or 503.
 */
export async function startFastPayOrder(
  deps: PaymentsDeps,
  caller: Caller,
  order: { type: OrderType; totalSatang: number; storageSizeGb?: number; durationMonths?: number; description: string },
  urls: ReturnUrls,
): Promise<TFastPayStart> {
  checkReturnUrls(deps.publicUrl, urls);
  const { clinicId, branchId } = caller.branch;
  const run = <T>(work: Parameters<typeof deps.db.run<T>>[1]) => deps.db.run({ clinicId, userId: caller.userId }, work);
  const { description, ...row } = order;
  const created = await run(async (tx) => {
    const inserted = await insertOrderWithPayment(
      tx,
      { clinicId, branchId },
      { ...row, createdBy: caller.userId },
      deps.now(),
      (id) => yimReference(clinicId, id),
    );
    // Money data: who ordered what is audited with the order, in its transaction.
    await writeAudit(tx, caller.branch, caller.userId, {
      entity: 'order',
      entityId: inserted.order.id,
      action: 'create',
      after: { ...row, yimReferenceId: inserted.payment.yimReferenceId },
    });
    return inserted;
  });
  let opened: Awaited<ReturnType<KtbFastPay['createPayment']>>;
  try {
    opened = await deps.bank.createPayment({
      merchantReference: created.payment.yimReferenceId,
      amountSatang: order.totalSatang,
      description,
      ...urls,
      callbackUrl: `${deps.publicUrl}${CALLBACK_PATH}`,
    });
  } catch (error) {
    if (!(error instanceof IntegrationError)) throw error;
    await run((tx) => abandonPayment(tx, clinicId, created.payment.id, `BANK_${error.reason}`, deps.now()));
    throw new AppError(error.failure === 'rejected' ? 'PAYMENT-REFUSED' : 'INTEGRATION-UNAVAILABLE');
  }
  await run((tx) => setBankReference(tx, clinicId, created.payment.id, opened.referenceId));
  return { orderId: created.order.id, referenceId: opened.referenceId, ktbFastPayPayload: opened.payload };
}

/** POST creditBalance: a top-up of the amount chosen on the fast-pay screen. */
export function topUpCredit(deps: PaymentsDeps, caller: Caller, body: TTopUpBody): Promise<TFastPayStart> {
  const { amount, ...urls } = body;
  return startFastPayOrder(
    deps,
    caller,
    { type: 'credit_topup', totalSatang: toSatang(amount), description: `เติมเครดิต ${caller.branch.branchUrl}` },
    urls,
  );
}
