import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { TReminderDelivery } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { users } from '../auth/users.table.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';
import { configValues } from '../masters/masters.table.ts';
import { patients } from '../patients/patients.table.ts';
import { appointments } from './appointments.table.ts';

/** One reminder taken up by the sweep: which appointment, at the start it was due for. */
export type DueReminder = { clinicId: number; appointmentId: number; startsAt: Date };

/** The hours before the start that each `appt_reminder` id stands for ('24' for id 6). */
const reminderHours = sql<number>`(${configValues.value})::int`;

/**
 * Takes up to `limit` reminders that are due across every clinic (the owner's connection: a
 * sweep outside any request) and marks them taken in the same statement, so that a second
 * instance skips them (SKIP LOCKED) and the next sweep does not find them again. Due: a live
 * appointment, not yet checked in, starting in the future within its reminder's hours. The
 * start's upper bound (the longest reminder) keeps the scan on the partial index of due rows.
 */
export async function takeDueReminders(tx: Tx, now: Date, limit: number): Promise<DueReminder[]> {
  const longest = tx
    .select({ hours: sql`max(${reminderHours})` })
    .from(configValues)
    .where(and(eq(configValues.name, 'appt_reminder'), gt(sql`coalesce(${configValues.value}, '0')::int`, 0)));
  const due = tx
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(
      configValues,
      and(eq(configValues.name, 'appt_reminder'), eq(configValues.valueId, sql`${appointments.rmdId}::text`)),
    )
    .where(
      and(
        gt(appointments.rmdId, 0),
        isNull(appointments.reminderSentAt),
        isNull(appointments.cancelledAt),
        isNull(appointments.checkinAt),
        gt(appointments.startsAt, now),
        lte(appointments.startsAt, sql`${now}::timestamptz + make_interval(hours => (${longest}))`),
        lte(appointments.startsAt, sql`${now}::timestamptz + make_interval(hours => ${reminderHours})`),
      ),
    )
    .orderBy(appointments.startsAt)
    .limit(limit)
    .for('update', { of: appointments, skipLocked: true });
  return tx
    .update(appointments)
    .set({ reminderSentAt: now, reminderDelivery: {} })
    .where(sql`${appointments.id} in ${due}`)
    .returning({ clinicId: appointments.clinicId, appointmentId: appointments.id, startsAt: appointments.startsAt });
}

/**
 * What a reminder says and where it goes: the appointment as it is now, its patient's addresses
 * and consents, the branch and the doctor. Undefined when the appointment is gone.
 */
export async function findReminderSubject(tx: Tx, clinicId: number, appointmentId: number) {
  const [found] = await tx
    .select({
      startsAt: appointments.startsAt,
      cancelledAt: appointments.cancelledAt,
      checkinAt: appointments.checkinAt,
      delivery: appointments.reminderDelivery,
      patient: {
        id: patients.id,
        titleNameTh: patients.titleNameTh,
        firstNameTh: patients.firstNameTh,
        lastNameTh: patients.lastNameTh,
        mobile: patients.mobile,
        email: patients.email,
        lineId: patients.lineId,
        consentSms: patients.consentSms,
        consentLine: patients.consentLine,
        consentEmail: patients.consentEmail,
      },
      clinicName: clinics.name,
      branchName: branches.name,
      branchTel: branches.tel,
      doctor: { firstNameTh: users.firstNameTh, lastNameTh: users.lastNameTh },
    })
    .from(appointments)
    .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
    .innerJoin(branches, eq(branches.id, appointments.branchId))
    .leftJoin(patients, and(eq(patients.id, appointments.patientId), isNull(patients.deletedAt)))
    .leftJoin(users, eq(users.id, appointments.doctorUid))
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, appointmentId)));
  return found;
}
export type ReminderSubject = NonNullable<Awaited<ReturnType<typeof findReminderSubject>>>;

/**
 * Adds channels' outcomes to the appointment's delivery record, only while it still starts when
 * the reminder said (a move resets the reminder, and its new one records its own delivery).
 */
export async function recordReminderDelivery(
  tx: Tx,
  reminder: DueReminder,
  outcomes: TReminderDelivery,
): Promise<void> {
  await tx
    .update(appointments)
    .set({
      reminderDelivery: sql`coalesce(${appointments.reminderDelivery}, '{}'::jsonb) || ${JSON.stringify(outcomes)}::jsonb`,
    })
    .where(
      and(
        eq(appointments.clinicId, reminder.clinicId),
        eq(appointments.id, reminder.appointmentId),
        eq(appointments.startsAt, reminder.startsAt),
      ),
    );
}
