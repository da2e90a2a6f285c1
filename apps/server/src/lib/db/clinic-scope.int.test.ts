import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { currentClinic, withinClinic } from './clinic-scope.ts';
import type { Tx } from './database.ts';

let testDb: TestDatabase;
let clinicA: number;
let clinicB: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const rows = await testDb.db.owner.execute<{ id: number }>(sql`select id from clinics order by id limit 2`);
  [clinicA, clinicB] = rows.rows.map((row) => row.id) as [number, number];
});
afterAll(() => testDb.drop());

const roomClinics = async (tx: Tx) =>
  (await tx.execute<{ clinic_id: number }>(sql`select distinct clinic_id from rooms`)).rows.map((row) => row.clinic_id);

describe('withinClinic', () => {
  it('sees the other clinic inside, and the caller keeps its own clinic afterwards', async () => {
    await testDb.db.run({ clinicId: clinicA }, async (tx) => {
      expect(await withinClinic(tx, clinicB, () => roomClinics(tx))).toEqual([clinicB]);
      expect(await currentClinic(tx)).toBe(clinicA);
      expect(await roomClinics(tx)).toEqual([clinicA]);
    });
  });

  it('restores the scope when the work fails', async () => {
    await testDb.db.run({ clinicId: clinicA }, async (tx) => {
      await expect(
        withinClinic(tx, clinicB, async () => {
          throw new Error('the work failed');
        }),
      ).rejects.toThrow('the work failed');
      expect(await currentClinic(tx)).toBe(clinicA);
    });
  });

  it('returns a transaction that had no clinic to none', async () => {
    await testDb.db.run({}, async (tx) => {
      await withinClinic(tx, clinicB, () => roomClinics(tx));
      expect(await currentClinic(tx)).toBeNull();
      expect(await roomClinics(tx)).toEqual([]);
    });
  });
});

describe('a nested transaction inside a request', () => {
  it('is a savepoint: a failure inside rolls back only its own work, the scope and the outer work stay', async () => {
    await testDb.db.run({ clinicId: clinicA }, async (tx) => {
      await tx.execute(sql`update rooms set name = name || ' (outer)' where clinic_id = ${clinicA}`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`update rooms set name = 'lost' where clinic_id = ${clinicA}`);
          throw new Error('inner work fails');
        }),
      ).rejects.toThrow('inner work fails');
      expect(await currentClinic(tx)).toBe(clinicA);
      const names = await tx.execute<{ name: string }>(sql`select name from rooms`);
      expect(names.rows.length).toBeGreaterThan(0);
      expect(names.rows.every((row) => row.name.endsWith(' (outer)'))).toBe(true);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`update rooms set name = replace(name, ' (outer)', '') where clinic_id = ${clinicA}`);
      });
    });
    const after = await testDb.db.owner.execute<{ n: number }>(
      sql`select count(*)::int as n from rooms where name like '% (outer)' or name = 'lost'`,
    );
    expect(after.rows[0]).toEqual({ n: 0 });
  });
});
