// `node --import tsx apps/server/src/test/seeded-data-dir.ts <dir>`: a PGlite data directory
// migrated and seeded with the demo clinic, as main.ts's first start with SEED=demo leaves it,
// then closed. The browser tests (e2e/playwright.config.ts) make it once per run and give each
// server a copy: a server on a copy starts as on a second start, without initdb, migrations and
// seed, which took each server of the run most of a minute on a busy two-core machine.
import { openDatabase } from '../lib/db/open-database.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { seedDemo } from '../seed/seed.ts';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: seeded-data-dir.ts <data directory>');
  process.exit(2);
}
const db = await openDatabase({ kind: 'pglite', dataDir });
try {
  await prepareDatabase(db);
  await seedDemo(db);
} finally {
  await db.close();
}
