import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { preparedByShape, preparedQuery, value } from '../../lib/db/prepared-query.ts';
import { users } from '../auth/users.table.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';
import { contents } from '../files/contents.table.ts';
import { paymentMethods } from '../masters/master-lists.table.ts';
import { patients } from '../patients/patients.table.ts';
import { treatmentItems, treatments } from '../treatments/treatments.table.ts';
import { receiptItems, receiptNumberCounters, receiptPayments, receipts } from './receipts.table.ts';
import { configNameThSql } from '../masters/masters.repo.ts';

/** Where a receipt query works: the branch, inside its clinic (RLS checks the clinic again). */
export type BranchIds = { clinicId: number; branchId: number };

export type ReceiptValues = Omit<typeof receipts.$inferInsert, 'clinicId' | 'branchId' | 'id'>;
export type ReceiptItemValues = Omit<typeof receiptItems.$inferInsert, 'clinicId' | 'branchId' | 'id' | 'receiptId'>;
export type ReceiptPaymentValues = Omit<
  typeof receiptPayments.$inferInsert,
  'clinicId' | 'branchId' | 'id' | 'receiptId'
>;

/**
 * The next receipt number of the branch and Buddhist year: the counter row stays locked until
 * the payment commits or rolls back, so numbers are handed out in commit order without a gap.
 */
export async function allocateReceiptNumber(tx: Tx, scope: BranchIds, buddhistYear: number): Promise<number> {
  const [row] = await tx
    .insert(receiptNumberCounters)
    .values({ clinicId: scope.clinicId, branchId: scope.branchId, buddhistYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [receiptNumberCounters.clinicId, receiptNumberCounters.branchId, receiptNumberCounters.buddhistYear],
      set: { lastNumber: sql`${receiptNumberCounters.lastNumber} + 1` },
    })
    .returning({ number: receiptNumberCounters.lastNumber });
  if (!row) throw new Error('receipt counter upsert returned no row');
  return row.number;
}

export async function insertReceipt(
  tx: Tx,
  scope: BranchIds,
  values: ReceiptValues,
  items: readonly ReceiptItemValues[],
  payments: readonly ReceiptPaymentValues[],
): Promise<number> {
  const [row] = await tx
    .insert(receipts)
    .values({ ...values, clinicId: scope.clinicId, branchId: scope.branchId })
    .returning({ id: receipts.id });
  if (!row) throw new Error('receipt insert returned no row');
  const owned = { clinicId: scope.clinicId, branchId: scope.branchId, receiptId: row.id };
  if (items.length > 0) await tx.insert(receiptItems).values(items.map((item) => ({ ...item, ...owned })));
  if (payments.length > 0) await tx.insert(receiptPayments).values(payments.map((line) => ({ ...line, ...owned })));
  return row.id;
}

const receiptSelection = {
  row: receipts,
  patientDn: patients.dn,
  patientTitle: configNameThSql('title_name', patients.titleNameTh),
  patientFirstName: patients.firstNameTh,
  patientLastName: patients.lastNameTh,
};

export type ReceiptRecord = NonNullable<Awaited<ReturnType<typeof findReceipt>>>;

// A receipt as its screen, its print and its cancel read it: each statement prepared (ADR 0017),
// the receipt's two forms (read, locked for a cancel) each a shape of its own.
const selectReceiptById = preparedByShape('receipt_by_id', (tx, { lock }: { lock: boolean }) => {
  const query = tx
    .select(receiptSelection)
    .from(receipts)
    .innerJoin(patients, eq(patients.id, receipts.patientId))
    .where(
      and(
        eq(receipts.clinicId, value('clinicId')),
        eq(receipts.branchId, value('branchId')),
        eq(receipts.id, value('id')),
      ),
    );
  return lock ? query.for('update', { of: receipts }) : query;
});

/** One receipt of the branch, with its patient; `lock` holds it for a cancel. */
export async function findReceipt(tx: Tx, scope: BranchIds, id: number, lock = false) {
  const values = { clinicId: scope.clinicId, branchId: scope.branchId, id };
  const [found] = await selectReceiptById(tx, { lock }, values);
  return found;
}

const selectItems = preparedQuery('receipt_items_of', (tx, name) =>
  tx
    .select()
    .from(receiptItems)
    .where(and(eq(receiptItems.clinicId, value('clinicId')), eq(receiptItems.receiptId, value('receiptId'))))
    .orderBy(asc(receiptItems.sort))
    .prepare(name),
);

export function findReceiptItems(tx: Tx, clinicId: number, receiptId: number) {
  return selectItems(tx, { clinicId, receiptId });
}

const selectPayments = preparedQuery('receipt_payments_of', (tx, name) =>
  tx
    .select({
      methodId: receiptPayments.methodId,
      amountSatang: receiptPayments.amountSatang,
      nameTh: paymentMethods.nameTh,
      nameEn: paymentMethods.nameEn,
    })
    .from(receiptPayments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, receiptPayments.methodId))
    .where(and(eq(receiptPayments.clinicId, value('clinicId')), eq(receiptPayments.receiptId, value('receiptId'))))
    .orderBy(asc(receiptPayments.sort))
    .prepare(name),
);

export function findReceiptPayments(tx: Tx, clinicId: number, receiptId: number) {
  return selectPayments(tx, { clinicId, receiptId });
}

/** A receipt of the clinic by its public link's random part (unique across clinics). */
export async function findReceiptByPublicRef(tx: Tx, clinicId: number, publicRef: string) {
  const [found] = await tx
    .select(receiptSelection)
    .from(receipts)
    .innerJoin(patients, eq(patients.id, receipts.patientId))
    .where(and(eq(receipts.clinicId, clinicId), eq(receipts.publicRef, publicRef)));
  return found;
}

/** The clinic and branch a receipt prints in its header. */
export async function findReceiptHeader(tx: Tx, scope: BranchIds) {
  const [found] = await tx
    .select({
      clinicName: clinics.name,
      clinicNameEn: clinics.nameEn,
      name: branches.name,
      nameEn: branches.nameEn,
      address: branches.address,
      addressEn: branches.addressEn,
      tel: branches.tel,
      taxId: branches.taxId,
    })
    .from(branches)
    .innerJoin(clinics, eq(clinics.id, branches.clinicId))
    .where(and(eq(branches.clinicId, scope.clinicId), eq(branches.id, scope.branchId)));
  return found;
}

/** Where the clinic's logo is stored, if it has one that was not deleted. */
export async function findClinicLogo(tx: Tx, clinicId: number) {
  const [found] = await tx
    .select({ storageKey: contents.storageKey, fileType: contents.fileType })
    .from(clinics)
    .innerJoin(contents, eq(contents.id, clinics.logoContentId))
    .where(and(eq(clinics.id, clinicId), isNull(contents.deletedAt)));
  return found;
}

/** The live (not cancelled) receipt of a visit, if it was paid. */
export async function findLiveReceiptOfAppointment(
  tx: Tx,
  clinicId: number,
  appointmentId: number,
): Promise<number | null> {
  const [row] = await tx
    .select({ id: receipts.id })
    .from(receipts)
    .where(
      and(eq(receipts.clinicId, clinicId), eq(receipts.appointmentId, appointmentId), isNull(receipts.cancelledAt)),
    );
  return row?.id ?? null;
}

export async function markCancelled(
  tx: Tx,
  scope: BranchIds,
  id: number,
  cancel: { by: string; at: Date; reason: string },
): Promise<void> {
  await tx
    .update(receipts)
    .set({ cancelledAt: cancel.at, cancelledBy: cancel.by, cancelReason: cancel.reason })
    .where(and(eq(receipts.clinicId, scope.clinicId), eq(receipts.branchId, scope.branchId), eq(receipts.id, id)));
}

/** Counts one print of a receipt; the answer is the count with it. */
export async function countPrint(tx: Tx, scope: BranchIds, id: number): Promise<number> {
  const [row] = await tx
    .update(receipts)
    .set({ printCount: sql`${receipts.printCount} + 1` })
    .where(and(eq(receipts.clinicId, scope.clinicId), eq(receipts.branchId, scope.branchId), eq(receipts.id, id)))
    .returning({ printCount: receipts.printCount });
  if (!row) throw new Error(`receipt ${id} vanished while printing`);
  return row.printCount;
}

/** The receipt number as receipts.mapper formats it, for the keyword search. */
const receiptNoSql = sql<string>`lpad((${receipts.buddhistYear} % 100)::text, 2, '0') || '-' || lpad(${receipts.number}::text, 6, '0')`;

export type ReceiptListFilter = {
  keyword: string;
  patientId: number | undefined;
  from: string | undefined;
  to: string | undefined;
  status: 'all' | 'active' | 'cancel';
  offset: number;
  limit: number;
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Which filters a list request gives, not their values: one prepared statement per shape. */
type ListShape = {
  status: ReceiptListFilter['status'];
  from: boolean;
  to: boolean;
  keyword: boolean;
  patientId: boolean;
};

function listCondition(shape: ListShape): SQL | undefined {
  const bangkokDay = sql`(${receipts.createdAt} at time zone 'Asia/Bangkok')::date`;
  return and(
    eq(receipts.clinicId, value('clinicId')),
    eq(receipts.branchId, value('branchId')),
    shape.status === 'active' ? isNull(receipts.cancelledAt) : undefined,
    shape.status === 'cancel' ? isNotNull(receipts.cancelledAt) : undefined,
    shape.patientId ? eq(receipts.patientId, value('patientId')) : undefined,
    shape.from ? sql`${bangkokDay} >= ${value('from')}::date` : undefined,
    shape.to ? sql`${bangkokDay} <= ${value('to')}::date` : undefined,
    shape.keyword
      ? sql`(${receiptNoSql} like ${value('pattern')} or ${patients.dn}::text = ${value('keyword')}
        or (${patients.firstNameTh} || ' ' || ${patients.lastNameTh}) ilike ${value('pattern')}
        or (${patients.firstNameEn} || ' ' || ${patients.lastNameEn}) ilike ${value('pattern')})`
      : undefined,
  );
}

const selectListPage = preparedByShape<ListShape, Record<string, unknown>, ReceiptRecord[]>(
  'receipts_page',
  (tx, shape) =>
    tx
      .select(receiptSelection)
      .from(receipts)
      .innerJoin(patients, eq(patients.id, receipts.patientId))
      .where(listCondition(shape))
      .orderBy(desc(receipts.createdAt), desc(receipts.id))
      .limit(value('limit'))
      .offset(value('offset')),
);

const selectListCount = preparedByShape<ListShape, Record<string, unknown>, { n: number }[]>(
  'receipts_count',
  (tx, shape) =>
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(receipts)
      .innerJoin(patients, eq(patients.id, receipts.patientId))
      .where(listCondition(shape)),
);

/** A page of the branch's receipts, newest first, and how many match. */
export async function listReceipts(tx: Tx, scope: BranchIds, filter: ReceiptListFilter) {
  const shape: ListShape = {
    status: filter.status,
    from: Boolean(filter.from),
    to: Boolean(filter.to),
    keyword: Boolean(filter.keyword),
    patientId: filter.patientId !== undefined,
  };
  const values = {
    clinicId: scope.clinicId,
    branchId: scope.branchId,
    patientId: filter.patientId,
    from: filter.from,
    to: filter.to,
    keyword: filter.keyword,
    pattern: likePattern(filter.keyword),
  };
  const rows = await selectListPage(tx, shape, { ...values, limit: filter.limit, offset: filter.offset });
  const [count] = await selectListCount(tx, shape, values);
  return { rows, total: Number(count?.n ?? 0) };
}

export type PayableTreatment = {
  id: number;
  appointmentId: number;
  patientId: number;
  finalDiscountSatang: number;
  paidAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  doctorNameTh: string;
  doctorNameEn: string;
};

/**
 * The records a payment of the visit may touch: its own, and the patient's earlier ones at the
 * branch with a line still owing (overdue, not written off), oldest first. They are locked until the payment ends, so
 * two payments of one patient cannot both take the same debt.
 */
export async function lockPayableTreatments(
  tx: Tx,
  scope: BranchIds,
  patientId: number,
  currentId: number,
  lock: boolean,
): Promise<PayableTreatment[]> {
  const query = tx
    .select({
      id: treatments.id,
      appointmentId: treatments.appointmentId,
      patientId: treatments.patientId,
      finalDiscountSatang: treatments.finalDiscountSatang,
      paidAt: treatments.paidAt,
      createdAt: treatments.createdAt,
      updatedAt: treatments.updatedAt,
      doctorNameTh: sql<string>`trim(${users.firstNameTh} || ' ' || ${users.lastNameTh})`,
      doctorNameEn: sql<string>`trim(${users.firstNameEn} || ' ' || ${users.lastNameEn})`,
    })
    .from(treatments)
    .innerJoin(users, eq(users.id, treatments.doctorUid))
    .where(
      and(
        eq(treatments.clinicId, scope.clinicId),
        eq(treatments.branchId, scope.branchId),
        eq(treatments.patientId, patientId),
        sql`(${treatments.id} = ${currentId} or exists (select 1 from ${treatmentItems} i
          where i.clinic_id = ${treatments.clinicId} and i.treatment_id = ${treatments.id}
            and i.overdue_satang > 0 and i.overdue_deleted_at is null))`,
      ),
    )
    .orderBy(asc(treatments.createdAt), asc(treatments.id));
  return lock ? query.for('update', { of: treatments }) : query;
}

/** The payment-method catalogue (global, masters' table), in its order. */
export function listPaymentMethodNames(tx: Tx) {
  return tx
    .select({ id: paymentMethods.id, nameTh: paymentMethods.nameTh, nameEn: paymentMethods.nameEn })
    .from(paymentMethods)
    .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
}
