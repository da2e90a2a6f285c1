import { sql } from 'drizzle-orm';
import { affectedRows, type Database, type Tx } from '../db/database.ts';
import type { JobLog } from './job-worker.ts';

/** How often a task runs: the runner's interval (an hour) unless the task needs to be on time. */
type Cadence = { intervalMs?: number };
/** A housekeeping statement set; it must be idempotent, since any instance may run it. */
export type InTransactionTask = Cadence & { name: string; run(tx: Tx): Promise<number> };
/**
 * Housekeeping that does I/O besides the database (storage), which must not happen inside a
 * transaction: it opens its own short ones. Idempotent too, and not behind the round's lock.
 */
export type OutsideTransactionTask = Cadence & { name: string; runOutsideTransaction(db: Database): Promise<number> };
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

/**
 * Every intervalMs (and once a minute after start), outside any request; a task with its own
 * `intervalMs` (appointment reminders: every minute) runs in a round of that length instead.
 * A round that touched nothing is not logged: the minute rounds would fill the log.
 */
export function startPeriodicTasks(options: {
  db: Database;
  tasks: PeriodicTask[];
  intervalMs: number;
  log: JobLog;
}): PeriodicRunner {
  const rounds = new Map<number, PeriodicTask[]>();
  for (const task of options.tasks) {
    const every = task.intervalMs ?? options.intervalMs;
    rounds.set(every, [...(rounds.get(every) ?? []), task]);
  }
  const timers: NodeJS.Timeout[] = [];
  for (const [every, tasks] of rounds) {
    const round = () => {
      runPeriodicTasks(options.db, tasks).then(
        (touched) => {
          if (Object.values(touched).some((count) => count > 0)) options.log.info({ touched }, 'housekeeping done');
        },
        (error: unknown) => options.log.error({ err: error }, 'housekeeping failed'),
      );
    };
    const first = setTimeout(round, Math.min(60_000, every));
    const repeat = setInterval(round, every);
    first.unref();
    repeat.unref();
    timers.push(first, repeat);
  }
  return {
    stop() {
      for (const timer of timers) clearTimeout(timer);
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
