import { receipts } from '@yim/contract';
import type { EdcTerminal } from '../../integrations/edc-terminal/edc-terminal.ts';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { cancelReceipt } from './cancel-receipt.service.ts';
import { checkCreateReceipt } from './check-receipt.service.ts';
import { createReceipt } from './create-receipt.service.ts';
import { readPublicReceipt } from './public-receipt.service.ts';
import { listBranchReceipts, readReceipt } from './read-receipts.service.ts';
import { issueReceiptPdf, renderIssuedReceiptPdf } from './receipt-pdf.service.ts';
import { issueReprint, readReprint } from './reprint.service.ts';
import { cancelTerminalSale, pollTerminalSale, startTerminalSale } from './terminal-sale.service.ts';

/** Spec clinic §7 Receipts. Taking payment is a money POST: it needs an Idempotency-Key. */
export function registerReceiptsRoutes(
  routes: EndpointRegistrar,
  { storage, now, terminal }: { storage: FileStorage; now: () => Date; terminal: EdcTerminal },
) {
  routes.handle(
    receipts.createReceipt,
    async ({ tx, branch, user, body }) => createReceipt({ tx, branch, userId: user.id }, body, now()),
    { idempotent: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
  );
  routes.handle(receipts.checkCreateReceipt, async ({ tx, branch, params }) =>
    checkCreateReceipt(tx, branch, params.appointmentId),
  );
  routes.handle(receipts.listReceipts, async ({ tx, branch, query }) => listBranchReceipts(tx, branch, query));
  routes.handle(receipts.getReceipt, async ({ tx, branch, params }) => readReceipt(tx, branch, params.id));
  // No login: the link's 128 random bits are the key, and guessing is slowed per address.
  routes.handleIo(receipts.publicReceipt, async ({ db, params }) => readPublicReceipt(db, params.hash), {
    rateLimit: { max: 30, timeWindow: '1 minute' },
  });
  routes.handle(receipts.cancelReceipt, async ({ tx, branch, user, params, body }) =>
    cancelReceipt({ tx, branch, userId: user.id }, params.id, body.reason, now()),
  );
  routes.handle(receipts.getReprint, async ({ tx, branch, params }) => readReprint(tx, branch, params.id));
  routes.handle(receipts.issueReprint, async ({ tx, branch, user, params, body }) =>
    issueReprint({ tx, branch, userId: user.id }, params.id, body),
  );
  // Laying out a PDF costs more than a read: a tighter budget than the other reads, and made
  // once the transaction that counts the print has ended.
  routes.readThenIo(
    receipts.printReceiptPdf,
    async ({ tx, branch, user, params, body }) => issueReceiptPdf({ tx, branch, userId: user.id }, params.id, body),
    async (issued, { body }) => renderIssuedReceiptPdf(storage, issued, body),
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );
  // The card terminal (EDC): asked outside any transaction, hence handleIo. The poll runs every
  // 4 s per open overlay; the budgets leave room for a few counters at once.
  routes.handleIo(
    receipts.startTerminalSale,
    async ({ db, branch, user, body }) => startTerminalSale({ db, terminal, now }, { branch, userId: user.id }, body),
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
  routes.handleIo(receipts.getTerminalSale, async ({ db, branch, user, params }) =>
    pollTerminalSale({ db, terminal, now }, { branch, userId: user.id }, params.id),
  );
  routes.handleIo(receipts.cancelTerminalSale, async ({ db, branch, user, params }) =>
    cancelTerminalSale({ db, terminal, now }, { branch, userId: user.id }, params.id),
  );
}
