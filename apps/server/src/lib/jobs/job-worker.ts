import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { jobs } from './jobs.table.ts';

export type JobHandler = (payload: unknown) => Promise<void>;
export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type JobWorkerOptions = {
  db: Database;
  /** One handler per kind; a worker claims only the kinds it can run. */
  handlers: Record<string, JobHandler>;
  pollMs?: number;
  log: JobLog;
  /** Jobs claimed per round trip. */
  batchSize?: number;
  /** How long a claim hides a job from other workers; a crashed worker's job reappears after it. */
  lockMs?: number;
};

export type JobWorker = {
  /** Claims and runs the due jobs once; answers how many ran. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the jobs in hand. */
  stop(): Promise<void>;
};

const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 6 * 3_600_000;

/** Delay before the next try after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

type ClaimedJob = { id: number; kind: string; payload: unknown; attempts: number; maxAttempts: number };

/**
 * Claims due jobs in one short transaction. SKIP LOCKED lets any number of workers (instances)
 * claim concurrently without waiting on or taking each other's rows; locked_until keeps a claim
 * after the transaction ends, while the handler runs outside it.
 */
async function claim(db: Database, kinds: string[], limit: number, lockMs: number): Promise<ClaimedJob[]> {
  return db.run({}, async (tx) => {
    const due = tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, sql`now()`),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
          inArray(jobs.kind, kinds),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return tx
      .update(jobs)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${lockMs / 1000})`, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      });
  });
}

async function finish(db: Database, job: ClaimedJob, error: unknown): Promise<void> {
  await db.run({}, async (tx) => {
    if (error === undefined) {
      // The payload may hold secrets and personal data (a mail with a one-time link): a done job
      // keeps its history row but not its content.
      await tx
        .update(jobs)
        .set({ doneAt: sql`now()`, lockedUntil: null, payload: {} })
        .where(eq(jobs.id, job.id));
      return;
    }
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const isLastAttempt = job.attempts >= job.maxAttempts;
    await tx
      .update(jobs)
      .set(
        isLastAttempt
          ? { failedAt: sql`now()`, lockedUntil: null, lastError }
          : {
              runAt: sql`now() + make_interval(secs => ${retryDelayMs(job.attempts) / 1000})`,
              lockedUntil: null,
              lastError,
            },
      )
      .where(eq(jobs.id, job.id));
  });
}

/**
 * The one background worker every feature uses (mail now; reminders, report e-mails later).
 * Jobs are rows, so several instances can run workers against one database; each job runs
 * at least once, and exactly once unless a worker dies or overruns its claim.
 */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers, log, pollMs = 1000, batchSize = 10, lockMs = 5 * 60_000 } = options;
  const kinds = Object.keys(handlers);
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();

  async function run(job: ClaimedJob): Promise<void> {
    let error: unknown;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload);
    } catch (caught) {
      error = caught ?? new Error('job failed');
      log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: caught }, 'job failed');
    }
    await finish(db, job, error);
  }

  async function runOnce(): Promise<number> {
    if (kinds.length === 0) return 0;
    const claimed = await claim(db, kinds, batchSize, lockMs);
    // Handlers run outside any transaction: they do network I/O (SMTP).
    await Promise.all(claimed.map(run));
    return claimed.length;
  }

  async function tick(): Promise<void> {
    try {
      // A full batch means more may be waiting: keep going before sleeping.
      while (!isStopped && (await runOnce()) === batchSize);
    } catch (error) {
      log.error({ err: error }, 'job worker round failed');
    }
  }

  function schedule() {
    if (isStopped) return;
    timer = setTimeout(() => {
      current = tick().finally(schedule);
    }, pollMs);
    timer.unref();
  }
  schedule();

  return {
    runOnce,
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
