import { syncReferenceData } from './features/masters/masters.repo.ts';
import type { Database } from './lib/db/database.ts';
import { migrateDatabase } from './lib/db/migrate.ts';
import { assertDatabaseSecure, findConnectionProblems } from './lib/db/verify-security.ts';

/**
 * Migrations, the RLS check that refuses an unsafe database, then the global catalogues.
 * Answers what is unsafe about the role requests connect as: in production that refuses to
 * start, elsewhere the caller warns (a development database usually has one all-powerful role).
 */
export async function prepareDatabase(
  db: Database,
  { production = false }: { production?: boolean } = {},
): Promise<{ warnings: string[] }> {
  await migrateDatabase(db);
  await assertDatabaseSecure(db);
  const connection = await findConnectionProblems(db);
  if (production && connection.length > 0) {
    throw new Error(
      `refusing to start in production: SQL inside a request could widen its own rights:\n- ${connection.join('\n- ')}\n` +
        'Connect DATABASE_URL as a login role that is only a member of yim_app, and the owner as DATABASE_OWNER_URL (README, "Running on PostgreSQL").',
    );
  }
  await syncReferenceData(db.owner);
  return { warnings: connection };
}
