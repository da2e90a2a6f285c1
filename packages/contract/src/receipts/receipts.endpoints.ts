import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZId } from '../lib/wire.ts';
import {
  ZReceipt,
  ZReceiptCancel,
  ZReceiptCheck,
  ZReceiptCreate,
  ZReceiptCreated,
  ZReceiptIdParams,
  ZReceiptList,
  ZReceiptListQuery,
  ZPublicReceipt,
  ZPublicReceiptParams,
  ZIssueReprint,
  ZIssuedReprint,
  ZReceiptPdf,
  ZReprint,
} from './receipts.schemas.ts';
import { ZTerminalSale, ZTerminalSaleParams, ZTerminalSaleStart } from './terminal-sales.schemas.ts';

// Receipts of spec clinic §7 (docs/wire.md). Taking payment, the list and one receipt are the
// receiptmanage page's people (PERMISSIONS.receipts); cancelling is narrower
// (PERMISSIONS.receiptCancel), so a counter's cancel is the 403 the spec expects.

const ZBranchParams = z.object({ clinicUrl: z.string(), branchUrl: z.string() });
const RECEIPTS = { kind: 'branch', area: 'receipts' } as const;

/** Takes payment: one receipt, numbered gaplessly per branch and Buddhist year; needs an Idempotency-Key. */
export const createReceipt = defineEndpoint({
  id: 'receipts.createReceipt',
  method: 'POST',
  path: '/api/receipt/:clinicUrl/:branchUrl',
  access: RECEIPTS,
  params: ZBranchParams,
  body: ZReceiptCreate,
  response: ZReceiptCreated,
});

export const checkCreateReceipt = defineEndpoint({
  id: 'receipts.checkCreateReceipt',
  method: 'GET',
  path: '/api/checkCreateReceipt/:clinicUrl/:branchUrl/:appointmentId',
  access: RECEIPTS,
  params: ZBranchParams.extend({ appointmentId: ZId }),
  response: ZReceiptCheck,
});

export const listReceipts = defineEndpoint({
  id: 'receipts.listReceipts',
  method: 'GET',
  path: '/api/receipt/:clinicUrl/:branchUrl',
  access: RECEIPTS,
  params: ZBranchParams,
  query: ZReceiptListQuery,
  response: ZReceiptList,
});

export const getReceipt = defineEndpoint({
  id: 'receipts.getReceipt',
  method: 'GET',
  path: '/api/receipt/:clinicUrl/:branchUrl/:id',
  access: RECEIPTS,
  params: ZReceiptIdParams,
  response: ZReceipt,
});

/** Cancels a receipt with a reason: it stays, marked; what it paid is owed again. */
export const cancelReceipt = defineEndpoint({
  id: 'receipts.cancelReceipt',
  method: 'PUT',
  path: '/api/receipt/cancel/:clinicUrl/:branchUrl/:id',
  access: { kind: 'branch', area: 'receiptCancel' },
  params: ZReceiptIdParams,
  body: ZReceiptCancel,
  response: ZReceipt,
});

/** The receipt's public link (spec §2 /receipt/view?ref=): no login, rate-limited, the receipt only. */
export const publicReceipt = defineEndpoint({
  id: 'receipts.publicReceipt',
  method: 'GET',
  path: '/api/reprint/:hash',
  access: { kind: 'public' },
  params: ZPublicReceiptParams,
  response: ZPublicReceipt,
});

/** A receipt to print again (spec §7 GET /api/reprint/{c}/{b}/{id}), with its header and print count. */
export const getReprint = defineEndpoint({
  id: 'receipts.getReprint',
  method: 'GET',
  path: '/api/reprint/:clinicUrl/:branchUrl/:id',
  access: RECEIPTS,
  params: ZReceiptIdParams,
  response: ZReprint,
});

/**
 * Spec §7 POST issueReprint: one print of a kept receipt, counted and audited before the browser
 * prints it; the first original-mode print is the Original, every later one a Copy.
 */
export const issueReprint = defineEndpoint({
  id: 'receipts.issueReprint',
  method: 'POST',
  path: '/api/issueReprint/:clinicUrl/:branchUrl/:id',
  access: RECEIPTS,
  params: ZReceiptIdParams,
  body: ZIssueReprint,
  response: ZIssuedReprint,
});

/** The same print as a server-made A5 PDF (Thai or English); counted and audited like issueReprint. */
export const printReceiptPdf = defineEndpoint({
  id: 'receipts.printReceiptPdf',
  method: 'POST',
  path: '/api/receipt/pdf/:clinicUrl/:branchUrl/:id',
  access: RECEIPTS,
  params: ZReceiptIdParams,
  body: ZIssueReprint,
  response: ZReceiptPdf,
});

/**
 * Starts a card-terminal (EDC) sale for one card line of a payment attempt (docs/wire.md "Card
 * terminal"). The same reference again answers the same sale: a retry never charges twice.
 */
export const startTerminalSale = defineEndpoint({
  id: 'receipts.startTerminalSale',
  method: 'POST',
  path: '/api/edc/sale/:clinicUrl/:branchUrl',
  access: RECEIPTS,
  params: ZBranchParams,
  body: ZTerminalSaleStart,
  response: ZTerminalSale,
});

/** Where a terminal sale stands; a pending one is asked at the terminal (the overlay's poll). */
export const getTerminalSale = defineEndpoint({
  id: 'receipts.getTerminalSale',
  method: 'GET',
  path: '/api/edc/sale/:clinicUrl/:branchUrl/:id',
  access: RECEIPTS,
  params: ZTerminalSaleParams,
  response: ZTerminalSale,
});

/** Cancels a pending sale, or voids an approved one that backs no receipt yet. */
export const cancelTerminalSale = defineEndpoint({
  id: 'receipts.cancelTerminalSale',
  method: 'PUT',
  path: '/api/edc/sale/cancel/:clinicUrl/:branchUrl/:id',
  access: RECEIPTS,
  params: ZTerminalSaleParams,
  response: ZTerminalSale,
});
