import { and, asc, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../lib/db/database.ts';
import { patients } from '../patients/patients.table.ts';
import { receiptItems, receipts } from '../receipts/receipts.table.ts';
import { treatmentItems } from '../treatments/treatments.table.ts';
import {
  liveReceiptsOfRange,
  receiptDay,
  receiptsOfRange,
  type BranchIds,
  type DayRange,
} from './report-scope.repo.ts';
import { configNameThSql } from '../masters/masters.repo.ts';

const lineSelection = {
  receiptId: receipts.id,
  buddhistYear: receipts.buddhistYear,
  number: receipts.number,
  receiptDate: receiptDay,
  patientId: receipts.patientId,
  patientTitle: configNameThSql('title_name', patients.titleNameTh),
  patientFirstName: patients.firstNameTh,
  patientLastName: patients.lastNameTh,
  name: receiptItems.nameTh,
  doctorName: receiptItems.doctorNameTh,
  quantity: receiptItems.quantity,
  amountSatang: receiptItems.amountSatang,
  paidSatang: receiptItems.paidSatang,
  remainedSatang: receiptItems.remainedSatang,
};

export type ReportLineRow = Awaited<ReturnType<typeof findOverdueLines>>[number];

const laterLine = alias(receiptItems, 'later_line');
const laterReceipt = alias(receipts, 'later_receipt');

/**
 * Lines of the range's live receipts still owed now: a line paid again on a later live receipt
 * is that receipt's to show (or paid off), and a written-off line owes nothing.
 */
export function findOverdueLines(tx: Tx, scope: BranchIds, range: DayRange) {
  const carriedLater = tx
    .select({ id: laterLine.id })
    .from(laterLine)
    .innerJoin(
      laterReceipt,
      and(
        eq(laterReceipt.clinicId, laterLine.clinicId),
        eq(laterReceipt.branchId, laterLine.branchId),
        eq(laterReceipt.id, laterLine.receiptId),
      ),
    )
    .where(
      and(
        eq(laterLine.clinicId, receiptItems.clinicId),
        eq(laterLine.treatmentItemId, receiptItems.treatmentItemId),
        gt(laterLine.receiptId, receiptItems.receiptId),
        isNull(laterReceipt.cancelledAt),
      ),
    );
  return tx
    .select(lineSelection)
    .from(receiptItems)
    .innerJoin(
      receipts,
      and(
        eq(receipts.clinicId, receiptItems.clinicId),
        eq(receipts.branchId, receiptItems.branchId),
        eq(receipts.id, receiptItems.receiptId),
      ),
    )
    .innerJoin(patients, eq(patients.id, receipts.patientId))
    .innerJoin(
      treatmentItems,
      and(eq(treatmentItems.clinicId, receiptItems.clinicId), eq(treatmentItems.id, receiptItems.treatmentItemId)),
    )
    .where(
      and(
        liveReceiptsOfRange(scope, range),
        gt(receiptItems.remainedSatang, 0),
        isNull(treatmentItems.overdueDeletedAt),
        notExists(carriedLater),
      ),
    )
    .orderBy(asc(receipts.createdAt), asc(receipts.id), asc(receiptItems.sort));
}

/** One patient's lines on the range's live receipts, oldest first. */
export function findPatientLines(tx: Tx, scope: BranchIds, range: DayRange, patientId: number) {
  return tx
    .select(lineSelection)
    .from(receiptItems)
    .innerJoin(
      receipts,
      and(
        eq(receipts.clinicId, receiptItems.clinicId),
        eq(receipts.branchId, receiptItems.branchId),
        eq(receipts.id, receiptItems.receiptId),
      ),
    )
    .innerJoin(patients, eq(patients.id, receipts.patientId))
    .where(and(liveReceiptsOfRange(scope, range), eq(receipts.patientId, patientId)))
    .orderBy(asc(receipts.createdAt), asc(receipts.id), asc(receiptItems.sort));
}

/** One patient's receipts of the range, cancelled ones included (marked), oldest first. */
export function findPatientReceipts(tx: Tx, scope: BranchIds, range: DayRange, patientId: number) {
  return tx
    .select({
      id: receipts.id,
      buddhistYear: receipts.buddhistYear,
      number: receipts.number,
      receiptDate: receiptDay,
      amountSatang: receipts.amountSatang,
      paidSatang: receipts.paidSatang,
      overdueSatang: receipts.overdueSatang,
      isCancelled: sql<boolean>`${receipts.cancelledAt} is not null`,
    })
    .from(receipts)
    .where(and(receiptsOfRange(scope, range), eq(receipts.patientId, patientId)))
    .orderBy(asc(receipts.createdAt), asc(receipts.id));
}
