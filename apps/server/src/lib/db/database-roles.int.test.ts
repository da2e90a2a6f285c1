import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../prepare-database.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { openDatabase } from './open-database.ts';
import { findConnectionProblems } from './verify-security.ts';

// Issue 7, "second wall in the database": SQL running inside a request (a bug, an injection)
// tries to widen its own rights. Each attempt must end in an error from the database itself.

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

const serverUrl = process.env.TEST_DATABASE_URL;
let testDb: TestDatabase;
let clinicId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const rows = await testDb.db.owner.execute<{ id: number }>(sql`select id from clinics order by id limit 1`);
  clinicId = rows.rows[0]!.id;
});
afterAll(() => testDb.drop());

describe('what the application role cannot do, even from SQL inside a request', () => {
  it('cannot read the signing secrets', async () => {
    expect(
      await databaseError(testDb.db.run({ clinicId }, (tx) => tx.execute(sql`select value from app_secrets`))),
    ).toMatch(/permission denied/);
    expect(
      await databaseError(
        testDb.db.readAcrossClinics(randomUUID(), (tx) => tx.execute(sql`select value from app_secrets`)),
      ),
    ).toMatch(/permission denied/);
  });

  it('cannot make anyone a super-administrator, by update or by insert', async () => {
    expect(
      await databaseError(
        testDb.db.run({ clinicId }, (tx) =>
          tx.execute(sql`update users set is_superadmin = true where email = 'manager@demo.yim.test'`),
        ),
      ),
    ).toMatch(/permission denied: users.is_superadmin/);
    expect(
      await databaseError(
        testDb.db.run({}, (tx) =>
          tx.execute(sql`insert into users
      (email, password_hash, first_name_th, last_name_th, first_name_en, last_name_en, mobile, user_type_id, is_superadmin)
      values ('intruder@example.test', 'x', 'ก', 'ข', 'A', 'B', '0812345678', '1', true)`),
        ),
      ),
    ).toMatch(/permission denied: users.is_superadmin/);
    const flagged = await testDb.db.owner.execute<{ n: number }>(
      sql`select count(*)::int as n from users where is_superadmin and email <> 'superadmin@demo.yim.test'`,
    );
    expect(Number(flagged.rows[0]?.n)).toBe(0);
  });

  it('still changes the ordinary columns of a user', async () => {
    const changed = await testDb.db.run({}, (tx) =>
      tx.execute(sql`update users set mobile = mobile where email = 'manager@demo.yim.test' returning id`),
    );
    expect(changed.rows).toHaveLength(1);
  });

  it('cannot change or delete audit rows, only add them', async () => {
    for (const statement of [
      sql`delete from superadmin_audit`,
      sql`update superadmin_audit set action = 'nothing'`,
      sql`delete from audit_log`,
      sql`update audit_log set action = 'nothing'`,
    ]) {
      expect(await databaseError(testDb.db.run({ clinicId }, (tx) => tx.execute(statement)))).toMatch(
        /permission denied/,
      );
    }
    const added = await testDb.db.run({ clinicId }, (tx) =>
      tx.execute(sql`insert into audit_log (clinic_id, entity, entity_id, action)
      values (${clinicId}, 'test', '1', 'inserted') returning id`),
    );
    expect(added.rows).toHaveLength(1);
  });

  it('the old super-administrator setting opens no other clinic', async () => {
    const others = await testDb.db.run({ clinicId }, async (tx) => {
      await tx.execute(sql`select set_config('app.superadmin', 'on', true)`);
      return tx.execute<{ n: number }>(
        sql`select count(*)::int as n from branch_members where clinic_id <> ${clinicId}`,
      );
    });
    expect(Number(others.rows[0]?.n)).toBe(0);
  });
});

// Switching the role back needs a login role that is not a superuser: PGlite has none (README).
describe.runIf(serverUrl)('the role requests log in as (PostgreSQL)', () => {
  it('cannot switch back to the owner or to the platform role', async () => {
    expect(
      await databaseError(
        testDb.db.run({ clinicId }, (tx) => tx.execute(sql`select set_config('role', 'postgres', true)`)),
      ),
    ).toMatch(/permission denied to set role "postgres"/);
    expect(
      await databaseError(
        testDb.db.run({ clinicId }, (tx) => tx.execute(sql`select set_config('role', 'yim_platform', true)`)),
      ),
    ).toMatch(/permission denied to set role "yim_platform"/);
    expect(
      await databaseError(
        testDb.db.run({ clinicId }, (tx) => tx.execute(sql`set local session authorization postgres`)),
      ),
    ).toMatch(/permission denied/);
  });

  it('is found safe; the owner connecting for requests is not, and production refuses it', async () => {
    expect(await findConnectionProblems(testDb.db)).toEqual([]);
    const name = (await testDb.db.owner.execute<{ name: string }>(sql`select current_database() as name`)).rows[0]!
      .name;
    const asOwner = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl!, name) });
    try {
      expect(await findConnectionProblems(asOwner)).toEqual([
        expect.stringMatching(/requests connect as \w+, a superuser/),
      ]);
      await expect(prepareDatabase(asOwner, { production: true })).rejects.toThrow(/refusing to start in production/);
      await expect(prepareDatabase(asOwner)).resolves.toEqual({ warnings: [expect.stringMatching(/a superuser/)] });
    } finally {
      await asOwner.close();
    }
  });
});

describe.runIf(!serverUrl)('the embedded database (PGlite)', () => {
  it('is reported as unsafe for production, which refuses to start on it', async () => {
    expect(await findConnectionProblems(testDb.db)).toEqual([expect.stringMatching(/PGlite's superuser/)]);
    const fresh = await openDatabase({ kind: 'pglite' });
    try {
      await expect(prepareDatabase(fresh, { production: true })).rejects.toThrow(/refusing to start in production/);
    } finally {
      await fresh.close();
    }
  });
});
