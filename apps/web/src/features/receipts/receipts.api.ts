import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { receipts, type TReceiptCreate, type TReceiptListQuery } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

export type BranchRef = { clinicUrl: string; branchUrl: string };

export const RECEIPT_PAGE_SIZE = 20;

export type ReceiptSearch = {
  keyword: string;
  from: string;
  to: string;
  status: TReceiptListQuery['status'];
  page: number;
};

export const receiptKeys = {
  all: (branch: BranchRef) => ['receipts', branch.clinicUrl, branch.branchUrl] as const,
  list: (branch: BranchRef, search: ReceiptSearch) => [...receiptKeys.all(branch), 'list', search] as const,
  one: (branch: BranchRef, id: number) => [...receiptKeys.all(branch), 'one', id] as const,
  check: (branch: BranchRef, appointmentId: number) => [...receiptKeys.all(branch), 'check', appointmentId] as const,
};

export function receiptListQuery(branch: BranchRef, search: ReceiptSearch) {
  const keyword = search.keyword.trim();
  return queryOptions({
    queryKey: receiptKeys.list(branch, search),
    queryFn: ({ signal }) =>
      callApi(receipts.listReceipts, {
        params: branch,
        query: {
          offset: search.page * RECEIPT_PAGE_SIZE,
          limit: RECEIPT_PAGE_SIZE,
          status: search.status,
          ...(keyword ? { keyword } : {}),
          ...(search.from ? { startDt: search.from } : {}),
          ...(search.to ? { endDt: search.to } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function receiptQuery(branch: BranchRef, id: number) {
  return queryOptions({
    queryKey: receiptKeys.one(branch, id),
    queryFn: ({ signal }) => callApi(receipts.getReceipt, { params: { ...branch, id }, signal }),
  });
}

/** What the visit owes and whether it can be paid; always read afresh (the treatment may change). */
export function receiptCheckQuery(branch: BranchRef, appointmentId: number) {
  return queryOptions({
    queryKey: receiptKeys.check(branch, appointmentId),
    queryFn: ({ signal }) => callApi(receipts.checkCreateReceipt, { params: { ...branch, appointmentId }, signal }),
    staleTime: 0,
  });
}

/**
 * Takes the payment. `idempotencyKey` belongs to the payment attempt (made when the preview
 * opens): a retry of the same attempt, or a double click, cannot take the money twice.
 */
export function createReceipt(branch: BranchRef, body: TReceiptCreate, idempotencyKey: string) {
  return callApi(receipts.createReceipt, { params: branch, body, idempotencyKey, silent: true });
}

export function cancelReceipt(branch: BranchRef, id: number, reason: string) {
  return callApi(receipts.cancelReceipt, { params: { ...branch, id }, body: { reason } });
}
