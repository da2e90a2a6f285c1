import type { TPublicReceipt } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../lib/db/database.ts';
import { toReceipt } from './receipts.mapper.ts';
import { findReceiptByPublicRef, findReceiptHeader, findReceiptItems, findReceiptPayments } from './receipts.repo.ts';
import { listReceiptCardSales } from './terminal-sales.repo.ts';

/**
 * GET /api/reprint/{hash}: a receipt by its public link, without a login. The link is
 * `<clinicId>.<128 random bits>`: the clinic id opens that clinic's rows (row-level security
 * admits nothing without one), the random part finds the receipt; a wrong one is the same 404
 * as an unknown clinic. The answer is what the printed receipt shows, and no ids.
 */
export async function readPublicReceipt(db: Database, hash: string): Promise<TPublicReceipt> {
  const [clinicPart, publicRef] = hash.split('.') as [string, string];
  const clinicId = Number(clinicPart);
  return db.run({ clinicId }, async (tx) => {
    const record = await findReceiptByPublicRef(tx, clinicId, publicRef);
    if (!record) throw new AppError('NOT_FOUND');
    const scope = { clinicId, branchId: record.row.branchId };
    const header = await findReceiptHeader(tx, scope);
    if (!header) throw new AppError('NOT_FOUND');
    const items = await findReceiptItems(tx, clinicId, record.row.id);
    const payments = await findReceiptPayments(tx, clinicId, record.row.id);
    const full = toReceipt(record, items, payments, await listReceiptCardSales(tx, clinicId, record.row.id));
    const { appointmentId: _a, treatmentId: _t, branch: _b, publicRef: _p, patient, ...printed } = full;
    return { receipt: { ...printed, patient: { dn: patient.dn, name: patient.name } }, branch: header };
  });
}
