import { and, gte, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { Tx } from './database.ts';
import { MAX_PREPARED_SHAPES, preparedByShape, preparedQuery } from './prepared-query.ts';

// Reference data every role may read (77 rows), declared here with only the column the test uses.
const provinces = pgTable('thai_provinces', { code: integer('code').notNull() });

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

/** Provinces with a code at least each of `floors` values: a shape is the number of floors. */
const byFloors = preparedByShape<{ floors: number }, Record<string, number>, { code: number }[]>(
  'test_provinces_from',
  (tx, shape) =>
    tx
      .select({ code: provinces.code })
      .from(provinces)
      .where(and(...Array.from({ length: shape.floors }, (_, i) => gte(provinces.code, sql.placeholder(`floor${i}`)))))
      .orderBy(provinces.code),
);

function floorValues(floors: number[]): Record<string, number> {
  return Object.fromEntries(floors.map((floor, i) => [`floor${i}`, floor]));
}

const preparedNames = async (tx: Tx) =>
  (
    await tx.execute<{ name: string }>(
      sql`select name from pg_prepared_statements where name like 'test_provinces_from_%' order by name`,
    )
  ).rows.map((row) => row.name);

describe('preparedByShape', () => {
  it('answers each shape with its own values, prepares a statement per shape and no more than the cap', async () => {
    await testDb.db.run({}, async (tx) => {
      const all = await byFloors(tx, { floors: 0 }, {});
      expect(all.length).toBeGreaterThanOrEqual(77);
      // The same shape with other values: the same statement, the values' own answer.
      expect((await byFloors(tx, { floors: 1 }, floorValues([90]))).map((row) => row.code)).toEqual(
        all.map((row) => row.code).filter((code) => code >= 90),
      );
      expect((await byFloors(tx, { floors: 1 }, floorValues([95]))).every((row) => row.code >= 95)).toBe(true);
      // More shapes than the cap: the rarer ones beyond it are built per use, and still answer.
      for (let floors = 2; floors <= MAX_PREPARED_SHAPES + 3; floors += 1) {
        const floorsOf = Array.from({ length: floors }, (_, i) => 10 + i);
        const rows = await byFloors(tx, { floors }, floorValues(floorsOf));
        expect(rows.every((row) => row.code >= 10 + floors - 1)).toBe(true);
      }
      if (testDb.db.kind === 'postgres') {
        // One pooled connection served the whole transaction: its named statements are the shapes'.
        const names = await preparedNames(tx);
        expect(names).toHaveLength(MAX_PREPARED_SHAPES);
        expect(names).toContain('test_provinces_from_1');
        expect(names).toContain(`test_provinces_from_${MAX_PREPARED_SHAPES}`);
      } else {
        // PGlite prepares the same statements under names of its own (pglite-driver-client.ts).
        expect(await preparedTexts(tx, '%"thai_provinces"%')).toHaveLength(MAX_PREPARED_SHAPES);
      }
    });
  });
});

/** The texts of the session's prepared statements that match a LIKE pattern. */
const preparedTexts = async (tx: Tx, pattern: string) =>
  (
    await tx.execute<{ statement: string }>(
      sql`select statement from pg_prepared_statements where statement like ${pattern}`,
    )
  ).rows.map((row) => row.statement);

// A tenant table: what a prepared statement answers must follow each transaction's clinic, however
// often its plan is reused (a named statement may move to a generic plan after five runs).
const rooms = pgTable('rooms', { clinicId: integer('clinic_id').notNull() });
const roomClinics = preparedQuery<Record<string, never>, { clinicId: number }[]>('test_room_clinics', (tx, name) =>
  tx.selectDistinct({ clinicId: rooms.clinicId }).from(rooms).prepare(name),
);

describe('preparedQuery', () => {
  it('answers each transaction under its own clinic, run after run, and is prepared once', async () => {
    const clinics = (await testDb.db.owner.execute<{ id: number }>(sql`select id from clinics order by id limit 2`))
      .rows;
    const [clinicA, clinicB] = clinics.map((row) => Number(row.id)) as [number, number];
    for (let run = 0; run < 8; run += 1) {
      for (const clinicId of [clinicA, clinicB]) {
        const seen = await testDb.db.run({ clinicId }, (tx) => roomClinics(tx, {}));
        expect(seen.map((row) => row.clinicId)).toEqual([clinicId]);
      }
    }
    expect(await testDb.db.run({}, (tx) => roomClinics(tx, {}))).toEqual([]);
    if (testDb.db.kind === 'pglite') {
      const texts = await testDb.db.run({}, (tx) => preparedTexts(tx, 'select distinct "clinic_id" from "rooms"%'));
      expect(texts).toHaveLength(1);
    }
  });
});
