import { z } from 'zod';
import type { Tx } from '../db/database.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';

export const MAIL_JOB_KIND = 'mail';

/** One outgoing message: the payload of a 'mail' job, checked again when the worker reads it. */
export const ZMail = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string(),
  html: z.string(),
});
export type TMail = z.infer<typeof ZMail>;

/**
 * The outbox: a mail is a job queued in the caller's transaction, so it is sent exactly when
 * what it announces was committed, and never from inside a transaction.
 */
export function enqueueMail(tx: Tx, mail: TMail): Promise<number> {
  // A mail that cannot reach the server in a day is stale (its links expire): give up then.
  return enqueueJob(tx, MAIL_JOB_KIND, ZMail.parse(mail), { maxAttempts: 10 });
}
