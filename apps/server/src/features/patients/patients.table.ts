import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchFunctionPolicy, tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';
import { contents } from '../files/contents.table.ts';

/**
 * What one search keyword is compared with (lower case, so a trigram index serves ILIKE and
 * LIKE alike): Thai and English names, nickname, the legacy DN, mobile and national id. A stored
 * generated column, so the query and its GIN trigram index name one column, not an expression
 * that would have to be repeated letter for letter.
 */
const searchText: SQL = sql.raw(
  `lower(first_name_th || ' ' || last_name_th || ' ' || first_name_en || ' ' || last_name_en || ' ' || nickname || ' ' || exist_dn || ' ' || mobile || ' ' || personal_id)`,
);

/**
 * A patient belongs to the clinic and is shared by its branches; `registered_branch_id` is where
 * the record was opened. Soft-deleted (`deleted_at`), never removed: treatments, receipts and the
 * audit log keep naming it. A merged record points at the one it was merged into.
 */
export const patients = pgTable(
  'patients',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    registeredBranchId: integer('registered_branch_id')
      .notNull()
      .references(() => branches.id),
    /** The clinic's DN, from patient_dn_counters in the creating transaction: no gap, no repeat. */
    dn: integer('dn').notNull(),
    existDn: text('exist_dn').notNull().default(''),
    foreigner: boolean('foreigner').notNull().default(false),
    titleNameTh: text('title_name_th'),
    firstNameTh: text('first_name_th').notNull().default(''),
    lastNameTh: text('last_name_th').notNull().default(''),
    titleNameEn: text('title_name_en'),
    firstNameEn: text('first_name_en').notNull().default(''),
    lastNameEn: text('last_name_en').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender'),
    personalType: text('personal_type'),
    personalId: text('personal_id').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    tel: text('tel').notNull().default(''),
    email: text('email').notNull().default(''),
    lineId: text('line_id').notNull().default(''),
    consentSms: boolean('consent_sms').notNull().default(false),
    consentLine: boolean('consent_line').notNull().default(false),
    consentEmail: boolean('consent_email').notNull().default(false),
    allergies: text('allergies').notNull().default(''),
    congenitalDiseases: text('congenital_diseases').notNull().default(''),
    emergencyContactName: text('emergency_contact_name').notNull().default(''),
    emergencyContactRelation: text('emergency_contact_relation').notNull().default(''),
    emergencyContactPhone: text('emergency_contact_phone').notNull().default(''),
    photoContentId: integer('photo_content_id').references(() => contents.id),
    notes: text('notes').notNull().default(''),
    address: text('address').notNull().default(''),
    subDistrict: text('sub_district').notNull().default(''),
    district: text('district').notNull().default(''),
    province: text('province').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    searchText: text('search_text').notNull().generatedAlwaysAs(searchText),
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => patients.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // A DN names one record of the clinic, deleted ones included (a printed card keeps its number).
    uniqueIndex('patients_clinic_dn_idx').on(t.clinicId, t.dn),
    // One living record per Thai national id in a clinic: a second registration is a duplicate.
    uniqueIndex('patients_clinic_thai_id_idx')
      .on(t.clinicId, t.personalId)
      .where(sql`${t.personalType} = '1' and ${t.personalId} <> '' and ${t.deletedAt} is null`),
    // An exact legacy DN (a short number the trigram index cannot serve), of the records that
    // have one: most have none (''), and without that predicate a plan made before the value is
    // known took `lower(exist_dn) = $1` for every row and read the table (migration 0045).
    index('patients_clinic_exist_dn_idx')
      .on(t.clinicId, sql`lower(${t.existDn})`)
      .where(sql`${t.existDn} <> ''`),
    index('patients_duplicate_name_idx').on(t.clinicId, t.firstNameTh, t.lastNameTh),
    // An exact mobile or national id, the search's second rank: with the DN and legacy DN indexes
    // a broad search finds its exact matches without reading every row that contains the keyword.
    index('patients_clinic_mobile_idx').on(t.clinicId, t.mobile),
    index('patients_clinic_personal_id_idx').on(t.clinicId, t.personalId),
    index('patients_registered_branch_idx').on(t.registeredBranchId),
    index('patients_photo_content_idx').on(t.photoContentId),
    index('patients_merged_into_idx').on(t.mergedIntoId),
    // The trigram index: a keyword inside any searched text (migration 0020). Without GIN's
    // pending list: with it (the default) every search also reads the rows not yet merged, up to
    // 4 MB that autovacuum seldom empties in a table that grows by a few rows a day; a
    // registration is rare enough to pay for the merge.
    index('patients_search_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The names that start with a keyword, each walked in the search's order for that name
    // (migration 0042, ADR 0012): byte order ("C"), whatever the database's collation, so that a
    // prefix is one range; the id last so that the walk never reads the table (index-only), and
    // the English name itself after the lower-case one for the same reason.
    ...namePrefixIndexes(t),
    ...tenantPolicy('patients', t.clinicId),
    // search_patient_page() (migrations 0020, 0042) reads these indexes as this policy's role.
    searchFunctionPolicy('patients'),
  ],
);

/** A column in byte order ("C"): a prefix of it is one range of an index. */
const byteOrder = (column: AnyPgColumn | SQL): SQL => sql`${column} collate "C"`;

/**
 * One index per name a keyword may start (Thai and English, first and last), living records
 * only: that name, then the search's tie order (Thai first name, Thai last name, DN) and the id.
 */
function namePrefixIndexes(
  t: Record<
    'clinicId' | 'firstNameTh' | 'lastNameTh' | 'firstNameEn' | 'lastNameEn' | 'dn' | 'id' | 'deletedAt',
    AnyPgColumn
  >,
) {
  const ties = [byteOrder(t.firstNameTh), byteOrder(t.lastNameTh), t.dn, t.id] as const;
  const living = sql`${t.deletedAt} is null`;
  return [
    index('patients_first_name_th_prefix_idx')
      .on(t.clinicId, ...ties)
      .where(living),
    index('patients_last_name_th_prefix_idx')
      .on(t.clinicId, byteOrder(t.lastNameTh), byteOrder(t.firstNameTh), t.dn, t.id)
      .where(living),
    index('patients_first_name_en_prefix_idx')
      .on(t.clinicId, byteOrder(sql`lower(${t.firstNameEn})`), ...ties, t.firstNameEn)
      .where(living),
    index('patients_last_name_en_prefix_idx')
      .on(t.clinicId, byteOrder(sql`lower(${t.lastNameEn})`), ...ties, t.lastNameEn)
      .where(living),
  ];
}

/**
 * The last DN each clinic handed out. The creating transaction bumps it with one upsert that
 * returns the new number; the row stays locked until that transaction ends, so parallel
 * registrations queue here and a rolled-back one gives its number back. The same row counts the
 * clinic's living records for the list's total: triggers on patients keep it (migration 0046).
 */
export const patientDnCounters = pgTable(
  'patient_dn_counters',
  {
    clinicId: integer('clinic_id')
      .primaryKey()
      .references(() => clinics.id),
    lastDn: integer('last_dn').notNull(),
    /**
     * Records of the clinic not deleted (nor merged away), kept by the triggers of migration 0046
     * in the transaction that inserts, deletes or restores one: counting 100,000 rows on every
     * page of the list cost 30 ms of PostgreSQL's time. Written by no code but those triggers.
     */
    livePatients: integer('live_patients').notNull().default(0),
  },
  (t) => [...tenantPolicy('patient_dn_counters', t.clinicId)],
);
