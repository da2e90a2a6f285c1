import type { Tx } from '../../lib/db/database.ts';
import { IntegrationError } from '../integration-error.ts';
import { insertExchange } from '../sandbox/sandbox-exchanges.repo.ts';
import { runSandboxOperation, type SandboxContext } from '../sandbox/sandbox-runner.ts';
import { callbackDataOf, satangToAmount, signCallback, verifyCallback } from './ktb-fastpay-callback.ts';
import {
  decideFastPayPayment,
  findFastPayPayment,
  insertFastPayPayment,
  type SandboxFastPayRow,
} from './ktb-fastpay-sandbox.repo.ts';
import { KTB_FASTPAY_REJECTIONS, type FastPayTransaction, type KtbFastPay } from './ktb-fastpay.ts';

/** The bank answers in about this long. */
const TYPICAL_MS = 900;
/** A payment nobody decided on is given up after this long (case P6). */
export const SANDBOX_PAYMENT_EXPIRY_MS = 30 * 60_000;
/** The largest amount the bank takes in one payment (case P1). */
const MAX_SATANG = 100_000_000;
/** The amount at which the sandbox bank does not answer (case P2): 4,040.00 baht. */
export const SANDBOX_OUTAGE_SATANG = 404_000;
const PREFIX = 'KFP';
/** How long the sandbox bank waits for the merchant to take its callback. */
const CALLBACK_TIMEOUT_MS = 5_000;

/** The refusals a tester can choose on the bank page (case P4), with the bank's texts. */
export const SANDBOX_FAIL_CODES = {
  '51': 'Insufficient funds',
  '05': 'Do not honour',
  '54': 'Expired card',
} as const;
export type SandboxFailCode = keyof typeof SANDBOX_FAIL_CODES;
export const SANDBOX_CANCEL_REASON = 'USER_CANCEL';

export type TesterDecision = { kind: 'approve' } | { kind: 'fail'; errorCode: SandboxFailCode } | { kind: 'cancel' };

export type FastPaySandboxContext = SandboxContext & {
  /** Where the app (and so the sandbox bank's page) is reached: the payload's URL. */
  publicUrl: string;
  /** The key the sandbox bank signs its callbacks with. */
  callbackKey: () => Promise<Uint8Array>;
};

/** What the bank page shows of a payment, and where it sends the payer once decided. */
export type SandboxPagePayment = FastPayTransaction & { description: string; returnUrl: string | null };

export type KtbFastPaySandbox = KtbFastPay & {
  /** The bank page: a payment as the payer sees it (also an expired one, case P6). */
  pagePayment(referenceId: string): Promise<SandboxPagePayment>;
  /**
   * The tester's decision on the bank page (case P4), taken once (P7: a decided payment keeps its
   * outcome); the signed callback is posted before the payer is sent back (P8).
   */
  decide(referenceId: string, decision: TesterDecision): Promise<SandboxPagePayment & { alreadyDecided: boolean }>;
};

export const sandboxReference = (id: number) => `${PREFIX}${String(id).padStart(8, '0')}`;

function idOf(referenceId: string): number | null {
  const match = /^KFP(\d{8,10})$/.exec(referenceId);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

function reject(reason: keyof typeof KTB_FASTPAY_REJECTIONS): never {
  throw new IntegrationError('ktbFastPay', 'rejected', KTB_FASTPAY_REJECTIONS[reason]);
}

function transactionOf(row: SandboxFastPayRow): FastPayTransaction {
  return {
    referenceId: sandboxReference(row.id),
    merchantReference: row.merchantReference,
    amountSatang: row.amountSatang,
    status: row.status as FastPayTransaction['status'],
    transactionId: row.transactionId,
    decidedAt: row.decidedAt,
    errorCode: row.errorCode,
    errorMessage: row.errorMessage,
    cancelReason: row.cancelReason,
  };
}

/** The URL the payer is sent back to, with the spec's query parameters (clinic §2). */
export function returnUrlOf(row: SandboxFastPayRow): string | null {
  if (row.status === 'pending' || !row.decidedAt) return null;
  const base = row.status === 'approved' ? row.successUrl : row.status === 'failed' ? row.failUrl : row.cancelUrl;
  const url = new URL(base);
  const set = (name: string, value: string | null) => {
    if (value !== null) url.searchParams.set(name, value);
  };
  set('amount', satangToAmount(row.amountSatang));
  set('Ref', sandboxReference(row.id));
  set('dateTime', row.decidedAt.toISOString());
  set('transactionId', row.transactionId);
  set('errorCode', row.errorCode);
  set('errorMessage', row.errorMessage);
  set('cancelReason', row.cancelReason);
  return url.toString();
}

/**
 * The sandbox KTB fast-pay bank. Its documented cases (docs/integrations.md), in the order they apply:
 * P1 an amount that is not a whole number of satang above 0, or over 1,000,000 baht; a URL that
 *    is not http(s): rejected INVALID_REQUEST;
 * P2 an amount of exactly 4,040.00 baht: the bank does not answer (unavailable, SANDBOX_OUTAGE);
 * P3 the same merchant reference again: the same payment (a retry makes no second one);
 * P4 any other: pending until the tester decides on the bank page (/sandbox/ktb-fastpay/pay):
 *    approve (a transaction id), fail (error code 51, 05 or 54 with the bank's text) or cancel
 *    (cancelReason USER_CANCEL); the payer is sent back to the success, fail or cancel URL with
 *    amount, Ref, dateTime and transactionId, errorCode, errorMessage or cancelReason;
 * P5 a reference the bank did not give: rejected PAYMENT_NOT_FOUND;
 * P6 a payment not decided within 30 minutes: failed with errorCode EXPIRED, no callback;
 * P7 a decided payment keeps its outcome: the page decides nothing again;
 * P8 the signed callback is posted to the callback URL once, when the tester decides; whether it
 *    was taken is in the exchange record (`callback`), and `transaction` tells the outcome anyway.
 */
export function sandboxKtbFastPay(ctx: FastPaySandboxContext): KtbFastPaySandbox {
  const operation = <T>(name: string, request: object, work: (tx: Tx) => Promise<T>) =>
    runSandboxOperation(ctx, { service: 'ktbFastPay', operation: name, request, typicalMs: TYPICAL_MS }, work);

  /** The payment, locked; an undecided one past its time is expired first (P6). */
  async function current(tx: Tx, referenceId: string): Promise<SandboxFastPayRow> {
    const id = idOf(referenceId);
    const row = id === null ? undefined : await findFastPayPayment(tx, id);
    if (!row) reject('PAYMENT_NOT_FOUND');
    const expiresAt = new Date(row.createdAt.getTime() + SANDBOX_PAYMENT_EXPIRY_MS);
    if (row.status === 'pending' && ctx.now().getTime() >= expiresAt.getTime()) {
      return decideFastPayPayment(tx, row.id, {
        status: 'failed',
        transactionId: null,
        errorCode: 'EXPIRED',
        errorMessage: 'Payment expired',
        cancelReason: null,
        decidedAt: expiresAt,
      });
    }
    return row;
  }

  const pageView = (row: SandboxFastPayRow): SandboxPagePayment => ({
    ...transactionOf(row),
    description: row.description,
    returnUrl: returnUrlOf(row),
  });

  /** P8: the bank posts its signed callback, once; a merchant that does not take it is recorded. */
  async function postCallback(row: SandboxFastPayRow): Promise<void> {
    const body = signCallback(await ctx.callbackKey(), callbackDataOf(transactionOf(row)));
    let outcome: 'ok' | 'unavailable' = 'unavailable';
    let response: unknown = null;
    try {
      const answer = await fetch(row.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
        redirect: 'error',
      });
      response = { status: answer.status };
      if (answer.ok) outcome = 'ok';
    } catch (error) {
      response = { error: error instanceof Error ? error.name : 'unknown' };
    }
    await ctx.owner.transaction((tx) =>
      insertExchange(tx, { service: 'ktbFastPay', operation: 'callback', request: body, response, outcome }),
    );
  }

  return {
    mode: 'sandbox',
    createPayment: (request) =>
      operation('createPayment', request, async (tx) => {
        const { amountSatang } = request;
        const urls = [request.successUrl, request.failUrl, request.cancelUrl, request.callbackUrl];
        if (!Number.isSafeInteger(amountSatang) || amountSatang <= 0 || amountSatang > MAX_SATANG) {
          reject('INVALID_REQUEST');
        }
        if (!urls.every(isWebUrl) || request.merchantReference.length === 0) reject('INVALID_REQUEST');
        if (amountSatang === SANDBOX_OUTAGE_SATANG) {
          throw new IntegrationError('ktbFastPay', 'unavailable', 'SANDBOX_OUTAGE');
        }
        const row = await insertFastPayPayment(tx, { ...request, createdAt: ctx.now() });
        const referenceId = sandboxReference(row.id);
        return {
          referenceId,
          payload: {
            url: `${ctx.publicUrl}/sandbox/ktb-fastpay/pay`,
            method: 'POST' as const,
            fields: { referenceId, merchantReference: row.merchantReference, amount: satangToAmount(row.amountSatang) },
          },
        };
      }),

    transaction: (referenceId) =>
      operation('transaction', { referenceId }, async (tx) => transactionOf(await current(tx, referenceId))),

    readCallback: async (body) => verifyCallback(await ctx.callbackKey(), body),

    pagePayment: (referenceId) =>
      operation('pagePayment', { referenceId }, async (tx) => pageView(await current(tx, referenceId))),

    decide: async (referenceId, decision) => {
      const decided = await operation('testerDecides', { referenceId, decision }, async (tx) => {
        const row = await current(tx, referenceId);
        if (row.status !== 'pending') return { row, alreadyDecided: true };
        const at = ctx.now();
        const outcome =
          decision.kind === 'approve'
            ? {
                status: 'approved',
                transactionId: `TXN${String(row.id).padStart(10, '0')}`,
                errorCode: null,
                errorMessage: null,
                cancelReason: null,
              }
            : decision.kind === 'fail'
              ? {
                  status: 'failed',
                  transactionId: null,
                  errorCode: decision.errorCode,
                  errorMessage: SANDBOX_FAIL_CODES[decision.errorCode],
                  cancelReason: null,
                }
              : {
                  status: 'cancelled',
                  transactionId: null,
                  errorCode: null,
                  errorMessage: null,
                  cancelReason: SANDBOX_CANCEL_REASON,
                };
        return { row: await decideFastPayPayment(tx, row.id, { ...outcome, decidedAt: at }), alreadyDecided: false };
      });
      if (!decided.alreadyDecided) await postCallback(decided.row);
      return { ...pageView(decided.row), alreadyDecided: decided.alreadyDecided };
    },
  };
}
