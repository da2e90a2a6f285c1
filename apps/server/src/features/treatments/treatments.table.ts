import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TreatmentLineKind } from '@yim/contract';
import { tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { appointments } from '../appointments/appointments.table.ts';
import { users } from '../auth/users.table.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';
import { patients } from '../patients/patients.table.ts';

/**
 * The treatment record of one visit (spec clinic §3 Treatment): one per appointment, which the
 * unique index holds even when two requests record it at once (TREAT-EXISTED). `updated_at` is
 * the version on the wire (`modifyDt`); `paid_at` is set by the payment that settles the
 * record (the receipts feature), after which it is not edited (PAYMENT-COMPLETED).
 */
export const treatments = pgTable(
  'treatments',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    doctorUid: uuid('doctor_uid')
      .notNull()
      .references(() => users.id),
    note: text('note').notNull().default(''),
    finalDiscountSatang: integer('final_discount_satang').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('treatments_appointment_idx').on(t.clinicId, t.appointmentId),
    // The target of the lines' key: a line belongs to a treatment of its own clinic and branch.
    unique('treatments_scope_key').on(t.clinicId, t.branchId, t.id),
    index('treatments_patient_idx').on(t.clinicId, t.patientId, t.createdAt),
    index('treatments_appointment_fk_idx').on(t.appointmentId),
    index('treatments_patient_fk_idx').on(t.patientId),
    index('treatments_branch_idx').on(t.branchId),
    index('treatments_doctor_idx').on(t.doctorUid),
    index('treatments_created_by_idx').on(t.createdBy),
    index('treatments_updated_by_idx').on(t.updatedBy),
    check('treatments_final_discount_check', sql`${t.finalDiscountSatang} >= 0`),
    ...tenantPolicy('treatments', t.clinicId),
  ],
);

/**
 * One line of a record (spec clinic §3 treatment item): a diagnosis, a treatment done or an item
 * dispensed, naming its master entry (own or national: one id sequence, so no foreign key) and
 * keeping the entry's code and names as they were, with the teeth (FDI) and surfaces it concerns.
 */
export const treatmentItems = pgTable(
  'treatment_items',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    treatmentId: integer('treatment_id').notNull(),
    sort: integer('sort').notNull(),
    kind: text('kind').$type<TreatmentLineKind>().notNull(),
    masterId: integer('master_id').notNull(),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull().default(''),
    teeth: text('teeth')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    surfaces: text('surfaces')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    quantity: integer('quantity').notNull().default(1),
    priceSatang: integer('price_satang').notNull().default(0),
    discountSatang: integer('discount_satang').notNull().default(0),
    note: text('note').notNull().default(''),
    /**
     * What is still owed on the line after the receipts that paid it (treatment-payments.service.ts):
     * null while no payment was taken, 0 once settled. Once a line has a payment the record is
     * closed for edits (PAYMENT-COMPLETED), so the amount it was measured against stays put.
     */
    overdueSatang: integer('overdue_satang'),
    /** What was still owed, written off (PUT .../item/{id}/overdue): by whom, when and why. */
    overdueDeletedAt: timestamp('overdue_deleted_at', { withTimezone: true }),
    overdueDeletedBy: uuid('overdue_deleted_by').references(() => users.id),
    overdueDeletedReason: text('overdue_deleted_reason'),
  },
  (t) => [
    foreignKey({
      name: 'treatment_items_treatment_fk',
      columns: [t.clinicId, t.branchId, t.treatmentId],
      foreignColumns: [treatments.clinicId, treatments.branchId, treatments.id],
    }).onDelete('cascade'),
    index('treatment_items_treatment_idx').on(t.clinicId, t.branchId, t.treatmentId, t.sort),
    index('treatment_items_branch_idx').on(t.branchId),
    index('treatment_items_overdue_deleted_by_idx').on(t.overdueDeletedBy),
    // The counter's list of what patients still owe: few rows, so a partial index.
    index('treatment_items_overdue_idx')
      .on(t.clinicId, t.treatmentId)
      .where(sql`${t.overdueSatang} > 0 and ${t.overdueDeletedAt} is null`),
    check('treatment_items_overdue_check', sql`${t.overdueSatang} >= 0`),
    check(
      'treatment_items_write_off_check',
      sql`(${t.overdueDeletedAt} is null) = (${t.overdueDeletedReason} is null) and (${t.overdueDeletedAt} is null or ${t.overdueSatang} is not null)`,
    ),
    check('treatment_items_kind_check', sql`${t.kind} in ('diagnosis', 'treatment', 'item')`),
    check('treatment_items_quantity_check', sql`${t.quantity} > 0`),
    check(
      'treatment_items_money_check',
      sql`${t.priceSatang} >= 0 and ${t.discountSatang} >= 0 and ${t.discountSatang} <= ${t.priceSatang}::bigint * ${t.quantity}`,
    ),
    ...tenantPolicy('treatment_items', t.clinicId),
  ],
);
