import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MasterKind, MasterSource } from '@yim/contract';
import { tenantPolicy } from '../../lib/db/tenant-policy.ts';

// The master lists of spec clinic §3. A branch's own entries and the national catalogues share
// one id sequence, so an id on the wire (a favourite, a record naming an entry) is never
// ambiguous between the two. clinic_id and branch_id reference clinics and branches by foreign
// keys declared in the migration: masters ranks below clinics and does not import its tables
// (docs/adr/0008).

export const masterEntryIds = pgSequence('master_entry_ids');
const nextEntryId = sql`nextval('master_entry_ids')`;

const kindCheck = (kind: SQL) => sql`${kind} in ('apptTreat', 'treatDiag', 'treat', 'item', 'lab')`;
/** National catalogues carry no lab products: labs are the clinics' own suppliers. */
const nationalKindCheck = (kind: SQL) => sql`${kind} in ('apptTreat', 'treatDiag', 'treat', 'item')`;
/** What the list search compares a keyword with, and what its trigram index covers. */
const searchText = (code: SQL, nameTh: SQL, nameEn: SQL) => sql`(${code} || ' ' || ${nameTh} || ' ' || ${nameEn})`;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** A row still named by records is hidden, not removed. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
};

/** The categories of each list (apptTreatCate, treatDiagCate, treatCate, itemCate), per branch. */
export const masterCategories = pgTable(
  'master_categories',
  {
    clinicId: integer('clinic_id').notNull(),
    branchId: integer('branch_id').notNull(),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<MasterKind>().notNull(),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('master_categories_code_idx')
      .on(t.clinicId, t.branchId, t.kind, t.code)
      .where(sql`${t.deletedAt} is null`),
    // The target of the entries' category key: a category of the same branch and list.
    unique('master_categories_scope_key').on(t.clinicId, t.branchId, t.kind, t.id),
    index('master_categories_branch_idx').on(t.branchId),
    check('master_categories_kind_check', kindCheck(sql`${t.kind}`)),
    ...tenantPolicy('master_categories', t.clinicId),
  ],
);

/** A branch's own entries of the four lists: appointment treatments, diagnoses, treatments, items. */
export const masterEntries = pgTable(
  'master_entries',
  {
    clinicId: integer('clinic_id').notNull(),
    branchId: integer('branch_id').notNull(),
    id: integer('id').primaryKey().default(nextEntryId),
    kind: text('kind').$type<MasterKind>().notNull(),
    cateId: integer('cate_id'),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull().default(''),
    /** Integer satang; null on lists without prices. */
    priceSatang: integer('price_satang'),
    unit: text('unit').notNull().default(''),
    favorite: boolean('favorite').notNull().default(false),
    timeUse: integer('time_use').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('master_entries_code_idx')
      .on(t.clinicId, t.branchId, t.kind, t.code)
      .where(sql`${t.deletedAt} is null`),
    index('master_entries_category_idx').on(t.clinicId, t.branchId, t.kind, t.cateId),
    index('master_entries_branch_idx').on(t.branchId),
    index('master_entries_search_idx').using(
      'gin',
      sql`${searchText(sql`${t.code}`, sql`${t.nameTh}`, sql`${t.nameEn}`)} gin_trgm_ops`,
    ),
    foreignKey({
      name: 'master_entries_category_fk',
      columns: [t.clinicId, t.branchId, t.kind, t.cateId],
      foreignColumns: [
        masterCategories.clinicId,
        masterCategories.branchId,
        masterCategories.kind,
        masterCategories.id,
      ],
    }),
    check('master_entries_kind_check', kindCheck(sql`${t.kind}`)),
    check('master_entries_price_check', sql`${t.priceSatang} is null or ${t.priceSatang} >= 0`),
    ...tenantPolicy('master_entries', t.clinicId),
  ],
);

/**
 * National catalogues every branch sees read-only (branchId 0 on the wire): national-scheme
 * entries, ICD-10 diagnoses, ICD-10-TM procedures. Global, written only by the reference-data
 * sync from data/*.data.ts; rows keep their id across syncs (upserted by kind and code).
 */
export const schemeEntries = pgTable(
  'scheme_master_entries',
  {
    id: integer('id').primaryKey().default(nextEntryId),
    kind: text('kind').$type<MasterKind>().notNull(),
    source: text('source').$type<Exclude<MasterSource, 'branch'>>().notNull(),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull().default(''),
    nameEn: text('name_en').notNull(),
    /** Integer satang where the scheme pays a set amount; null otherwise. */
    priceSatang: integer('price_satang'),
    unit: text('unit').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('scheme_master_entries_kind_code_idx').on(t.kind, t.code),
    index('scheme_master_entries_search_idx').using(
      'gin',
      sql`${searchText(sql`${t.code}`, sql`${t.nameTh}`, sql`${t.nameEn}`)} gin_trgm_ops`,
    ),
    check('scheme_master_entries_kind_check', nationalKindCheck(sql`${t.kind}`)),
  ],
);

/** A branch's favourite mark and use count of a national entry (the entry itself is global). */
export const schemeEntryMarks = pgTable(
  'scheme_entry_marks',
  {
    clinicId: integer('clinic_id').notNull(),
    branchId: integer('branch_id').notNull(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => schemeEntries.id, { onDelete: 'cascade' }),
    favorite: boolean('favorite').notNull().default(false),
    timeUse: integer('time_use').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'scheme_entry_marks_pk', columns: [t.clinicId, t.branchId, t.entryId] }),
    index('scheme_entry_marks_entry_idx').on(t.entryId),
    index('scheme_entry_marks_branch_idx').on(t.branchId),
    ...tenantPolicy('scheme_entry_marks', t.clinicId),
  ],
);

/** Groups of payment methods (spec clinic §7 mReceiptPayment): global, from data/payments.data.ts. */
export const paymentMethodGroups = pgTable('payment_method_groups', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull(),
});

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => paymentMethodGroups.id),
    code: text('code').notNull().unique(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    needsBank: boolean('needs_bank').notNull().default(false),
    isScheme: boolean('is_scheme').notNull().default(false),
    sort: integer('sort').notNull(),
  },
  (t) => [index('payment_methods_group_idx').on(t.groupId)],
);

/** Thai banks for transfers: global, from data/banks.data.ts. */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull(),
});
