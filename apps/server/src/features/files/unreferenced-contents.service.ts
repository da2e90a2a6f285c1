import type { OutsideTransactionTask } from '../../lib/jobs/periodic-tasks.ts';
import { recordStoringIntentIn, settleStoringIntent } from '../../lib/storage/storing-intents.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { claimContent, deleteUnreferencedContent, listUnreferencedContents } from './contents.repo.ts';

/** An upload nothing refers to is kept this long (a profile form left open overnight is not). */
export const UNREFERENCED_HOURS = 24;
const SWEEP_BATCH = 100;

/** Postgres: the row is still referred to by a foreign key of a feature that did not claim it. */
function isStillReferenced(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23503';
}

/**
 * Deletes uploads that nothing has referred to for a day: the row first (with a storing intent
 * for its key in the same transaction, so a crash before the file goes leaves it to the abandoned
 * files sweep), then the file. A row that a foreign key still holds is claimed instead: a feature
 * forgot to claim it, and losing the file would be worse than keeping it.
 */
export function sweepUnreferencedContents(storage: FileStorage): OutsideTransactionTask {
  return {
    name: 'unreferencedContents',
    async runOutsideTransaction(db) {
      const due = await db.run({}, (tx) => listUnreferencedContents(tx, UNREFERENCED_HOURS, SWEEP_BATCH));
      let swept = 0;
      for (const id of due) {
        let key: string | undefined;
        try {
          key = await db.run({}, async (tx) => {
            const deleted = await deleteUnreferencedContent(tx, id, UNREFERENCED_HOURS);
            if (deleted) await recordStoringIntentIn(tx, deleted);
            return deleted;
          });
        } catch (error) {
          if (!isStillReferenced(error)) throw error;
          await db.run({}, (tx) => claimContent(tx, id));
          continue;
        }
        if (!key) continue;
        const storageKey = key;
        await storage.delete(storageKey);
        await db.run({}, (tx) => settleStoringIntent(tx, storageKey));
        swept += 1;
      }
      return swept;
    },
  };
}
