import { randomBytes } from 'node:crypto';
import {
  APPT_IS_NOT_UPTO_DATE,
  bahtToSatang,
  bangkokDate,
  toBuddhistYear,
  type TReceiptCreate,
  type TReceiptCreated,
} from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { findAppointment } from '../appointments/appointments.repo.ts';
import { closePaidVisit, isPayableStatus } from '../appointments/paid-visit.service.ts';
import { settleTreatmentItems } from '../treatments/treatment-payments.service.ts';
import { findTreatment } from '../treatments/treatments.repo.ts';
import { owedLinesOfVisit, type OwedLine } from './owed-lines.service.ts';
import { attachCardSales, checkCardLines } from './card-lines.service.ts';
import { checkPaymentMethods } from './payment-methods.service.ts';
import { readReceipt } from './read-receipts.service.ts';
import type { ReceiptItemValues } from './receipts.repo.ts';
import { allocateReceiptNumber, findLiveReceiptOfAppointment, insertReceipt } from './receipts.repo.ts';

export type ReceiptWriter = { tx: Tx; branch: BranchScope; userId: string };

export const RECEIPT_ENTITY = 'receipt';

/** The unguessable reference of the later public view: 128 random bits, URL-safe. */
function newPublicRef(): string {
  return randomBytes(16).toString('base64url');
}

/** A second payment of the visit racing this one: the live-receipt index answers. */
function rethrowDuplicate(error: unknown): never {
  const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  if (code === '23505') throw new AppError('RECEIPT-EXISTED');
  throw error;
}

/**
 * The receipt's items: every owed line of the visit's own record (what is not paid now stays
 * owed), and the earlier debts the payment takes something off. Each payment at most what is
 * still owed on its line (RECEIPT-OVERPAID); a line that is not owed is RECEIPT-ITEM-NOT-FOUND.
 */
function receiptItemsOf(owed: readonly OwedLine[], paidNow: ReadonlyMap<number, number>): ReceiptItemValues[] {
  const owedById = new Map(owed.map((o) => [o.line.id, o]));
  for (const [itemId, paid] of paidNow) {
    const line = owedById.get(itemId);
    if (!line) throw new AppError('RECEIPT-ITEM-NOT-FOUND');
    if (paid > line.remainedSatang) throw new AppError('RECEIPT-OVERPAID');
  }
  return owed
    .filter((o) => o.current || (paidNow.get(o.line.id) ?? 0) > 0)
    .map((o, sort) => {
      const paidSatang = paidNow.get(o.line.id) ?? 0;
      return {
        sort,
        treatmentId: o.treatment.id,
        treatmentItemId: o.line.id,
        nameTh: o.line.nameTh,
        nameEn: o.line.nameEn,
        doctorNameTh: o.treatment.doctorNameTh,
        doctorNameEn: o.treatment.doctorNameEn,
        quantity: o.line.quantity,
        priceSatang: o.line.priceSatang,
        discountSatang: o.discountSatang,
        amountSatang: o.remainedSatang,
        paidSatang,
        remainedSatang: o.remainedSatang - paidSatang,
      };
    });
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * POST /api/receipt/{c}/{b}: takes payment for a visit, in one transaction: the visit and its
 * record locked, the record's version checked (a stale one answers APPT-IS-NOT-UPTO-DATE with
 * 200, spec §4), the payment checked against what is owed and against the payment-method lines,
 * the number taken from the branch's counter, the receipt written, its lines settled, the
 * visit closed (status 7) and the audit row written. Idempotency is the route's (Idempotency-Key).
 */
export async function createReceipt(
  writer: ReceiptWriter,
  body: TReceiptCreate,
  now: Date = new Date(),
): Promise<TReceiptCreated> {
  const { tx, branch } = writer;
  const appointment = await findAppointment(tx, branch, body.appointmentId, true);
  if (!appointment) throw new AppError('NOT_FOUND');
  const treatment = await findTreatment(tx, branch, body.treatment.id, true);
  if (!treatment || treatment.appointmentId !== body.appointmentId) throw new AppError('NOT_FOUND');
  if (treatment.updatedAt.getTime() !== Date.parse(body.treatment.modifyDt)) return APPT_IS_NOT_UPTO_DATE;
  if ((await findLiveReceiptOfAppointment(tx, branch.clinicId, body.appointmentId)) !== null) {
    throw new AppError('RECEIPT-EXISTED');
  }
  if (!isPayableStatus(appointment.row.statusId)) throw new AppError('APPT-WRONG-STATUS');

  const owed = await owedLinesOfVisit(tx, branch, { patientId: treatment.patientId, treatmentId: treatment.id }, true);
  const paidNow = new Map(
    body.receipt.items.map((item) => [item.treatmentItemId, bahtToSatang(item.paid)] as const).filter(([, p]) => p > 0),
  );
  const items = receiptItemsOf(owed, paidNow);
  const payments = body.displayAmount.map((line, sort) => ({
    sort,
    methodId: line.id,
    amountSatang: bahtToSatang(line.amount),
  }));
  const paidSatang = sum(items.map((item) => item.paidSatang));
  if (sum(payments.map((p) => p.amountSatang)) !== paidSatang) throw new AppError('RECEIPT-AMOUNT-MISMATCH');
  await checkPaymentMethods(
    tx,
    branch,
    payments.map((p) => p.methodId),
  );
  const cardSaleIds = await checkCardLines(tx, branch, payments, body.displayAmount);

  const amountSatang = sum(items.map((item) => item.amountSatang));
  const buddhistYear = toBuddhistYear(Number(bangkokDate(now).slice(0, 4)));
  const number = await allocateReceiptNumber(tx, branch, buddhistYear);
  const id = await insertReceipt(
    tx,
    branch,
    {
      buddhistYear,
      number,
      patientId: treatment.patientId,
      appointmentId: body.appointmentId,
      treatmentId: treatment.id,
      priceSatang: sum(items.map((item) => item.priceSatang * item.quantity)),
      discountSatang: sum(items.map((item) => item.discountSatang)),
      amountSatang,
      paidSatang,
      overdueSatang: amountSatang - paidSatang,
      nextVisit: body.nextVisit,
      publicRef: newPublicRef(),
      createdBy: writer.userId,
      createdAt: now,
    },
    items,
    payments,
  ).catch(rethrowDuplicate);
  await attachCardSales(tx, branch, cardSaleIds, id);
  // The lines keep what is still owed (the treatments feature's overdue_satang), and a record
  // owing nothing more is paid: every line of the receipt, paid now or not.
  await settleTreatmentItems(
    tx,
    { clinicId: branch.clinicId },
    items.map((item) => ({ itemId: item.treatmentItemId, paidSatang: item.paidSatang })),
  );
  await closePaidVisit(writer, body.appointmentId);
  const receipt = await readReceipt(tx, branch, id);
  await writeAudit(tx, branch, writer.userId, {
    entity: RECEIPT_ENTITY,
    entityId: id,
    action: 'create',
    after: receipt,
  });
  return { receipt, creationDt: receipt.creationDt };
}
