import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrthoStatus } from '@yim/contract';
import { appRole, currentUserId, platformRole, tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { users } from '../auth/users.table.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';
import { patients } from '../patients/patients.table.ts';

// Ortho packages (spec clinic §3, §4, §5): national templates, the branches' masters and their
// items, and patients' packages with their instalment schedules. docs/adr/0016 explains the split
// between the global template table and the tenant tables.

/** Templates and masters share one id sequence, so an id names one package whichever table holds it. */
export const orthoPackageIds = pgSequence('ortho_package_ids');
const nextPackageId = sql`nextval('ortho_package_ids')`;

/** A package's priced part as a template or a patient's snapshot keeps it (integer satang). */
export type OrthoItemSnapshot = { nameTh: string; nameEn: string; priceSatang: number };

/** The transaction's user is a live platform super-administrator (as increment_ads_version checks). */
const callerIsSuperadmin = sql`exists (select 1 from ${users} where ${users.id} = ${currentUserId} and ${users.isSuperadmin} and ${users.deletedAt} is null and ${users.disabledAt} is null)`;

/**
 * National templates (branchId 0 on the wire): a global catalogue without a clinic. Every request
 * reads it; only a super-administrator's request writes it (the write policies below, beside the
 * service's own check). Items are a JSON list: a template is read and copied whole, never by line.
 */
export const orthoTemplates = pgTable(
  'ortho_templates',
  {
    id: integer('id').primaryKey().default(nextPackageId),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull().default(''),
    items: jsonb('items').$type<OrthoItemSnapshot[]>().notNull(),
    priceSatang: integer('price_satang').notNull(),
    visits: integer('visits').notNull(),
    instalments: integer('instalments').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ortho_templates_name_idx')
      .on(sql`lower(${t.nameTh})`)
      .where(sql`${t.deletedAt} is null`),
    check('ortho_templates_numbers_check', sql`${t.priceSatang} >= 0 and ${t.visits} > 0 and ${t.instalments} > 0`),
    pgPolicy('ortho_templates_read', { for: 'select', to: appRole, using: sql`true` }),
    pgPolicy('ortho_templates_superadmin_insert', { for: 'insert', to: appRole, withCheck: callerIsSuperadmin }),
    pgPolicy('ortho_templates_superadmin_update', {
      for: 'update',
      to: appRole,
      using: callerIsSuperadmin,
      withCheck: callerIsSuperadmin,
    }),
    pgPolicy('ortho_templates_platform_read', { for: 'select', to: platformRole, using: sql`true` }),
  ],
);

/** A branch's master package (packageManage); deleted ones stay hidden for the names they held. */
export const orthoPackages = pgTable(
  'ortho_packages',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().default(nextPackageId),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull().default(''),
    priceSatang: integer('price_satang').notNull(),
    visits: integer('visits').notNull(),
    instalments: integer('instalments').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Spec clinic §5: no two live masters of a branch share a name (case aside).
    uniqueIndex('ortho_packages_name_idx')
      .on(t.clinicId, t.branchId, sql`lower(${t.nameTh})`)
      .where(sql`${t.deletedAt} is null`),
    unique('ortho_packages_scope_key').on(t.clinicId, t.branchId, t.id),
    index('ortho_packages_branch_idx').on(t.branchId),
    index('ortho_packages_created_by_idx').on(t.createdBy),
    index('ortho_packages_updated_by_idx').on(t.updatedBy),
    check('ortho_packages_numbers_check', sql`${t.priceSatang} >= 0 and ${t.visits} > 0 and ${t.instalments} > 0`),
    ...tenantPolicy('ortho_packages', t.clinicId),
  ],
);

/** The priced items of a master package, in order. */
export const orthoPackageItems = pgTable(
  'ortho_package_items',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer('package_id').notNull(),
    sort: integer('sort').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull().default(''),
    priceSatang: integer('price_satang').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'ortho_package_items_package_fk',
      columns: [t.clinicId, t.branchId, t.packageId],
      foreignColumns: [orthoPackages.clinicId, orthoPackages.branchId, orthoPackages.id],
    }).onDelete('cascade'),
    index('ortho_package_items_package_idx').on(t.clinicId, t.branchId, t.packageId, t.sort),
    index('ortho_package_items_branch_idx').on(t.branchId),
    check('ortho_package_items_price_check', sql`${t.priceSatang} >= 0`),
    ...tenantPolicy('ortho_package_items', t.clinicId),
  ],
);

/**
 * A patient's package: a snapshot of the master or template it was taken from (names, items,
 * price, instalments, visits), so later edits of the master leave it as sold. Status 1 in use,
 * 2 deleted, 3 completed (spec clinic §4).
 */
export const orthoPatientPackages = pgTable(
  'ortho_patient_packages',
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
    /** The master or template (no key: a template is global, a master may be deleted later). */
    packageId: integer('package_id').notNull(),
    fromTemplate: boolean('from_template').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull().default(''),
    items: jsonb('items').$type<OrthoItemSnapshot[]>().notNull(),
    priceSatang: integer('price_satang').notNull(),
    instalments: integer('instalments').notNull(),
    visitsTotal: integer('visits_total').notNull(),
    visitsUsed: integer('visits_used').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    status: smallint('status').$type<OrthoStatus>().notNull().default(1),
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
    unique('ortho_patient_packages_scope_key').on(t.clinicId, t.id),
    index('ortho_patient_packages_patient_idx').on(t.clinicId, t.patientId, t.createdAt),
    index('ortho_patient_packages_patient_fk_idx').on(t.patientId),
    index('ortho_patient_packages_branch_idx').on(t.branchId),
    index('ortho_patient_packages_created_by_idx').on(t.createdBy),
    index('ortho_patient_packages_updated_by_idx').on(t.updatedBy),
    check('ortho_patient_packages_status_check', sql`${t.status} in (1, 2, 3)`),
    check('ortho_patient_packages_visits_check', sql`${t.visitsUsed} between 0 and ${t.visitsTotal}`),
    check('ortho_patient_packages_numbers_check', sql`${t.priceSatang} >= 0 and ${t.instalments} > 0`),
    ...tenantPolicy('ortho_patient_packages', t.clinicId),
  ],
);

/** The instalment schedule of a patient's package: one row per instalment, a month apart. */
export const orthoInstalments = pgTable(
  'ortho_instalments',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientPackageId: integer('patient_package_id').notNull(),
    seq: integer('seq').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountSatang: integer('amount_satang').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'ortho_instalments_package_fk',
      columns: [t.clinicId, t.patientPackageId],
      foreignColumns: [orthoPatientPackages.clinicId, orthoPatientPackages.id],
    }).onDelete('cascade'),
    unique('ortho_instalments_seq_key').on(t.clinicId, t.patientPackageId, t.seq),
    check('ortho_instalments_amount_check', sql`${t.amountSatang} >= 0`),
    ...tenantPolicy('ortho_instalments', t.clinicId),
  ],
);
