import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TNextVisit } from '@yim/contract';
import { tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { appointments } from '../appointments/appointments.table.ts';
import { users } from '../auth/users.table.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';
import { paymentMethods } from '../masters/master-lists.table.ts';
import { patients } from '../patients/patients.table.ts';
import { treatments } from '../treatments/treatments.table.ts';

/**
 * The last receipt number of each branch and Buddhist year: one upsert … RETURNING in the
 * creating transaction locks the row until it commits, so numbers have no gaps (a rolled-back
 * payment gives its number back) and no repeats (spec clinic §9, issue 17).
 */
export const receiptNumberCounters = pgTable(
  'receipt_number_counters',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    buddhistYear: integer('buddhist_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ name: 'receipt_number_counters_pk', columns: [t.clinicId, t.branchId, t.buddhistYear] }),
    index('receipt_number_counters_branch_idx').on(t.branchId),
    ...tenantPolicy('receipt_number_counters', t.clinicId),
  ],
);

/**
 * A receipt (spec clinic §3 Receipt): the payment of one visit, its items and the methods it
 * was paid with. Money in satang. Never deleted: cancelling marks it (with the reason, who and
 * when), and what it paid is owed again. `public_ref` is the unguessable reference of the later
 * public view (/receipt/view?ref=…).
 */
export const receipts = pgTable(
  'receipts',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    buddhistYear: integer('buddhist_year').notNull(),
    number: integer('number').notNull(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id),
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => treatments.id),
    priceSatang: integer('price_satang').notNull(),
    discountSatang: integer('discount_satang').notNull(),
    amountSatang: integer('amount_satang').notNull(),
    paidSatang: integer('paid_satang').notNull(),
    overdueSatang: integer('overdue_satang').notNull(),
    nextVisit: jsonb('next_visit').$type<TNextVisit | null>(),
    publicRef: text('public_ref').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    cancelReason: text('cancel_reason'),
    /** How many times it was printed (browser or PDF): the first print is the Original, later ones Copies (spec §4). */
    printCount: integer('print_count').notNull().default(0),
  },
  (t) => [
    unique('receipts_scope_key').on(t.clinicId, t.branchId, t.id),
    unique('receipts_number_key').on(t.clinicId, t.branchId, t.buddhistYear, t.number),
    uniqueIndex('receipts_public_ref_idx').on(t.publicRef),
    // One live receipt per visit, even when two payments race: the second is RECEIPT-EXISTED.
    uniqueIndex('receipts_live_appointment_idx')
      .on(t.clinicId, t.appointmentId)
      .where(sql`cancelled_at is null`),
    index('receipts_branch_created_idx').on(t.clinicId, t.branchId, t.createdAt),
    index('receipts_patient_idx').on(t.clinicId, t.patientId),
    index('receipts_branch_idx').on(t.branchId),
    index('receipts_patient_fk_idx').on(t.patientId),
    index('receipts_appointment_fk_idx').on(t.appointmentId),
    index('receipts_treatment_fk_idx').on(t.treatmentId),
    index('receipts_created_by_idx').on(t.createdBy),
    index('receipts_cancelled_by_idx').on(t.cancelledBy),
    check(
      'receipts_money_check',
      sql`${t.priceSatang} >= 0 and ${t.discountSatang} >= 0 and ${t.amountSatang} >= 0 and ${t.paidSatang} >= 0 and ${t.overdueSatang} >= 0 and ${t.paidSatang} + ${t.overdueSatang} = ${t.amountSatang}`,
    ),
    check('receipts_print_count_check', sql`${t.printCount} >= 0`),
    check('receipts_cancel_check', sql`(${t.cancelledAt} is null) = (${t.cancelReason} is null)`),
    ...tenantPolicy('receipts', t.clinicId),
  ],
);

/**
 * One line of a receipt: the treatment line it pays (by id, no foreign key: the record's lines
 * may be edited later, the receipt keeps what it said), its names and doctor as printed, and
 * what was owed on it before this receipt (`amount`), paid now, and still owed after.
 */
export const receiptItems = pgTable(
  'receipt_items',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    receiptId: integer('receipt_id').notNull(),
    sort: integer('sort').notNull(),
    treatmentId: integer('treatment_id').notNull(),
    treatmentItemId: integer('treatment_item_id').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    doctorNameTh: text('doctor_name_th').notNull(),
    doctorNameEn: text('doctor_name_en').notNull(),
    quantity: integer('quantity').notNull(),
    priceSatang: integer('price_satang').notNull(),
    discountSatang: integer('discount_satang').notNull(),
    amountSatang: integer('amount_satang').notNull(),
    paidSatang: integer('paid_satang').notNull(),
    remainedSatang: integer('remained_satang').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'receipt_items_receipt_fk',
      columns: [t.clinicId, t.branchId, t.receiptId],
      foreignColumns: [receipts.clinicId, receipts.branchId, receipts.id],
    }),
    index('receipt_items_receipt_idx').on(t.clinicId, t.receiptId, t.sort),
    index('receipt_items_treatment_item_idx').on(t.clinicId, t.treatmentItemId),
    index('receipt_items_branch_idx').on(t.branchId),
    check(
      'receipt_items_money_check',
      sql`${t.quantity} > 0 and ${t.priceSatang} >= 0 and ${t.discountSatang} >= 0 and ${t.paidSatang} >= 0 and ${t.remainedSatang} >= 0 and ${t.paidSatang} + ${t.remainedSatang} = ${t.amountSatang}`,
    ),
    ...tenantPolicy('receipt_items', t.clinicId),
  ],
);

/** The payment-method lines of a receipt (spec displayAmount): which method, how much. */
export const receiptPayments = pgTable(
  'receipt_payments',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    receiptId: integer('receipt_id').notNull(),
    sort: integer('sort').notNull(),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    amountSatang: integer('amount_satang').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'receipt_payments_receipt_fk',
      columns: [t.clinicId, t.branchId, t.receiptId],
      foreignColumns: [receipts.clinicId, receipts.branchId, receipts.id],
    }),
    index('receipt_payments_receipt_idx').on(t.clinicId, t.receiptId, t.sort),
    index('receipt_payments_method_idx').on(t.methodId),
    index('receipt_payments_branch_idx').on(t.branchId),
    check('receipt_payments_amount_check', sql`${t.amountSatang} > 0`),
    ...tenantPolicy('receipt_payments', t.clinicId),
  ],
);
