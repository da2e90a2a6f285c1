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
import type { PlanItemStatus, TreatmentPlanStatus } from '@yim/contract';
import { tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { users } from '../auth/users.table.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';
import { patients } from '../patients/patients.table.ts';
import { treatmentItems } from './treatments.table.ts';

/**
 * A patient's treatment plan (spec clinic §3 treatment plan), made at a branch and priced from its
 * list. The partial unique index keeps one Active plan per patient in the clinic even when two
 * requests save one at once. `updated_at` is the version on the wire (`modifyDt`).
 */
export const treatmentPlans = pgTable(
  'treatment_plans',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    title: text('title').notNull().default(''),
    note: text('note').notNull().default(''),
    status: text('status').$type<TreatmentPlanStatus>().notNull(),
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
    uniqueIndex('treatment_plans_one_active_idx')
      .on(t.clinicId, t.patientId)
      .where(sql`${t.status} = 'Active'`),
    // The target of the items' key: an item belongs to a plan of its own clinic and branch.
    unique('treatment_plans_scope_key').on(t.clinicId, t.branchId, t.id),
    index('treatment_plans_patient_idx').on(t.clinicId, t.patientId, t.createdAt),
    index('treatment_plans_patient_fk_idx').on(t.patientId),
    index('treatment_plans_branch_idx').on(t.branchId),
    index('treatment_plans_created_by_idx').on(t.createdBy),
    index('treatment_plans_updated_by_idx').on(t.updatedBy),
    check('treatment_plans_status_check', sql`${t.status} in ('Active', 'Inactive', 'Completed')`),
    ...tenantPolicy('treatment_plans', t.clinicId),
  ],
);

/**
 * One item of a plan: a treat entry (own or national: one id sequence, so no key to it) with its
 * code and names as they were, on teeth or a mouth area, priced in satang. Once Done it names the
 * treatment line that recorded it; that line's record may be edited later, so the key lets go.
 */
export const treatmentPlanItems = pgTable(
  'treatment_plan_items',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planId: integer('plan_id').notNull(),
    sort: integer('sort').notNull(),
    masterId: integer('master_id').notNull(),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull().default(''),
    teeth: text('teeth')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mouthArea: text('mouth_area'),
    priceSatang: integer('price_satang').notNull().default(0),
    priority: integer('priority').notNull().default(3),
    status: text('status').$type<PlanItemStatus>().notNull(),
    note: text('note').notNull().default(''),
    treatmentItemId: integer('treatment_item_id').references(() => treatmentItems.id, { onDelete: 'set null' }),
    treatmentId: integer('treatment_id'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.id),
  },
  (t) => [
    foreignKey({
      name: 'treatment_plan_items_plan_fk',
      columns: [t.clinicId, t.branchId, t.planId],
      foreignColumns: [treatmentPlans.clinicId, treatmentPlans.branchId, treatmentPlans.id],
    }).onDelete('cascade'),
    index('treatment_plan_items_plan_idx').on(t.clinicId, t.branchId, t.planId, t.sort),
    index('treatment_plan_items_branch_idx').on(t.branchId),
    index('treatment_plan_items_treatment_item_idx').on(t.treatmentItemId),
    index('treatment_plan_items_done_by_idx').on(t.doneBy),
    check('treatment_plan_items_status_check', sql`${t.status} in ('Diagnosed', 'Planned', 'Done')`),
    check('treatment_plan_items_done_check', sql`(${t.status} = 'Done') = (${t.doneAt} is not null)`),
    check('treatment_plan_items_priority_check', sql`${t.priority} between 1 and 5`),
    check('treatment_plan_items_price_check', sql`${t.priceSatang} >= 0`),
    ...tenantPolicy('treatment_plan_items', t.clinicId),
  ],
);
