import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

// Only a server can lose a connection under the pool; CI runs this file again on PostgreSQL.
describe.runIf(serverUrl)('PostgreSQL pool (server run only)', () => {
  it('survives the server ending an idle connection and serves the next query', async () => {
    const testDb = await createTestDatabase();
    const name = (await testDb.db.owner.execute<{ name: string }>(sql`select current_database() as name`)).rows[0]!
      .name;
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const lost: Error[] = [];
    const db = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      onConnectionError: (error) => lost.push(error),
    });
    try {
      await db.owner.execute(sql`select 1`);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        // Every backend on this database except the test's own pool: the idle one of `db` among them.
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = $1 and application_name = '' and pid <> pg_backend_pid()`,
          [name],
        );
      } finally {
        await admin.end();
      }
      await expect.poll(() => lost.length, { timeout: 5_000 }).toBeGreaterThan(0);
      expect(lost[0]!.message).toMatch(/terminat/i);
      const after = await db.owner.execute<{ ok: number }>(sql`select 1 as ok`);
      expect(after.rows[0]!.ok).toBe(1);
    } finally {
      await db.close();
      await testDb.drop();
    }
  });
});
