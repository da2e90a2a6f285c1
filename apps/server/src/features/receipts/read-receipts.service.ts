import type { TReceipt, TReceiptList, TReceiptListQuery } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import { toReceipt, toReceiptSummary } from './receipts.mapper.ts';
import { findReceipt, findReceiptItems, findReceiptPayments, listReceipts, type BranchIds } from './receipts.repo.ts';
import { listReceiptCardSales } from './terminal-sales.repo.ts';

/** GET /api/receipt/{c}/{b}/{id}: one receipt of the branch (another branch's or clinic's is 404). */
export async function readReceipt(tx: Tx, scope: BranchIds, id: number): Promise<TReceipt> {
  const record = await findReceipt(tx, scope, id);
  if (!record) throw new AppError('NOT_FOUND');
  const [items, payments, cardSales] = [
    await findReceiptItems(tx, scope.clinicId, id),
    await findReceiptPayments(tx, scope.clinicId, id),
    await listReceiptCardSales(tx, scope.clinicId, id),
  ];
  return toReceipt(record, items, payments, cardSales);
}

/** GET /api/receipt/{c}/{b}: the spec's list, with either spelling of the date range. */
export async function listBranchReceipts(tx: Tx, scope: BranchIds, query: TReceiptListQuery): Promise<TReceiptList> {
  const { rows, total } = await listReceipts(tx, scope, {
    keyword: query.keyword,
    patientId: query.patientId,
    from: query.startDt ?? query.dateFrom,
    to: query.endDt ?? query.dateTo,
    status: query.status,
    offset: query.offset,
    limit: query.limit,
  });
  return {
    receipts: rows.map(toReceiptSummary),
    pagination: { offset: query.offset, limit: query.limit, total },
  };
}
