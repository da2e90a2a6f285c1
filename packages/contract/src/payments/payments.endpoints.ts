import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZPage } from '../lib/wire.ts';
import {
  ZCreditBalance,
  ZFastPayCallbackBody,
  ZFastPayCallbackResult,
  ZFastPayStart,
  ZFastPayTransactionParams,
  ZOrder,
  ZOrderListQuery,
  ZStorageSubscribeBody,
  ZStorageSubscribeResult,
  ZTopUpBody,
} from './payments.schemas.ts';

// Payments of spec clinic §7 (KTB fast pay, orders) and the file-storage plan of §7 Branch
// (fileStorage/subscribe): docs/wire.md. Top-ups, orders and the bank's answers are the fast-pay
// screen's people (PERMISSIONS.ktbFastPay); buying a storage plan is the manager's and the head
// counter's (PERMISSIONS.fileStoragePlan).

const ZBranchParams = z.object({ clinicUrl: z.string(), branchUrl: z.string() });
const FAST_PAY = { kind: 'branch', area: 'ktbFastPay' } as const;

/** A credit top-up: an order of type credit_topup and the form to the bank's page. */
export const topUpCredit = defineEndpoint({
  id: 'payments.topUpCredit',
  method: 'POST',
  path: '/api/branch/:clinicUrl/:branchUrl/creditBalance',
  access: FAST_PAY,
  params: ZBranchParams,
  body: ZTopUpBody,
  response: ZFastPayStart,
});

/** The branch's credit: every approved top-up, once. */
export const creditBalance = defineEndpoint({
  id: 'payments.creditBalance',
  method: 'GET',
  path: '/api/branch/:clinicUrl/:branchUrl/creditBalance',
  access: FAST_PAY,
  params: ZBranchParams,
  response: ZCreditBalance,
});

export const listOrders = defineEndpoint({
  id: 'payments.listOrders',
  method: 'GET',
  path: '/api/order/:clinicUrl/:branchUrl',
  access: FAST_PAY,
  params: ZBranchParams,
  query: ZOrderListQuery,
  response: ZPage(ZOrder),
});

/**
 * The order of a bank reference, as the result screens poll it: a payment still pending here is
 * asked of the bank, and its outcome applied (once) if the callback has not come.
 */
export const transaction = defineEndpoint({
  id: 'payments.transaction',
  method: 'GET',
  path: '/api/ktb-fastpay/transaction/:clinicUrl/:branchUrl/:referenceId',
  access: FAST_PAY,
  params: ZFastPayTransactionParams,
  response: ZOrder,
});

/** The bank's signed callback (server to server); a bad signature is 401, a repeat changes nothing. */
export const fastPayCallback = defineEndpoint({
  id: 'payments.fastPayCallback',
  method: 'POST',
  path: '/api/ktb-fastpay/callback',
  access: { kind: 'public' },
  body: ZFastPayCallbackBody,
  response: ZFastPayCallbackResult,
});

/** Spec clinic §7 Branch: the quote (confirmed false) or the order and the way to the bank. */
export const subscribeFileStorage = defineEndpoint({
  id: 'payments.subscribeFileStorage',
  method: 'POST',
  path: '/api/branch/:clinicUrl/:branchUrl/fileStorage/subscribe',
  access: { kind: 'branch', area: 'fileStoragePlan' },
  params: ZBranchParams,
  body: ZStorageSubscribeBody,
  response: ZStorageSubscribeResult,
});
