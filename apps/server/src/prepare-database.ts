import { syncReferenceData } from './features/masters/masters.repo.ts';
import type { Database } from './lib/db/database.ts';
import { migrateDatabase } from './lib/db/migrate.ts';
import { assertDatabaseSecure } from './lib/db/verify-security.ts';

/** Migrations, the RLS check that refuses an unsafe database, then the global catalogues. */
export async function prepareDatabase(db: Database): Promise<void> {
  await migrateDatabase(db);
  await assertDatabaseSecure(db);
  await syncReferenceData(db.owner);
}
