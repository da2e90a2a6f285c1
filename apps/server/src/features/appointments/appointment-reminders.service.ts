import type { ReminderChannel, TReminderDelivery, TReminderOutcome } from '@yim/contract';
import { enqueueJob } from '../../lib/jobs/enqueue-job.ts';
import type { JobHandler } from '../../lib/jobs/job-worker.ts';
import type { InTransactionTask } from '../../lib/jobs/periodic-tasks.ts';
import { enqueueMail } from '../../lib/mail/mail.ts';
import { IntegrationError } from '../../integrations/integration-error.ts';
import type { Messenger } from '../../integrations/messaging/messaging.ts';
import {
  outcome,
  queueReminderReport,
  wireReminder,
  ZDueReminder,
  type ReminderDeps,
  type ReportedMessages,
} from './appointment-reminder-report.service.ts';
import { reminderMail, reminderText, type ReminderContent } from './appointment-reminder.mail.ts';
import {
  findReminderSubject,
  recordReminderDelivery,
  takeDueReminders,
  type ReminderSubject,
} from './appointment-reminders.repo.ts';

/** Sends one appointment's reminder by every channel its patient consented to. */
export const SEND_REMINDER_JOB = 'appointments.sendReminder';

/** Reminders taken up per sweep; a minute later the sweep takes the rest. */
const SWEEP_BATCH = 200;
/** An outcome whose service did not answer: the job's next try sends that channel again. */
const UNAVAILABLE = 'unavailable';

/**
 * Every minute (one instance at a time): takes the reminders that are due and queues one job
 * each, in the transaction that marks them taken, so a reminder is queued exactly once. A move
 * of the appointment or a change of its reminder clears the mark, and the new time is reminded of.
 */
export function queueDueReminders(now: () => Date = () => new Date()): InTransactionTask {
  return {
    name: 'appointmentReminders',
    intervalMs: 60_000,
    async run(tx) {
      const due = await takeDueReminders(tx, now(), SWEEP_BATCH);
      for (const reminder of due) {
        await enqueueJob(tx, SEND_REMINDER_JOB, wireReminder(reminder), { maxAttempts: 6 });
      }
      return due.length;
    },
  };
}

/** A channel is done once it has an outcome, unless its service did not answer last time. */
function isSettled(previous: TReminderOutcome | undefined): boolean {
  return previous !== undefined && !(previous.status === 'failed' && previous.detail?.startsWith(UNAVAILABLE));
}

function contentOf(subject: ReminderSubject): ReminderContent {
  const patient = subject.patient!;
  const doctor = subject.doctor ? `${subject.doctor.firstNameTh} ${subject.doctor.lastNameTh}`.trim() : '';
  return {
    startsAt: subject.startsAt,
    patientName: `${patient.firstNameTh} ${patient.lastNameTh}`.trim(),
    clinicName: subject.clinicName,
    branchName: subject.branchName,
    branchTel: subject.branchTel,
    doctorName: doctor ? `ทพ. ${doctor}` : '',
  };
}

/** Where a channel would go, or why it does not: only to a patient who consented to it. */
function addressOf(subject: ReminderSubject, channel: ReminderChannel): { to: string } | { skip: string } {
  const patient = subject.patient;
  if (!patient?.id) return { skip: 'no patient record' };
  const [consented, to] =
    channel === 'email'
      ? [patient.consentEmail, patient.email]
      : channel === 'sms'
        ? [patient.consentSms, patient.mobile]
        : [patient.consentLine, patient.lineId];
  if (!consented) return { skip: 'no consent' };
  if (!to.trim()) return { skip: 'no address' };
  return { to };
}

async function sendMessage(
  messenger: Messenger,
  message: { to: string; text: string; reference: string },
  at: Date,
): Promise<{ outcome: TReminderOutcome; messageId?: string }> {
  try {
    const receipt = await messenger.send(message);
    return {
      outcome: outcome(receipt.status, at),
      ...(receipt.status === 'queued' ? { messageId: receipt.messageId } : {}),
    };
  } catch (error) {
    if (!(error instanceof IntegrationError)) throw error;
    const detail = error.failure === 'rejected' ? error.reason : `${UNAVAILABLE}: ${error.reason}`;
    return { outcome: outcome('failed', at, detail) };
  }
}

/**
 * The reminder job. Reads the appointment as it is now: cancelled, checked in or moved since the
 * sweep, it has nothing to remind of. E-mail goes to the mail outbox in the transaction that
 * records it; SMS and LINE are asked outside any transaction, with the clinic, appointment and
 * start as the message's reference, so a retried job never sends one twice. A service that did
 * not answer makes the job fail after recording the rest: its next try sends that channel again.
 */
export function sendReminderJob(deps: ReminderDeps): JobHandler {
  const now = deps.now ?? (() => new Date());
  return async (payload) => {
    const reminder = ZDueReminder.parse(payload);
    const subject = await deps.db.run({ clinicId: reminder.clinicId }, (tx) =>
      findReminderSubject(tx, reminder.clinicId, reminder.appointmentId),
    );
    if (!subject || subject.cancelledAt || subject.checkinAt) return;
    if (subject.startsAt.getTime() !== reminder.startsAt.getTime()) return;
    const previous: TReminderDelivery = subject.delivery ?? {};
    const outcomes: TReminderDelivery = {};
    const messages: ReportedMessages = {};
    const content = subject.patient?.id ? contentOf(subject) : undefined;
    let mailTo: string | undefined;
    for (const channel of ['email', 'sms', 'line'] as const) {
      if (isSettled(previous[channel])) continue;
      const address = addressOf(subject, channel);
      if ('skip' in address || !content) {
        outcomes[channel] = outcome('skipped', now(), 'skip' in address ? address.skip : undefined);
      } else if (channel === 'email') {
        mailTo = address.to;
        outcomes.email = outcome('sent', now());
      } else {
        const reference = `c${reminder.clinicId}-a${reminder.appointmentId}-${reminder.startsAt.toISOString()}`;
        const sent = await sendMessage(
          deps[channel],
          { to: address.to, text: reminderText(content), reference },
          now(),
        );
        outcomes[channel] = sent.outcome;
        if (sent.messageId) messages[channel] = sent.messageId;
      }
    }
    await deps.db.run({ clinicId: reminder.clinicId }, async (tx) => {
      if (mailTo && content) await enqueueMail(tx, reminderMail(mailTo, content));
      await recordReminderDelivery(tx, reminder, outcomes);
      await queueReminderReport(tx, reminder, messages, 1, now());
    });
    const unanswered = Object.entries(outcomes).filter(([, o]) => o.detail?.startsWith(UNAVAILABLE));
    if (unanswered.length > 0) {
      throw new Error(`reminder not sent by ${unanswered.map(([channel]) => channel).join(', ')}: service unavailable`);
    }
  };
}
