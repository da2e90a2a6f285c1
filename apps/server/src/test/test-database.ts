import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../lib/db/database.ts';
import { openDatabase } from '../lib/db/open-database.ts';
import { asRequestRole, withDatabase } from './global-setup.ts';

export type TestDatabase = {
  db: Database;
  /** Another connection to the same database (PostgreSQL: a second pool; PGlite: the same instance). */
  openAnother(): Promise<Database>;
  drop(): Promise<void>;
};

/**
 * A fresh copy of the migrated, seeded database for one test file. `poolMax`: the request pool's
 * size on PostgreSQL (concurrency tests want more than the default 10).
 */
export async function createTestDatabase(options: { poolMax?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (serverUrl && template) {
    const name = `yim_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const ownerUrl = withDatabase(serverUrl, name);
    const opened: Database[] = [];
    const open = async () => {
      const db = await openDatabase({
        kind: 'postgres',
        url: asRequestRole(ownerUrl),
        ownerUrl,
        poolMax: options.poolMax ?? 10,
      });
      opened.push(db);
      return db;
    };
    const db = await open();
    return {
      db,
      openAnother: open,
      async drop() {
        await Promise.all(opened.map((d) => d.close()));
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const snapshotPath = inject('pgliteSnapshotPath');
  if (!snapshotPath) throw new Error('no test database: the integration global setup did not run');
  const snapshot = new Blob([await readFile(snapshotPath)]);
  const db = await openDatabase({ kind: 'pglite', snapshot });
  return { db, openAnother: async () => db, drop: () => db.close() };
}
