import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';
import { prepareDatabase } from '../../prepare-database.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { assertDatabaseSecure, findSecurityProblems, tenantTableSecurity } from './verify-security.ts';

/** Drizzle wraps the driver's error; the database's own words are in its cause. */
async function databaseError(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return 'no error';
}

let testDb: TestDatabase;
let tables: string[];
let clinicIds: number[];

beforeAll(async () => {
  testDb = await createTestDatabase();
  tables = (await tenantTableSecurity(testDb.db)).map((t) => t.name);
  // The owner: since migration 0013 the app role reads no clinic row outside a clinic or membership.
  const rows = await testDb.db.owner.execute<{ id: number }>(sql`select id from clinics order by id`);
  clinicIds = rows.rows.map((r) => r.id);
});
afterAll(() => testDb.drop());

describe('row-level security', () => {
  it('covers the tenant tables and the seed put rows in two clinics', async () => {
    expect(tables).toEqual(expect.arrayContaining(['branches', 'rooms', 'branch_members', 'audit_log']));
    expect(clinicIds.length).toBeGreaterThanOrEqual(2);
  });

  it('every table with clinic_id has RLS enabled, forced and a policy', async () => {
    for (const table of await tenantTableSecurity(testDb.db)) {
      expect(table, table.name).toMatchObject({ rlsEnabled: true, rlsForced: true });
      expect(table.policyCount, table.name).toBeGreaterThan(0);
    }
    expect(await findSecurityProblems(testDb.db)).toEqual([]);
  });

  it('as the app role with no clinic set, every tenant table reads zero rows', async () => {
    for (const table of tables) {
      const result = await testDb.db.run({}, (tx) =>
        tx.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}"`)),
      );
      expect(Number(result.rows[0]?.n), table).toBe(0);
    }
  });

  it('the owner sees the seeded rows, so the zero above is the policy at work', async () => {
    const owner = await testDb.db.owner.execute<{ n: number }>(sql`select count(*)::int as n from branches`);
    expect(Number(owner.rows[0]?.n)).toBeGreaterThanOrEqual(3);
  });

  it('with clinic A set, no row of clinic B is visible in any tenant table', async () => {
    for (const clinicId of clinicIds) {
      for (const table of tables) {
        const result = await testDb.db.run({ clinicId }, (tx) =>
          tx.execute<{ other: number; own: number }>(
            sql.raw(
              `select count(*) filter (where clinic_id <> ${clinicId})::int as other, count(*)::int as own from "${table}"`,
            ),
          ),
        );
        expect(Number(result.rows[0]?.other), `${table} in clinic ${clinicId}`).toBe(0);
      }
    }
    const own = await testDb.db.run({ clinicId: clinicIds[0] }, (tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from rooms`),
    );
    expect(Number(own.rows[0]?.n)).toBeGreaterThan(0);
  });

  it('refuses to write a row into another clinic', async () => {
    const [a, b] = clinicIds as [number, number];
    const branchOfB = await testDb.db.owner.execute<{ id: number }>(
      sql`select id from branches where clinic_id = ${b} limit 1`,
    );
    expect(
      await databaseError(
        testDb.db.run({ clinicId: a }, (tx) =>
          tx.execute(
            sql`insert into rooms (clinic_id, branch_id, name) values (${b}, ${branchOfB.rows[0]!.id}, 'แอบเพิ่ม')`,
          ),
        ),
      ),
    ).toMatch(/row-level security/);
  });

  it('cannot move a row to another clinic by update', async () => {
    const [a, b] = clinicIds as [number, number];
    expect(
      await databaseError(testDb.db.run({ clinicId: a }, (tx) => tx.execute(sql`update rooms set clinic_id = ${b}`))),
    ).toMatch(/row-level security/);
  });

  it('the platform role reads across clinics but cannot write', async () => {
    const result = await testDb.db.readAcrossClinics(randomUUID(), (tx) =>
      tx.execute<{ n: number }>(sql`select count(distinct clinic_id)::int as n from branches`),
    );
    expect(Number(result.rows[0]?.n)).toBe(clinicIds.length);
    expect(
      await databaseError(
        testDb.db.readAcrossClinics(randomUUID(), (tx) =>
          tx.execute(sql`update rooms set name = name || '!' returning id`),
        ),
      ),
    ).toMatch(/permission denied/);
  });

  it('a request cannot widen its own scope with the old super-administrator setting', async () => {
    const [a] = clinicIds as [number];
    const result = await testDb.db.run({ clinicId: a }, async (tx) => {
      await tx.execute(sql`select set_config('app.superadmin', 'on', true)`);
      return tx.execute<{ other: number }>(
        sql.raw(`select count(*)::int as other from branches where clinic_id <> ${a}`),
      );
    });
    expect(Number(result.rows[0]?.other)).toBe(0);
  });

  it('reports a tenant table whose RLS is not forced or that has no policy', async () => {
    await testDb.db.owner.execute(sql`create table stray_notes (clinic_id integer not null, note text)`);
    await testDb.db.owner.execute(sql`alter table rooms no force row level security`);
    try {
      const problems = await findSecurityProblems(testDb.db);
      expect(problems).toContain('table rooms has clinic_id but row-level security is not forced');
      expect(problems).toContain('table stray_notes has clinic_id but no policy');
      await expect(assertDatabaseSecure(testDb.db)).rejects.toThrow(/refusing to start/);
    } finally {
      await testDb.db.owner.execute(sql`alter table rooms force row level security`);
      await testDb.db.owner.execute(sql`drop table stray_notes`);
    }
  });
});

// The application role is cluster-wide on a PostgreSQL server, so making it a bypasser there
// would disturb parallel test files: this check always uses its own embedded database.
describe('startup refusal when the app role could bypass RLS', () => {
  it('refuses a role with BYPASSRLS', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      await prepareDatabase(db);
      await db.owner.execute(sql`alter role yim_app bypassrls`);
      await expect(assertDatabaseSecure(db)).rejects.toThrow(/yim_app can bypass row-level security/);
      await expect(prepareDatabase(db)).rejects.toThrow(/refusing to start/);
    } finally {
      await db.close();
    }
  });
});
