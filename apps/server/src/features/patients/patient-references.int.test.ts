import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATIENT_REFERENCES } from '../../features.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { referenceName } from './patient-references.repo.ts';

// A merge moves every row that names the retired patient. It knows those rows only through
// PATIENT_REFERENCES (features.ts): a table with a patient id that is not registered there would
// keep pointing at a deleted record after a merge. The database itself says which tables have one.

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

describe('the registry of tables that hold a patient id', () => {
  it('names every table of the schema with a patient_id column, and only those', async () => {
    const columns = await testDb.db.owner.execute<{ table_name: string }>(sql`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'patient_id'
      order by table_name`);
    const inSchema = columns.rows.map((row) => row.table_name);
    const registered = PATIENT_REFERENCES.map(referenceName).sort();
    expect(registered, 'add the table to PATIENT_REFERENCES in apps/server/src/features.ts').toEqual(inSchema);
  });

  it('registers each reference with its own table’s clinic and patient columns', () => {
    for (const reference of PATIENT_REFERENCES) {
      expect(reference.patientId.name).toBe('patient_id');
      expect(reference.clinicId.name).toBe('clinic_id');
      expect(reference.patientId.table).toBe(reference.table);
      expect(reference.clinicId.table).toBe(reference.table);
    }
  });
});
