import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { users } from '../auth/users.table.ts';
import type { Tx } from '../../lib/db/database.ts';
import { anyOf, preparedQuery, value } from '../../lib/db/prepared-query.ts';
import { treatmentItems, treatments } from './treatments.table.ts';

export type PaymentRecord = { id: number; finalDiscountSatang: number };
export type PaymentLine = typeof treatmentItems.$inferSelect;

// Each id list below is one array parameter, so each query is one prepared statement whatever
// the number of lines or records a receipt pays (ADR 0017).

const selectLineRecords = preparedQuery<
  { clinicId: number; itemIds: readonly number[] },
  { id: number; treatmentId: number }[]
>('treatment_item_records', (tx, name) =>
  tx
    .select({ id: treatmentItems.id, treatmentId: treatmentItems.treatmentId })
    .from(treatmentItems)
    .where(and(eq(treatmentItems.clinicId, value('clinicId')), anyOf(treatmentItems.id, 'itemIds')))
    .prepare(name),
);

/** Which record each named line of the clinic belongs to (lines the clinic lacks are left out). */
export async function findLineRecords(
  tx: Tx,
  clinicId: number,
  itemIds: readonly number[],
): Promise<{ id: number; treatmentId: number }[]> {
  if (itemIds.length === 0) return [];
  return selectLineRecords(tx, { clinicId, itemIds });
}

type RecordIds = { clinicId: number; treatmentIds: readonly number[] };

const recordsOf = (lock: boolean) =>
  preparedQuery<RecordIds, PaymentRecord[]>(
    lock ? 'treatment_payment_records_for_update' : 'treatment_payment_records',
    (tx, name) => {
      const query = tx
        .select({ id: treatments.id, finalDiscountSatang: treatments.finalDiscountSatang })
        .from(treatments)
        .where(and(eq(treatments.clinicId, value('clinicId')), anyOf(treatments.id, 'treatmentIds')))
        .orderBy(asc(treatments.id));
      return lock ? query.for('update').prepare(name) : query.prepare(name);
    },
  );

const linesOf = (lock: boolean) =>
  preparedQuery<RecordIds, PaymentLine[]>(
    lock ? 'treatment_payment_lines_for_update' : 'treatment_payment_lines',
    (tx, name) => {
      const query = tx
        .select()
        .from(treatmentItems)
        .where(and(eq(treatmentItems.clinicId, value('clinicId')), anyOf(treatmentItems.treatmentId, 'treatmentIds')))
        .orderBy(asc(treatmentItems.id));
      return lock ? query.for('update').prepare(name) : query.prepare(name);
    },
  );

const [readRecords, lockRecords] = [recordsOf(false), recordsOf(true)];
const [readLines, lockLines] = [linesOf(false), linesOf(true)];

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
  if (treatmentIds.length === 0) return { records: [], lines: [] };
  const records = await (lock ? lockRecords : readRecords)(tx, { clinicId, treatmentIds });
  const lines = await (lock ? lockLines : readLines)(tx, { clinicId, treatmentIds });
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

const markRecords = (paid: boolean) =>
  preparedQuery<RecordIds, unknown>(paid ? 'treatments_mark_paid' : 'treatments_mark_unpaid', (tx, name) =>
    tx
      .update(treatments)
      .set({ paidAt: paid ? sql`now()` : null })
      .where(
        and(
          eq(treatments.clinicId, value('clinicId')),
          anyOf(treatments.id, 'treatmentIds'),
          paid ? isNull(treatments.paidAt) : isNotNull(treatments.paidAt),
        ),
      )
      .prepare(name),
  );

const [markUnpaid, markPaid] = [markRecords(false), markRecords(true)];

/** Marks records paid (now, unless they already are) or unpaid. */
export async function setRecordsPaid(tx: Tx, clinicId: number, ids: readonly number[], paid: boolean): Promise<void> {
  if (ids.length === 0) return;
  await (paid ? markPaid : markUnpaid)(tx, { clinicId, treatmentIds: ids });
}

const overdueLineSelection = {
  line: treatmentItems,
  treatmentDt: treatments.createdAt,
  appointmentId: treatments.appointmentId,
  doctorUid: treatments.doctorUid,
  doctorFirstNameTh: users.firstNameTh,
  doctorLastNameTh: users.lastNameTh,
  doctorFirstNameEn: users.firstNameEn,
  doctorLastNameEn: users.lastNameEn,
};
type OverdueLineRow = {
  line: PaymentLine;
  treatmentDt: Date;
  appointmentId: number;
  doctorUid: string;
  doctorFirstNameTh: string;
  doctorLastNameTh: string;
  doctorFirstNameEn: string;
  doctorLastNameEn: string;
};

const selectOverdueLines = preparedQuery<{ clinicId: number; patientId: number; limit: number }, OverdueLineRow[]>(
  'treatment_overdue_lines_of_patient',
  (tx, name) =>
    tx
      .select(overdueLineSelection)
      .from(treatmentItems)
      .innerJoin(
        treatments,
        and(eq(treatments.clinicId, treatmentItems.clinicId), eq(treatments.id, treatmentItems.treatmentId)),
      )
      .innerJoin(users, eq(users.id, treatments.doctorUid))
      .where(
        and(
          eq(treatmentItems.clinicId, value('clinicId')),
          eq(treatments.patientId, value('patientId')),
          gt(treatmentItems.overdueSatang, 0),
          isNull(treatmentItems.overdueDeletedAt),
        ),
      )
      .orderBy(asc(treatments.createdAt), asc(treatmentItems.treatmentId), asc(treatmentItems.sort))
      .limit(value('limit'))
      .prepare(name),
);

/** A patient's lines still owing after a receipt and not written off, oldest record first. */
export function findOverdueLines(
  tx: Tx,
  clinicId: number,
  patientId: number,
  limit: number,
): Promise<OverdueLineRow[]> {
  return selectOverdueLines(tx, { clinicId, patientId, limit });
}

/** Writes off what a line owes: by whom, when and why (the amount stays, for the reports). */
export async function markWrittenOff(
  tx: Tx,
  clinicId: number,
  lineId: number,
  userId: string,
  reason: string,
): Promise<void> {
  await tx
    .update(treatmentItems)
    .set({ overdueDeletedAt: sql`now()`, overdueDeletedBy: userId, overdueDeletedReason: reason })
    .where(and(eq(treatmentItems.clinicId, clinicId), eq(treatmentItems.id, lineId)));
}
