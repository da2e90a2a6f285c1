import { check, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Global configuration lists (no tenant): kept in step with data/config-values.data.ts at start. */
export const configValues = pgTable(
  'config_values',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    valueId: text('value_id').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    color: text('color'),
    value: text('value'),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('config_values_name_value_idx').on(t.name, t.valueId)],
);

export const teeth = pgTable('teeth', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  quadrant: integer('quadrant').notNull(),
  position: integer('position').notNull(),
  dentition: text('dentition').$type<'permanent' | 'primary'>().notNull(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
});

export const toothSurfaces = pgTable('tooth_surfaces', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
});

/**
 * The ads list's version (config `ads_version`): a super-administrator moves it on after the ads
 * store changed, and every client then fetches the list again. One row. It is not in
 * config_values' seed because those rows are rewritten at every start; the start copies this
 * number into the `ads_version` config row instead (masters.repo.ts), and increment_ads_version()
 * (migration 0034) moves both.
 */
export const adsVersion = pgTable(
  'ads_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: integer('version').notNull().default(1),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ads_version_one_row', sql`${t.id} = 1`), check('ads_version_positive', sql`${t.version} > 0`)],
);
