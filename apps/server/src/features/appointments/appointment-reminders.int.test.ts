import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { addDays, appointments as appointmentCalls, bangkokDate, patients, type TAppointment } from '@yim/contract';
import { createIntegrations } from '../../integrations/integrations.ts';
import { sandboxMessages } from '../../integrations/messaging/messages-sandbox.table.ts';
import { startJobWorker, type JobWorker } from '../../lib/jobs/job-worker.ts';
import { jobs } from '../../lib/jobs/jobs.table.ts';
import { MAIL_JOB_KIND } from '../../lib/mail/mail.ts';
import { runPeriodicTasks } from '../../lib/jobs/periodic-tasks.ts';
import { allSandboxes } from '../../test/sandbox-settings.ts';
import { openAppointmentFixture, THONGLOR, type AppointmentFixture } from '../../test/appointment-fixture.ts';
import { REMINDER_REPORT_JOB, reminderReportJob } from './appointment-reminder-report.service.ts';
import { queueDueReminders, SEND_REMINDER_JOB, sendReminderJob } from './appointment-reminders.service.ts';

// Reminders end to end on the database: the sweep takes what is due exactly once, the job sends
// by the channels the patient consented to (mail outbox, SMS and LINE sandboxes), records each
// outcome on the appointment, and the report job records delivery. Bookings are at thonglor,
// whose rooms the seed leaves empty, a few minutes to hours from now.

let f: AppointmentFixture;
let worker: JobWorker;
/** The sandboxes' clock: messages settle SANDBOX delivery seconds after it passes their send. */
let clock = new Date();
const HOUR = 3_600_000;
const log = pino({ level: 'silent' });

/** Reminder ids of the seeded `appt_reminder` list: 1 is one hour before, 6 one day before. */
const ONE_HOUR_BEFORE = 1;
const ONE_DAY_BEFORE = 6;

beforeAll(async () => {
  f = await openAppointmentFixture();
  const integrations = createIntegrations(allSandboxes({ messageDeliverySeconds: 60 }), f.t.db, { now: () => clock });
  const deps = { db: f.t.db, sms: integrations.sms, line: integrations.line, now: () => clock };
  worker = startJobWorker({
    db: f.t.db,
    handlers: {
      [SEND_REMINDER_JOB]: sendReminderJob(deps),
      [REMINDER_REPORT_JOB]: reminderReportJob(deps),
    },
    log,
    pollMs: 3_600_000,
  });
});
afterAll(async () => {
  await worker.stop();
  await f.t.close();
});

/**
 * Bookings are at fixed Bangkok times three days ahead, from 10:00, whatever the hour the test
 * runs at (a booking must start and end on one day); the sweep's clock is set just before them.
 */
const FIRST_START = Date.parse(`${addDays(bangkokDate(), 3)}T10:00:00+07:00`);
let nextSlot = 0;
const slotStart = (slot: number) => new Date(FIRST_START + Math.floor(slot / 2) * 6 * 60_000);

/** Puts the sweep's clock five minutes before the next booking: what is booked next is due within the hour. */
function clockBeforeNextBooking() {
  clock = new Date(slotStart(nextSlot).getTime() - 5 * 60_000);
}

/**
 * A five-minute booking at thonglor in a slot of its own (the two rooms in turn, six minutes
 * apart), `laterMs` after its slot.
 */
async function bookAhead(payload: Record<string, unknown>, laterMs = 0): Promise<TAppointment> {
  const slot = nextSlot++;
  const start = new Date(slotStart(slot).getTime() + laterMs);
  const response = await f.book(
    {
      startDt: start.toISOString(),
      endDt: new Date(start.getTime() + 5 * 60_000).toISOString(),
      roomId: f.rooms.thonglor[slot % 2],
      confirmOutsideHours: true,
      ...payload,
    },
    f.manager,
    THONGLOR,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data;
}

async function registerPatient(payload: Record<string, unknown>): Promise<number> {
  const response = await f.t.send(patients.create, {
    token: f.manager,
    params: THONGLOR,
    payload: { firstNameTh: 'เตือน', lastNameTh: 'นัดหมาย', ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data.id;
}

const sweep = () => runPeriodicTasks(f.t.db, [queueDueReminders(() => clock)]);

/** Runs every due job of the reminder kinds (and what they queue) until none is left. */
async function drainJobs() {
  while ((await worker.runOnce()) > 0);
}

/** Jobs of one kind about one appointment. */
async function jobsFor(kind: string, appointmentId: number) {
  const rows = await f.t.db.owner
    .select({ id: jobs.id, payload: jobs.payload, doneAt: jobs.doneAt, lastError: jobs.lastError })
    .from(jobs)
    .where(eq(jobs.kind, kind));
  return rows.filter((row) => (row.payload as { appointmentId?: number }).appointmentId === appointmentId);
}

async function reminderOf(id: number) {
  const response = await f.t.send(appointmentCalls.get, { token: f.manager, params: { ...THONGLOR, id } });
  expect(response.statusCode, response.body).toBe(200);
  const { reminderSentAt, reminderDelivery } = response.json.data as TAppointment;
  return { reminderSentAt, reminderDelivery };
}

/** The mail jobs queued to one address (done mails drop their payload, so read them before). */
async function mailsTo(address: string) {
  const rows = await f.t.db.owner.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, MAIL_JOB_KIND));
  return rows.map((r) => r.payload as { to?: string; subject?: string; text?: string }).filter((m) => m.to === address);
}

const outbox = (recipient: string) =>
  f.t.db.owner.select().from(sandboxMessages).where(eq(sandboxMessages.recipient, recipient));

/** Makes the waiting report jobs due, as if their half-minute had passed. */
const reportsDue = () =>
  f.t.db.owner
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.kind, REMINDER_REPORT_JOB));

describe('appointment reminders', () => {
  it('sends a due reminder once by every consented channel, and records how each went', async () => {
    clockBeforeNextBooking();
    const patientId = await registerPatient({
      mobile: '0812345671',
      email: 'remind.me@example.test',
      lineId: 'U-remind-me',
      consentSms: true,
      consentLine: true,
      consentEmail: true,
    });
    const due = await bookAhead({ patientId, rmdId: ONE_HOUR_BEFORE });
    const later = await bookAhead({ patientId, rmdId: ONE_HOUR_BEFORE }, 3 * HOUR);

    await sweep();
    expect(await jobsFor(SEND_REMINDER_JOB, due.id)).toHaveLength(1);
    expect(await jobsFor(SEND_REMINDER_JOB, later.id)).toHaveLength(0);
    expect((await reminderOf(due.id)).reminderSentAt).not.toBeNull();
    expect((await reminderOf(later.id)).reminderSentAt).toBeNull();
    // Taken once: the next sweep does not queue it again.
    await sweep();
    expect(await jobsFor(SEND_REMINDER_JOB, due.id)).toHaveLength(1);

    await drainJobs();
    const [mail] = await mailsTo('remind.me@example.test');
    expect(mail?.subject).toContain('เตือนนัดหมาย');
    expect(mail?.text).toContain('คุณเตือน นัดหมาย');
    const [sms] = await outbox('0812345671');
    expect(sms?.channel).toBe('sms');
    expect(sms!.reference).toBe(`c${(await clinicIdOf(due.id)).toString()}-a${due.id}-${due.startDt}`);
    expect(sms!.text).toContain('เตือนนัดหมายคุณเตือน นัดหมาย');
    expect(await outbox('U-remind-me')).toHaveLength(1);
    const sent = (await reminderOf(due.id)).reminderDelivery;
    expect(sent).toMatchObject({ email: { status: 'sent' }, sms: { status: 'queued' }, line: { status: 'queued' } });

    // A minute later the messages have arrived; the report job asks and records it.
    clock = new Date(clock.getTime() + 61_000);
    await reportsDue();
    await drainJobs();
    expect((await reminderOf(due.id)).reminderDelivery).toMatchObject({
      email: { status: 'sent' },
      sms: { status: 'delivered' },
      line: { status: 'delivered' },
    });
  });

  it('goes only where the patient consented, and to nobody for a new person or a blocked slot', async () => {
    clockBeforeNextBooking();
    const smsOnly = await registerPatient({ mobile: '0812345672', email: 'no.mail@example.test', consentSms: true });
    const noConsent = await registerPatient({ mobile: '0812345673', lineId: 'U-no-consent' });
    const a = await bookAhead({ patientId: smsOnly, rmdId: ONE_HOUR_BEFORE });
    const b = await bookAhead({ patientId: noConsent, rmdId: ONE_HOUR_BEFORE });
    const c = await bookAhead({
      newPatient: { firstNameTh: 'คนใหม่', lastNameTh: 'ยังไม่ลงทะเบียน', mobile: '0812345674' },
      rmdId: ONE_HOUR_BEFORE,
    });
    const block = await bookAhead({ rmdId: ONE_HOUR_BEFORE });
    await sweep();
    await drainJobs();

    expect((await reminderOf(a.id)).reminderDelivery).toMatchObject({
      email: { status: 'skipped', detail: 'no consent' },
      sms: { status: 'queued' },
      line: { status: 'skipped', detail: 'no consent' },
    });
    expect(await mailsTo('no.mail@example.test')).toHaveLength(0);
    for (const id of [b.id, c.id, block.id]) {
      const { reminderDelivery } = await reminderOf(id);
      expect(Object.values(reminderDelivery ?? {}).map((o) => o.status)).toEqual(['skipped', 'skipped', 'skipped']);
    }
    expect(await outbox('0812345673')).toHaveLength(0);
    expect(await outbox('0812345674')).toHaveLength(0);
  });

  it('skips what is cancelled, and leaves a reminder of a moved appointment to its new time', async () => {
    clockBeforeNextBooking();
    const patientId = await registerPatient({ mobile: '0812345675', consentSms: true });
    const cancelled = await bookAhead({ patientId, rmdId: ONE_HOUR_BEFORE });
    const cancel = await f.t.send(appointmentCalls.cancel, {
      token: f.manager,
      params: { ...THONGLOR, id: cancelled.id },
      query: { reason: 'ผู้ป่วยขอเลื่อน' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const moved = await bookAhead({ patientId, rmdId: ONE_HOUR_BEFORE });

    await sweep();
    expect(await jobsFor(SEND_REMINDER_JOB, cancelled.id)).toHaveLength(0);
    expect(await jobsFor(SEND_REMINDER_JOB, moved.id)).toHaveLength(1);
    // Moved to tomorrow after the sweep took it: the job finds another start and sends nothing.
    const tomorrow = new Date(new Date(moved.startDt).getTime() + 26 * HOUR);
    // Five minutes the next day, in the same room.
    const nextDay = {
      startDt: tomorrow.toISOString(),
      endDt: new Date(tomorrow.getTime() + 5 * 60_000).toISOString(),
      roomId: moved.roomId,
      doctorUid: null,
    };
    const move = await f.t.send(appointmentCalls.move, {
      token: f.manager,
      params: { ...THONGLOR, id: moved.id },
      payload: { ...nextDay, confirmOutsideHours: true },
    });
    expect(move.statusCode, move.body).toBe(200);
    await drainJobs();
    expect(await outbox('0812345675')).toHaveLength(0);
    expect(await reminderOf(moved.id)).toEqual({ reminderSentAt: null, reminderDelivery: null });

    // A day before its new time (the reminder set to one day), it is due again and goes out.
    const update = await f.t.send(appointmentCalls.update, {
      token: f.manager,
      params: { ...THONGLOR, id: moved.id },
      payload: { ...nextDay, patientId, rmdId: ONE_DAY_BEFORE, statusId: 1 },
    });
    expect(update.statusCode, update.body).toBe(200);
    clock = new Date(tomorrow.getTime() - 23 * HOUR);
    await sweep();
    await drainJobs();
    const [sms] = await outbox('0812345675');
    expect(sms?.reference).toContain(tomorrow.toISOString());
  });

  it('tries again when a service does not answer, without sending twice by the others', async () => {
    clockBeforeNextBooking();
    // S1: numbers starting 0998 meet an SMS gateway that does not answer; LINE answers.
    const patientId = await registerPatient({
      mobile: '0998123456',
      lineId: 'U-outage',
      consentSms: true,
      consentLine: true,
    });
    const appointment = await bookAhead({ patientId, rmdId: ONE_HOUR_BEFORE });
    await sweep();
    await drainJobs();
    const [job] = await jobsFor(SEND_REMINDER_JOB, appointment.id);
    expect(job?.doneAt).toBeNull();
    expect(job?.lastError).toContain('sms');
    expect((await reminderOf(appointment.id)).reminderDelivery).toMatchObject({
      sms: { status: 'failed', detail: 'unavailable: SANDBOX_OUTAGE' },
      line: { status: 'queued' },
    });
    // The retry (made due now) asks the SMS gateway again, and LINE not at all.
    await f.t.db.owner
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job!.id));
    await drainJobs();
    expect(await outbox('U-outage')).toHaveLength(1);
  });

  it('records a message the service accepted but could not deliver', async () => {
    clockBeforeNextBooking();
    // S4: numbers starting 0999 are queued, then fail as unreachable.
    const patientId = await registerPatient({ mobile: '0999123456', consentSms: true });
    const appointment = await bookAhead({ patientId, rmdId: ONE_HOUR_BEFORE });
    await sweep();
    await drainJobs();
    clock = new Date(clock.getTime() + 61_000);
    await reportsDue();
    await drainJobs();
    expect((await reminderOf(appointment.id)).reminderDelivery?.sms).toMatchObject({
      status: 'failed',
      detail: 'UNREACHABLE',
    });
  });
});

async function clinicIdOf(appointmentId: number): Promise<number> {
  const rows = await f.t.db.owner.execute<{ clinic_id: number }>(
    sql`select clinic_id from appointments where id = ${appointmentId}`,
  );
  return Number(rows.rows[0]!.clinic_id);
}
