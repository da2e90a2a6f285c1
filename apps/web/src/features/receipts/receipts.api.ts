import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  receipts,
  type TIssueReprint,
  type TReceiptCreate,
  type TReceiptListQuery,
  type TTerminalSaleStart,
} from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

export type BranchRef = { clinicUrl: string; branchUrl: string };

export const RECEIPT_PAGE_SIZE = 20;

export type ReceiptSearch = {
  /** One patient's receipts (the record's tab); absent, everyone's. */
  patientId?: number;
  keyword: string;
  from: string;
  to: string;
  status: TReceiptListQuery['status'];
  page: number;
};

export const receiptKeys = {
  all: (branch: BranchRef) => ['receipts', branch.clinicUrl, branch.branchUrl] as const,
  list: (branch: BranchRef, search: ReceiptSearch) => [...receiptKeys.all(branch), 'list', search] as const,
  reprint: (branch: BranchRef, id: number) => [...receiptKeys.all(branch), 'reprint', id] as const,
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
          ...(search.patientId !== undefined ? { patientId: search.patientId } : {}),
          ...(keyword ? { keyword } : {}),
          ...(search.from ? { startDt: search.from } : {}),
          ...(search.to ? { endDt: search.to } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
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

/** A kept receipt to print again: with its header (tax id included), print count and next label. */
export function reprintQuery(branch: BranchRef, id: number) {
  return queryOptions({
    queryKey: receiptKeys.reprint(branch, id),
    queryFn: ({ signal }) => callApi(receipts.getReprint, { params: { ...branch, id }, signal }),
  });
}

/** Counts one browser print on the server first (spec §7 issueReprint): its answer says the label to print. */
export function issueReprint(branch: BranchRef, id: number, body: TIssueReprint) {
  return callApi(receipts.issueReprint, { params: { ...branch, id }, body });
}

/** The server-made A5 PDF of one print (counted like a browser print), saved as a file. */
export async function downloadReceiptPdf(branch: BranchRef, id: number, body: TIssueReprint) {
  const made = await callApi(receipts.printReceiptPdf, { params: { ...branch, id }, body });
  const bytes = Uint8Array.from(atob(made.pdfBase64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = made.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return made;
}

/**
 * Asks the branch's card terminal (EDC) to take a card line. `reference` is this terminal
 * attempt's key: the same again (a retry, a lost answer) is the same sale, never a second charge.
 */
export function startTerminalSale(branch: BranchRef, body: TTerminalSaleStart) {
  return callApi(receipts.startTerminalSale, { params: branch, body, silent: true });
}

/** The overlay's poll: where the terminal sale stands. */
export function readTerminalSale(branch: BranchRef, id: number, signal?: AbortSignal) {
  return callApi(receipts.getTerminalSale, { params: { ...branch, id }, signal, silent: true });
}

/** Cancels a pending sale, or voids an approved one no receipt took: nothing stays charged. */
export function cancelTerminalSale(branch: BranchRef, id: number) {
  return callApi(receipts.cancelTerminalSale, { params: { ...branch, id }, silent: true });
}
