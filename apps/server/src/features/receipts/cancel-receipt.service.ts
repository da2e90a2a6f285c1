import type { TReceipt } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import { reopenPaidVisit } from '../appointments/paid-visit.service.ts';
import { RECEIPT_ENTITY, type ReceiptWriter } from './create-receipt.service.ts';
import { readReceipt } from './read-receipts.service.ts';
import { reopenTreatmentItems } from '../treatments/treatment-payments.service.ts';
import { findLiveReceiptOfAppointment, findReceipt, findReceiptItems, markCancelled } from './receipts.repo.ts';

/**
 * PUT /api/receipt/cancel/{c}/{b}/{id}: a receipt is never deleted; cancelling marks it with the
 * reason, who and when. What it paid is owed again on its lines (the treatments feature's
 * reopenTreatmentItems), and its visit waits for payment again (6), in one transaction with the
 * audit row.
 */
export async function cancelReceipt(
  writer: ReceiptWriter,
  id: number,
  reason: string,
  now = new Date(),
): Promise<TReceipt> {
  const { tx, branch } = writer;
  const record = await findReceipt(tx, branch, id, true);
  if (!record) throw new AppError('NOT_FOUND');
  if (record.row.cancelledAt !== null) throw new AppError('RECEIPT-ALREADY-CANCELLED');
  const before = await readReceipt(tx, branch, id);
  await markCancelled(tx, branch, id, { by: writer.userId, at: now, reason });
  const items = await findReceiptItems(tx, branch.clinicId, id);
  await reopenTreatmentItems(
    tx,
    { clinicId: branch.clinicId },
    items.map((item) => ({ itemId: item.treatmentItemId, paidSatang: item.paidSatang })),
  );
  // The visit was closed by this receipt; it reopens unless another live receipt pays it (none can: one per visit).
  if ((await findLiveReceiptOfAppointment(tx, branch.clinicId, record.row.appointmentId)) === null) {
    await reopenPaidVisit(writer, record.row.appointmentId).catch((error: unknown) => {
      // A visit moved on since (cancelled, or closed in another way) keeps its status.
      if (!(error instanceof AppError)) throw error;
    });
  }
  const after = await readReceipt(tx, branch, id);
  await writeAudit(tx, branch, writer.userId, {
    entity: RECEIPT_ENTITY,
    entityId: id,
    action: 'cancel',
    before,
    after,
  });
  return after;
}
