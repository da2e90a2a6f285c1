import { z } from 'zod';
import type { TReminderDelivery, TReminderOutcome } from '@yim/contract';
import type { Database, Tx } from '../../lib/db/database.ts';
import { enqueueJob } from '../../lib/jobs/enqueue-job.ts';
import type { JobHandler } from '../../lib/jobs/job-worker.ts';
import type { Messenger } from '../../integrations/messaging/messaging.ts';
import { recordReminderDelivery, type DueReminder } from './appointment-reminders.repo.ts';

/** Asks the SMS and LINE services whether the messages they accepted arrived. */
export const REMINDER_REPORT_JOB = 'appointments.reminderReport';

/** Delivery reports are asked for 30 s after sending, then after 1, 2, 4 … minutes, seven times. */
const REPORT_FIRST_MS = 30_000;
const REPORT_ROUNDS = 7;

/** What the reminder jobs work with: the database, the two messaging services, a clock for tests. */
export type ReminderDeps = {
  db: Database;
  sms: Messenger;
  line: Messenger;
  now?: () => Date;
};

/** A reminder as a job's payload carries it (the start as ISO text). */
export const ZDueReminder = z.object({
  clinicId: z.number().int(),
  appointmentId: z.number().int(),
  startsAt: z.iso.datetime().transform((value) => new Date(value)),
});
const ZReportPayload = ZDueReminder.extend({
  messages: z.partialRecord(z.enum(['sms', 'line']), z.string()),
  round: z.number().int().min(1),
});
/** The messages a report asks about, by channel: the service's message ids. */
export type ReportedMessages = z.infer<typeof ZReportPayload>['messages'];
type MessengerChannel = keyof ReportedMessages;

export const wireReminder = (reminder: DueReminder) => ({ ...reminder, startsAt: reminder.startsAt.toISOString() });

export const outcome = (status: TReminderOutcome['status'], at: Date, detail?: string): TReminderOutcome =>
  detail === undefined ? { status, at: at.toISOString() } : { status, detail, at: at.toISOString() };

/** Queues the `round`-th report on messages still queued, later each round; none after the last. */
export async function queueReminderReport(
  tx: Tx,
  reminder: DueReminder,
  messages: ReportedMessages,
  round: number,
  now: Date,
): Promise<void> {
  if (Object.keys(messages).length === 0 || round > REPORT_ROUNDS) return;
  const runAt = new Date(now.getTime() + REPORT_FIRST_MS * 2 ** (round - 1));
  await enqueueJob(tx, REMINDER_REPORT_JOB, { ...wireReminder(reminder), messages, round }, { runAt });
}

/**
 * The delivery report job: records `delivered` or `failed` (with the service's reason) for each
 * message that has settled, and asks again later, less and less often, for those still queued.
 */
export function reminderReportJob(deps: ReminderDeps): JobHandler {
  const now = deps.now ?? (() => new Date());
  return async (payload) => {
    const report = ZReportPayload.parse(payload);
    const outcomes: TReminderDelivery = {};
    const pending: ReportedMessages = {};
    for (const [channel, messageId] of Object.entries(report.messages) as [MessengerChannel, string][]) {
      const delivery = await deps[channel].deliveryOf(messageId);
      if (delivery.status === 'queued') pending[channel] = messageId;
      else outcomes[channel] = outcome(delivery.status, delivery.at, delivery.failureReason ?? undefined);
    }
    await deps.db.run({ clinicId: report.clinicId }, async (tx) => {
      if (Object.keys(outcomes).length > 0) await recordReminderDelivery(tx, report, outcomes);
      await queueReminderReport(tx, report, pending, report.round + 1, now());
    });
  };
}
