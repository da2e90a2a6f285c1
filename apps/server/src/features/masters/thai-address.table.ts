import { char, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Thailand's administrative areas and postcodes (no tenant): kept equal to data/thai-address.tsv
// by the reference-data sync at start; read-only for the request role (REVOKE in the migration).
// Keys are the Department of Provincial Administration codes (province 10, district 1001,
// sub-district 100101), stable across data files.

export const thaiProvinces = pgTable('thai_provinces', {
  code: integer('code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
});

export const thaiDistricts = pgTable(
  'thai_districts',
  {
    code: integer('code').primaryKey(),
    provinceCode: integer('province_code')
      .notNull()
      .references(() => thaiProvinces.code),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [index('thai_districts_province_idx').on(t.provinceCode)],
);

export const thaiSubDistricts = pgTable(
  'thai_sub_districts',
  {
    code: integer('code').primaryKey(),
    districtCode: integer('district_code')
      .notNull()
      .references(() => thaiDistricts.code),
    postcode: char('postcode', { length: 5 }).notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [
    index('thai_sub_districts_district_idx').on(t.districtCode),
    // The postcode search of the address picker, and the consistency check of patient addresses.
    index('thai_sub_districts_postcode_idx').on(t.postcode),
  ],
);

/**
 * Which version of a shipped data file the database holds, so that a start with unchanged data
 * skips rewriting thousands of rows (the Thai address set: `thai_address`).
 */
export const referenceDataVersions = pgTable('reference_data_versions', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});
