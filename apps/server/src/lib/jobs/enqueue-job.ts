import type { Tx } from '../db/database.ts';
import { jobs } from './jobs.table.ts';

export type EnqueueOptions = {
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** Tries before the job is given up (failed_at); the table's default is 8. */
  maxAttempts?: number;
};

/**
 * Queues work in the caller's transaction, so the job exists exactly when the row that caused
 * it does (a registration and its activation mail commit or roll back together).
 */
export async function enqueueJob(
  tx: Tx,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<number> {
  const rows = await tx
    .insert(jobs)
    .values({
      kind,
      payload,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .returning({ id: jobs.id });
  const row = rows[0];
  if (!row) throw new Error('job insert returned nothing');
  return row.id;
}
