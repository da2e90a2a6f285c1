import { receiptLabel, type TIssueReprint, type TIssuedReprint, type TReceipt, type TReprint } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import { RECEIPT_ENTITY, type ReceiptWriter } from './create-receipt.service.ts';
import { readReceipt } from './read-receipts.service.ts';
import { countPrint, findReceipt, findReceiptHeader, type BranchIds } from './receipts.repo.ts';

type KeptLabel = TIssuedReprint['label'];

/**
 * The label a kept receipt prints with (spec §4, the contract's receiptLabel): a cancelled one is
 * always 'Cancel'; otherwise the first original-mode print is the 'Original' and everything
 * after it, or asked as a copy, a 'Copy'.
 */
function keptLabel(receipt: TReceipt, mode: TIssueReprint['mode'], printCount: number): KeptLabel {
  if (receipt.cancel) return 'Cancel';
  if (mode === 'cancel') throw new AppError('RECEIPT-NOT-CANCELLED');
  return receiptLabel(mode, receipt.receiptNo, printCount > 0) as KeptLabel;
}

async function header(tx: Tx, scope: BranchIds) {
  const found = await findReceiptHeader(tx, scope);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** GET /api/reprint/{c}/{b}/{id}: the receipt, its header, its print count and the next print's label. */
export async function readReprint(tx: Tx, scope: BranchIds, id: number): Promise<TReprint> {
  const record = await findReceipt(tx, scope, id);
  if (!record) throw new AppError('NOT_FOUND');
  const receipt = await readReceipt(tx, scope, id);
  const printCount = record.row.printCount;
  return {
    receipt,
    branch: await header(tx, scope),
    printCount,
    nextLabel: keptLabel(receipt, 'original', printCount),
  };
}

/**
 * POST issueReprint (and the PDF): one print, counted and audited in one transaction. The row is
 * locked first, so two counters pressing print together get one Original and one Copy, never two
 * Originals.
 */
export async function issueReprint(writer: ReceiptWriter, id: number, request: TIssueReprint): Promise<TIssuedReprint> {
  const { tx, branch } = writer;
  const record = await findReceipt(tx, branch, id, true);
  if (!record) throw new AppError('NOT_FOUND');
  const receipt = await readReceipt(tx, branch, id);
  const label = keptLabel(receipt, request.mode, record.row.printCount);
  const printCount = await countPrint(tx, branch, id);
  await writeAudit(tx, branch, writer.userId, {
    entity: RECEIPT_ENTITY,
    entityId: id,
    action: 'print',
    after: { mode: request.mode, lang: request.lang, label, printCount },
  });
  return { receipt, branch: await header(tx, branch), printCount, label };
}
