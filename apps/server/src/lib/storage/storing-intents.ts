import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import type { OutsideTransactionTask } from '../jobs/periodic-tasks.ts';
import type { FileStorage } from './storage.ts';
import { storingIntents } from './storing-intents.table.ts';

/** Far longer than any upload of at most 10 MB takes, even on a slow clinic line. */
const ABANDONED_AFTER_MINUTES = 60;
/** Keys swept per round; the next round takes the rest. */
const SWEEP_BATCH = 200;

/** Says, before any byte is stored, that `key` is on its way (its own short transaction). */
export async function recordStoringIntent(db: Database, key: string): Promise<void> {
  await db.run({}, (tx) => recordStoringIntentIn(tx, key));
}

/**
 * The same inside a transaction: also for a file about to be deleted once its row is gone, so
 * that a crash in between leaves the file to the sweep below rather than to no one.
 */
export async function recordStoringIntentIn(tx: Tx, key: string): Promise<void> {
  await tx.insert(storingIntents).values({ storageKey: key });
}

/** Inside the transaction that records the stored file: it is now referred to, not abandoned. */
export async function settleStoringIntent(tx: Tx, key: string): Promise<void> {
  await tx.delete(storingIntents).where(eq(storingIntents.storageKey, key));
}

/** After a failed upload whose file was removed (or never written): nothing is left to sweep. */
export async function dropStoringIntent(db: Database, key: string): Promise<void> {
  await db.run({}, (tx) => settleStoringIntent(tx, key));
}

/**
 * Deletes the files of intents older than an hour, then the intents. Storage calls run outside any
 * transaction; deleting is idempotent, so two instances sweeping together do no harm.
 */
export function sweepAbandonedFiles(storage: FileStorage): OutsideTransactionTask {
  return {
    name: 'abandonedFiles',
    async runOutsideTransaction(db) {
      const due = await db.run({}, (tx) =>
        tx
          .select({ key: storingIntents.storageKey })
          .from(storingIntents)
          .where(lt(storingIntents.createdAt, sql`now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})`))
          .orderBy(storingIntents.createdAt)
          .limit(SWEEP_BATCH),
      );
      if (due.length === 0) return 0;
      const keys = due.map((row) => row.key);
      for (const key of keys) await storage.delete(key);
      await db.run({}, (tx) =>
        tx
          .delete(storingIntents)
          .where(
            and(
              inArray(storingIntents.storageKey, keys),
              lt(storingIntents.createdAt, sql`now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})`),
            ),
          ),
      );
      return keys.length;
    },
  };
}
