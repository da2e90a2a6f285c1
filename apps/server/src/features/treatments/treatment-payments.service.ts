import { lineAmountSatang, spreadFinalDiscount } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import {
  findLineRecords,
  findRecordsWithLines,
  setLineOverdue,
  setRecordsPaid,
  type PaymentLine,
  type PaymentRecord,
} from './treatment-payments.repo.ts';

/**
 * What receipts (the receipts feature, which may import treatments) do to the lines they pay,
 * inside their own transaction: settle them when a receipt is issued, reopen them when it is
 * cancelled. The receipt's own audit row records the payment; these change only the lines'
 * `overdue_satang` and the record's `paid_at`.
 *
 * What a line owes in full is what it comes to (quantity × price − line discount) less its share
 * of the record's final discount, spread over the lines in proportion to their amounts
 * (`spreadFinalDiscount`, in the contract so the receipt can print each line's share). Once any
 * line has a payment the record is closed for edits (PAYMENT-COMPLETED), so the shares stay put.
 */
export type LinePayment = { itemId: number; paidSatang: number };

/** The clinic whose lines are paid: a patient may settle a debt at any branch of the clinic. */
export type PaymentScope = { clinicId: number };

type LockedLine = {
  id: number;
  treatmentId: number;
  fullOwed: number;
  overdueSatang: number | null;
  writtenOff: boolean;
};

/** Payments per line, the same line named twice counting once with both amounts. */
function paymentsByLine(payments: readonly LinePayment[]): Map<number, number> {
  const byLine = new Map<number, number>();
  for (const { itemId, paidSatang } of payments) {
    if (!Number.isSafeInteger(itemId) || !Number.isSafeInteger(paidSatang) || paidSatang < 0) {
      throw new Error(`treatment payment: bad line ${itemId} or amount ${paidSatang}`);
    }
    byLine.set(itemId, (byLine.get(itemId) ?? 0) + paidSatang);
  }
  return byLine;
}

/** What each line of the records owes in full: its amount less its share of the final discount. */
function withFullOwed(records: readonly PaymentRecord[], lines: readonly PaymentLine[]): Map<number, LockedLine> {
  const byId = new Map<number, LockedLine>();
  for (const record of records) {
    const own = lines.filter((row) => row.treatmentId === record.id).sort((a, b) => a.sort - b.sort);
    const amounts = own.map(lineAmountSatang);
    const shares = spreadFinalDiscount(amounts, record.finalDiscountSatang);
    own.forEach((line, index) => {
      byId.set(line.id, {
        id: line.id,
        treatmentId: record.id,
        fullOwed: amounts[index]! - shares[index]!,
        overdueSatang: line.overdueSatang,
        writtenOff: line.overdueDeletedAt !== null,
      });
    });
  }
  return byId;
}

/**
 * Locks the records of the given lines and all their lines, so two receipts paying the same line
 * wait for each other and the second sees what the first left owing. A line the clinic does not
 * have is NOT_FOUND.
 */
async function lockLines(tx: Tx, scope: PaymentScope, itemIds: readonly number[]): Promise<Map<number, LockedLine>> {
  const named = await findLineRecords(tx, scope.clinicId, itemIds);
  if (named.length !== itemIds.length) throw new AppError('NOT_FOUND');
  const treatmentIds = [...new Set(named.map((line) => line.treatmentId))];
  const { records, lines } = await findRecordsWithLines(tx, scope.clinicId, treatmentIds, true);
  return withFullOwed(records, lines);
}

/** What a line owes now: its full amount until a payment is taken, nothing once written off. */
function owedNow(line: LockedLine): number {
  if (line.writtenOff) return 0;
  return line.overdueSatang ?? line.fullOwed;
}

/**
 * A record is paid when all its lines owe nothing (settled, written off, or never owing anything:
 * a diagnosis, a free line), else not: `paid_at` follows the lines as they are after this change.
 */
export async function refreshPaidAt(tx: Tx, scope: PaymentScope, treatmentIds: readonly number[]): Promise<void> {
  if (treatmentIds.length === 0) return;
  const { records, lines } = await findRecordsWithLines(tx, scope.clinicId, treatmentIds, false);
  const owed = withFullOwed(records, lines);
  const owesNothing = (recordId: number) =>
    [...owed.values()]
      .filter((line) => line.treatmentId === recordId)
      .every((line) => line.writtenOff || (line.overdueSatang ?? line.fullOwed) === 0);
  const settled = records.filter((record) => owesNothing(record.id)).map((record) => record.id);
  const owing = records.filter((record) => !owesNothing(record.id)).map((record) => record.id);
  await setRecordsPaid(tx, scope.clinicId, settled, true);
  await setRecordsPaid(tx, scope.clinicId, owing, false);
}

/**
 * A receipt pays lines: each payment is at most what the line still owes (TREAT-OVERPAID
 * otherwise, a written-off line owing nothing); what remains becomes the line's overdue, and a
 * record all of whose lines are settled or written off is paid (`paid_at`).
 */
export async function settleTreatmentItems(
  tx: Tx,
  scope: PaymentScope,
  payments: readonly LinePayment[],
): Promise<void> {
  const byLine = paymentsByLine(payments);
  if (byLine.size === 0) return;
  const locked = await lockLines(tx, scope, [...byLine.keys()]);
  for (const [lineId, paid] of byLine) {
    const line = locked.get(lineId)!;
    const owed = owedNow(line);
    if (paid > owed) throw new AppError('TREAT-OVERPAID');
    if (!line.writtenOff) await setLineOverdue(tx, scope.clinicId, lineId, owed - paid, false);
  }
  await refreshPaidAt(tx, scope, [...new Set([...byLine.keys()].map((id) => locked.get(id)!.treatmentId))]);
}

/**
 * A cancelled receipt gives its payments back: each line owes them again (back to "no payment
 * taken" when it owes its full amount again), a write-off of the line is lifted since what it
 * wrote off is no longer what is owed (its audit row stays), and a record owing again is unpaid again.
 * Giving back more than was paid on a line is a receipts bug, not a user's error.
 */
export async function reopenTreatmentItems(
  tx: Tx,
  scope: PaymentScope,
  payments: readonly LinePayment[],
): Promise<void> {
  const byLine = paymentsByLine(payments);
  if (byLine.size === 0) return;
  const locked = await lockLines(tx, scope, [...byLine.keys()]);
  for (const [lineId, paid] of byLine) {
    const line = locked.get(lineId)!;
    const owedBefore = line.overdueSatang ?? line.fullOwed;
    const owed = owedBefore + paid;
    if (owed > line.fullOwed || (line.overdueSatang === null && paid > 0)) {
      throw new Error(`treatment payment: line ${lineId} gets back more than was paid on it`);
    }
    await setLineOverdue(tx, scope.clinicId, lineId, owed === line.fullOwed ? null : owed, true);
  }
  await refreshPaidAt(tx, scope, [...new Set([...byLine.keys()].map((id) => locked.get(id)!.treatmentId))]);
}
