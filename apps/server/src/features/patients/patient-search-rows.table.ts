import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { searchFunctionPolicy, tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { patients } from './patients.table.ts';

/**
 * The narrow copy of each living patient that search_patient_page() reads (migration 0042, ADR
 * 0012): the columns a keyword is matched and ranked by, nothing else. A broad keyword rechecks
 * hundreds of rows; in `patients` each is a wide row whose search text comes after some thirty
 * columns, and reading it cost three times as much as here. Written only by the triggers on
 * `patients` (insert, update, soft delete, merge), never by the application; a deleted or merged
 * patient has no row. The search text comes first among the texts, so a recheck reaches it
 * without walking the names.
 */
export const patientSearchRows = pgTable(
  'patient_search_rows',
  {
    patientId: integer('patient_id')
      .primaryKey()
      .references(() => patients.id),
    clinicId: integer('clinic_id').notNull(),
    registeredBranchId: integer('registered_branch_id').notNull(),
    dn: integer('dn').notNull(),
    searchText: text('search_text').notNull(),
    firstNameTh: text('first_name_th').notNull(),
    lastNameTh: text('last_name_th').notNull(),
    firstNameEn: text('first_name_en').notNull(),
    lastNameEn: text('last_name_en').notNull(),
    existDn: text('exist_dn').notNull(),
    mobile: text('mobile').notNull(),
    personalId: text('personal_id').notNull(),
  },
  (t) => [
    // The trigram index with the Thai first name beside it (btree_gin), moved here from patients:
    // a broad search bounds its page by a first name, and one scan applies both (migration 0041).
    // Its only index on search_text, so that the planner, which under row security cannot
    // estimate a LIKE, always takes the bound with it. Without GIN's pending list, which every
    // search would read whole.
    index('patient_search_rows_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`, t.firstNameTh)
      .with({ fastupdate: false }),
    // The exact matches a broad search's bound must include (rank 0 and 1): DN, legacy DN,
    // mobile, national id.
    index('patient_search_rows_dn_idx').on(t.clinicId, t.dn),
    index('patient_search_rows_exist_dn_idx').on(sql`lower(${t.existDn})`),
    index('patient_search_rows_mobile_idx').on(t.clinicId, t.mobile),
    index('patient_search_rows_personal_id_idx').on(t.clinicId, t.personalId),
    ...tenantPolicy('patient_search_rows', t.clinicId),
    // search_patient_page() reads this table as that role (migration 0042).
    searchFunctionPolicy('patient_search_rows'),
  ],
);
