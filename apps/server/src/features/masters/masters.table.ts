import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

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
