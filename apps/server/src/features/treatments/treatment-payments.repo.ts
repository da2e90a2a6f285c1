import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { treatmentItems, treatments } from './treatments.table.ts';

export type PaymentRecord = { id: number; finalDiscountSatang: number };
export type PaymentLine = typeof treatmentItems.$inferSelect;

/** Which record each named line of the clinic belongs to (lines the clinic lacks are left out). */
export function findLineRecords(
  tx: Tx,
  clinicId: number,
  itemIds: readonly number[],
): Promise<{ id: number; treatmentId: number }[]> {
  return tx
    .select({ id: treatmentItems.id, treatmentId: treatmentItems.treatmentId })
    .from(treatmentItems)
    .where(and(eq(treatmentItems.clinicId, clinicId), inArray(treatmentItems.id, [...itemIds])));
}

/**
 * The records and all their lines; `lock` takes the records and then the lines FOR UPDATE, each
 * in id order (a treatment edit takes the record first too), so payments of one line queue.
 */
export async function findRecordsWithLines(
  tx: Tx,
  clinicId: number,
  treatmentIds: readonly number[],
  lock: boolean,
): Promise<{ records: PaymentRecord[]; lines: PaymentLine[] }> {
  const recordQuery = tx
    .select({ id: treatments.id, finalDiscountSatang: treatments.finalDiscountSatang })
    .from(treatments)
    .where(and(eq(treatments.clinicId, clinicId), inArray(treatments.id, [...treatmentIds])))
    .orderBy(asc(treatments.id));
  const records = await (lock ? recordQuery.for('update') : recordQuery);
  const lineQuery = tx
    .select()
    .from(treatmentItems)
    .where(and(eq(treatmentItems.clinicId, clinicId), inArray(treatmentItems.treatmentId, [...treatmentIds])))
    .orderBy(asc(treatmentItems.id));
  const lines = await (lock ? lineQuery.for('update') : lineQuery);
  return { records, lines };
}

/** What a line still owes; `clearWriteOff` lifts a write-off of it. */
export async function setLineOverdue(
  tx: Tx,
  clinicId: number,
  lineId: number,
  overdueSatang: number | null,
  clearWriteOff: boolean,
): Promise<void> {
  await tx
    .update(treatmentItems)
    .set({
      overdueSatang,
      ...(clearWriteOff ? { overdueDeletedAt: null, overdueDeletedBy: null, overdueDeletedReason: null } : {}),
    })
    .where(and(eq(treatmentItems.clinicId, clinicId), eq(treatmentItems.id, lineId)));
}

/** Marks records paid (now, unless they already are) or unpaid. */
export async function setRecordsPaid(tx: Tx, clinicId: number, ids: readonly number[], paid: boolean): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(treatments)
    .set({ paidAt: paid ? sql`now()` : null })
    .where(
      and(
        eq(treatments.clinicId, clinicId),
        inArray(treatments.id, [...ids]),
        paid ? isNull(treatments.paidAt) : isNotNull(treatments.paidAt),
      ),
    );
}
