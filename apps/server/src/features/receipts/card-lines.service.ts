import type { TReceiptCreate } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { attachTerminalSales, listCardMethodIds, lockTerminalSales } from './terminal-sales.repo.ts';

/**
 * A card line is money the terminal took: it is accepted only with the branch's approved terminal
 * sale of exactly that amount and method, not cancelled, backing no other receipt; a line of
 * another method names no sale. The sales stay locked until the receipt commits, so two
 * submissions naming one sale cannot both pass. Answers the sale ids to attach.
 */
export async function checkCardLines(
  tx: Tx,
  branch: BranchScope,
  payments: readonly { methodId: number; amountSatang: number }[],
  lines: TReceiptCreate['displayAmount'],
): Promise<number[]> {
  const cards = await listCardMethodIds(tx);
  const wanted = lines.map((line, index) => {
    const isCard = cards.has(line.id);
    if (isCard && line.terminalSaleId === undefined) throw new AppError('EDC-SALE-REQUIRED');
    if (!isCard && line.terminalSaleId !== undefined) throw new AppError('EDC-NOT-CARD');
    return { saleId: line.terminalSaleId, ...payments[index]! };
  });
  const ids = wanted.flatMap((w) => (w.saleId === undefined ? [] : [w.saleId]));
  if (new Set(ids).size !== ids.length) throw new AppError('EDC-SALE-USED');
  const sales = new Map((await lockTerminalSales(tx, branch, ids)).map((sale) => [sale.id, sale]));
  for (const line of wanted) {
    if (line.saleId === undefined) continue;
    const sale = sales.get(line.saleId);
    if (!sale) throw new AppError('EDC-SALE-NOT-FOUND');
    if (sale.receiptId !== null) throw new AppError('EDC-SALE-USED');
    if (sale.status !== 'approved' || sale.cancelRequestedAt !== null) throw new AppError('EDC-SALE-NOT-APPROVED');
    if (sale.amountSatang !== line.amountSatang || sale.methodId !== line.methodId) {
      throw new AppError('EDC-SALE-MISMATCH');
    }
  }
  return ids;
}

/** The checked sales become the receipt's (in its transaction): each backs this receipt only. */
export async function attachCardSales(tx: Tx, branch: BranchScope, ids: readonly number[], receiptId: number) {
  if ((await attachTerminalSales(tx, branch.clinicId, ids, receiptId)) !== ids.length) {
    throw new AppError('EDC-SALE-USED');
  }
}
