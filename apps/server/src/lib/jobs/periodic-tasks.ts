import { sql } from 'drizzle-orm';
import { affectedRows, type Database, type Tx } from '../db/database.ts';
import type { JobLog } from './job-worker.ts';

/** A housekeeping statement set; it must be idempotent, since any instance may run it. */
export type InTransactionTask = { name: string; run(tx: Tx): Promise<number> };
/**
 * Housekeeping that does I/O besides the database (storage), which must not happen inside a
 * transaction: it opens its own short ones. Idempotent too, and not behind the round's lock.
 */
export type OutsideTransactionTask = { name: string; runOutsideTransaction(db: Database): Promise<number> };
export type PeriodicTask = InTransactionTask | OutsideTransactionTask;

/** Any number for the advisory lock, fixed so that instances take turns instead of doubling up. */
const PERIODIC_LOCK_KEY = 7_946_002;

/**
 * Runs each task in its own short transaction; an instance that finds another one busy with the
 * same round skips it (pg_try_advisory_xact_lock never waits). Answers the rows each task touched.
 */
export async function runPeriodicTasks(db: Database, tasks: PeriodicTask[]): Promise<Record<string, number>> {
  const touched: Record<string, number> = {};
  for (const task of tasks) {
    if ('runOutsideTransaction' in task) {
      touched[task.name] = await task.runOutsideTransaction(db);
      continue;
    }
    touched[task.name] = await db.owner.transaction(async (tx) => {
      const lock = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${PERIODIC_LOCK_KEY}) as locked`,
      );
      if (!lock.rows[0]?.locked) return 0;
      return task.run(tx);
    });
  }
  return touched;
}

export type PeriodicRunner = { stop(): void };

/** Every intervalMs (and once shortly after start), outside any request. */
export function startPeriodicTasks(options: {
  db: Database;
  tasks: PeriodicTask[];
  intervalMs: number;
  log: JobLog;
}): PeriodicRunner {
  const round = () => {
    runPeriodicTasks(options.db, options.tasks).then(
      (touched) => options.log.info({ touched }, 'housekeeping done'),
      (error: unknown) => options.log.error({ err: error }, 'housekeeping failed'),
    );
  };
  const first = setTimeout(round, 60_000);
  const every = setInterval(round, options.intervalMs);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}

/** Finished jobs are kept a week for diagnosis, failed ones a month. */
export const pruneJobs: InTransactionTask = {
  name: 'jobs',
  async run(tx) {
    const result = await tx.execute(sql`delete from jobs
      where (done_at is not null and done_at < now() - interval '7 days')
         or (failed_at is not null and failed_at < now() - interval '30 days')`);
    return affectedRows(result);
  },
};
