import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './database.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Any number for pg_advisory_lock, fixed so that concurrent starts migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_946_001;

/** Applies the committed migrations as the owning role; safe when several instances start at once. */
export async function migrateDatabase(db: Database): Promise<void> {
  if (db.kind === 'pglite') {
    await migratePglite(db.owner as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  await db.exclusive(MIGRATION_LOCK_KEY, () =>
    migratePg(db.owner as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER }),
  );
}
