import { sql } from 'drizzle-orm';
import type { OutsideTransactionTask } from './periodic-tasks.ts';

/**
 * What PostgreSQL's autovacuum does, for the embedded database, which has none. PGlite keeps no
 * activity statistics either (pg_stat_user_tables stays at zero there), so nothing would ever
 * analyse or vacuum it: the planner would plan every statement of a clinic's growing tables
 * without statistics (a table never analysed counts as -1 rows), dead rows of updates would pile
 * up, and no index walk could be index-only (the patient search's name walks, ADR 0012). On the
 * 100,000-patient bench data the walk that counts 'สม' to 1,001 took 8.0 ms unvacuumed (a sequential
 * scan) against 1.6 ms after a VACUUM (an index-only walk).
 *
 * Without activity statistics there is no threshold to watch, so the whole database is vacuumed
 * and analysed a minute after start and then once a day. PGlite runs one statement at a time:
 * requests wait for it, 1–2.4 s on that bench data (2026-11-28), so no more often than that.
 * The statement runs outside a transaction (VACUUM refuses one), on the owner's client.
 */
export const upkeepPglite: OutsideTransactionTask = {
  name: 'pglite-vacuum-analyze',
  intervalMs: 24 * 3_600_000,
  async runOutsideTransaction(db) {
    if (db.kind !== 'pglite') return 0;
    await db.owner.execute(sql`vacuum (analyze)`);
    return 1;
  },
};
