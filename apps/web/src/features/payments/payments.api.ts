import { payments, type DataOf, type TKtbFastPayPayload } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

export type BranchRef = { clinicUrl: string; branchUrl: string };
export type FastPayOrder = DataOf<typeof payments.transaction>;

/** The result screens poll every 4 s, at most 5 times (spec clinic §4). */
export const POLL_INTERVAL_MS = 4000;
export const POLL_MAX_ATTEMPTS = 5;

/** The fast-pay page shows the newest orders of the branch, ten a page. */
export const ORDERS_PAGE_SIZE = 10;

export const paymentsKeys = {
  orders: (branch: BranchRef, page: number) =>
    ['payments', 'orders', branch.clinicUrl, branch.branchUrl, page] as const,
  balance: (branch: BranchRef) => ['payments', 'balance', branch.clinicUrl, branch.branchUrl] as const,
  transaction: (branch: BranchRef, referenceId: string) =>
    ['payments', 'transaction', branch.clinicUrl, branch.branchUrl, referenceId] as const,
};

/** Where the bank sends the payer back: this app's result screens of the branch. */
export function returnUrls(branch: BranchRef) {
  const base = `${window.location.origin}/${branch.clinicUrl}/${branch.branchUrl}/ktbfastpay`;
  return { successUrl: `${base}/success`, failUrl: `${base}/fail`, cancelUrl: `${base}/cancel` };
}

export function topUpCredit(branch: BranchRef, amount: number) {
  return callApi(payments.topUpCredit, { params: branch, body: { amount, ...returnUrls(branch) } });
}

export function subscribeFileStorage(
  branch: BranchRef,
  plan: { durationMonths: number; storageSizeGB: number },
  confirmed: boolean,
) {
  return callApi(payments.subscribeFileStorage, {
    params: branch,
    body: confirmed ? { ...plan, confirmed, ...returnUrls(branch) } : { ...plan, confirmed },
  });
}

export function listOrders(branch: BranchRef, page: number, signal?: AbortSignal) {
  return callApi(payments.listOrders, {
    params: branch,
    query: { offset: page * ORDERS_PAGE_SIZE, limit: ORDERS_PAGE_SIZE, sort: 'createdAt', order: 'DESC' },
    signal,
  });
}

export function creditBalance(branch: BranchRef, signal?: AbortSignal) {
  return callApi(payments.creditBalance, { params: branch, signal });
}

export function fastPayTransaction(branch: BranchRef, referenceId: string, signal?: AbortSignal) {
  return callApi(payments.transaction, { params: { ...branch, referenceId }, signal });
}

/** Posts the payload as a hidden form (spec clinic §7): the browser leaves for the bank's page. */
export function goToBank(payload: TKtbFastPayPayload): void {
  const form = document.createElement('form');
  form.method = payload.method;
  form.action = payload.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(payload.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
