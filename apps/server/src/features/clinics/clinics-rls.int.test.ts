import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

// The clinics table (migration 0013): the app role reads a clinic only once inside it or through a
// membership, looks one up by url through clinic_id_by_url alone, updates only the entered one,
// and never inserts or deletes.

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
let demo: number;
let ari: number;
let ariManager: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const rows = await testDb.db.owner.execute<{ id: number; url: string }>(sql`select id, url from clinics`);
  demo = Number(rows.rows.find((r) => r.url === 'yim-demo')!.id);
  ari = Number(rows.rows.find((r) => r.url === 'smile-ari')!.id);
  const user = await testDb.db.owner.execute<{ id: string }>(
    sql`select id from users where email = 'manager@ari.yim.test'`,
  );
  ariManager = user.rows[0]!.id;
});
afterAll(() => testDb.drop());

const urls = (tx: { execute: TestDatabase['db']['owner']['execute'] }) =>
  tx.execute<{ url: string }>(sql`select url from clinics order by url`);

describe('row-level security of clinics', () => {
  it('shows the app role no clinic outside a clinic and without a membership', async () => {
    const result = await testDb.db.run({}, (tx) => urls(tx));
    expect(result.rows).toEqual([]);
  });

  it('shows the entered clinic, and a member their own clinics only', async () => {
    const entered = await testDb.db.run({ clinicId: demo }, (tx) => urls(tx));
    expect(entered.rows.map((r) => r.url)).toEqual(['yim-demo']);
    const member = await testDb.db.run({ userId: ariManager }, (tx) => urls(tx));
    expect(member.rows.map((r) => r.url)).toEqual(['smile-ari']);
  });

  it('answers the url lookup before entering, with the id only', async () => {
    const result = await testDb.db.run({}, (tx) =>
      tx.execute<{ id: number | null; none: number | null }>(
        sql`select clinic_id_by_url('yim-demo') as id, clinic_id_by_url('no-such-clinic') as none`,
      ),
    );
    expect(result.rows[0]).toEqual({ id: demo, none: null });
  });

  it('plans the url lookup once per connection, not on every request (migration 0047)', async () => {
    const lookUp = (tx: { execute: TestDatabase['db']['owner']['execute'] }) =>
      tx.execute(sql`select clinic_id_by_url('yim-demo')`);
    // The pool hands a run the connection the last one released: these warm one connection.
    for (let i = 0; i < 8; i += 1) await testDb.db.run({}, lookUp);
    const locked = await testDb.db.run({}, async (tx) => {
      await lookUp(tx);
      const rows = await tx.execute<{ name: string }>(sql`select relation::regclass::text as name from pg_locks
        where pid = pg_backend_pid() and locktype = 'relation' and relation::regclass::text like 'clinics%'`);
      return rows.rows.map((r) => r.name).sort();
    });
    // Planning locks every index of the table; a plan kept from before reads, so locks, only
    // the one it uses. (PGlite kept the plan of the SQL function too: the difference, and this
    // test's teeth, are on PostgreSQL.)
    expect(locked).toEqual(['clinics', 'clinics_url_unique']);
  });

  it('updates only the entered clinic', async () => {
    const other = await testDb.db.run({ clinicId: ari }, (tx) =>
      tx.execute(sql`update clinics set name = 'hijacked' where id = ${demo}`),
    );
    expect(other.rowCount ?? (other as { affectedRows?: number }).affectedRows ?? 0).toBe(0);
    await testDb.db.run({ clinicId: ari }, (tx) =>
      tx.execute(sql`update clinics set name_en = 'Smile Ari' where id = ${ari}`),
    );
    const names = await testDb.db.owner.execute<{ url: string; name: string; name_en: string }>(
      sql`select url, name, name_en from clinics order by url`,
    );
    expect(names.rows.find((r) => r.url === 'yim-demo')?.name).not.toBe('hijacked');
    expect(names.rows.find((r) => r.url === 'smile-ari')?.name_en).toBe('Smile Ari');
  });

  it('refuses the app role inserting or deleting a clinic', async () => {
    const insert = await databaseError(
      testDb.db.run({ clinicId: demo }, (tx) =>
        tx.execute(sql`insert into clinics (url, code, name) values ('rogue', 'R', 'rogue')`),
      ),
    );
    expect(insert).toMatch(/permission denied/);
    const remove = await databaseError(
      testDb.db.run({ clinicId: demo }, (tx) => tx.execute(sql`delete from clinics where id = ${demo}`)),
    );
    expect(remove).toMatch(/permission denied/);
  });
});
