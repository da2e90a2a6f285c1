import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { runPeriodicTasks } from './periodic-tasks.ts';
import { upkeepPglite } from './pglite-upkeep.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
  // A table as a clinic's would be: written to, never analysed or vacuumed by anyone.
  await testDb.db.owner.execute(sql`create table upkeep_probe (id int primary key, note text)`);
  await testDb.db.owner.execute(sql`insert into upkeep_probe select g, 'n' || g from generate_series(1, 5000) g`);
  await testDb.db.owner.execute(sql`update upkeep_probe set note = note || '!' where id % 2 = 0`);
});
afterAll(() => testDb.drop());

const probe = async () =>
  (
    await testDb.db.owner.execute<{ reltuples: number; relallvisible: number }>(
      sql`select reltuples, relallvisible from pg_class where relname = 'upkeep_probe'`,
    )
  ).rows[0]!;

describe('the PGlite upkeep', () => {
  it('analyses and vacuums the embedded database, which nothing else does; PostgreSQL has autovacuum', async () => {
    if (testDb.db.kind === 'pglite') expect(await probe()).toMatchObject({ reltuples: -1, relallvisible: 0 });
    const touched = await runPeriodicTasks(testDb.db, [upkeepPglite]);
    if (testDb.db.kind === 'postgres') {
      expect(touched).toEqual({ 'pglite-vacuum-analyze': 0 });
      return;
    }
    expect(touched).toEqual({ 'pglite-vacuum-analyze': 1 });
    const after = await probe();
    // Analysed: the planner now knows the rows; vacuumed: the pages are marked all-visible.
    expect(Number(after.reltuples)).toBe(5000);
    expect(Number(after.relallvisible)).toBeGreaterThan(0);
  });
});
