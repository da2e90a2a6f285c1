import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { toPatient } from './patients.mapper.ts';
import { findPatient } from './patients.repo.ts';

// Issue 21: no query selects a column its request does not use. Opening a record reads exactly
// what the record shows (ZPatient), not the search text (the names joined for the trigram
// index), the clinic, or the merge and delete marks of a living row.

let testDb: TestDatabase;
let clinicId: number;
let patientId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const [row] = (
    await testDb.db.owner.execute<{ clinic_id: number; id: number }>(
      sql`select p.clinic_id, p.id from patients p join clinics c on c.id = p.clinic_id
        where c.url = 'yim-demo' and p.deleted_at is null order by p.id limit 1`,
    )
  ).rows;
  clinicId = row!.clinic_id;
  patientId = row!.id;
});
afterAll(() => testDb.drop());

it('reads the columns the record shows and no other', async () => {
  const row = await testDb.db.run({ clinicId }, (tx) => findPatient(tx, { clinicId }, patientId));
  expect(row).toBeDefined();
  expect(Object.keys(row!).sort()).toEqual(Object.keys(toPatient(row!)).sort());
  for (const unused of ['searchText', 'clinicId', 'mergedIntoId', 'deletedAt']) expect(row).not.toHaveProperty(unused);
});
