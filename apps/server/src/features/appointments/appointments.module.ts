import type { AppFeature } from '../../app-deps.ts';
import { REMINDER_REPORT_JOB, reminderReportJob } from './appointment-reminder-report.service.ts';
import { queueDueReminders, SEND_REMINDER_JOB, sendReminderJob } from './appointment-reminders.service.ts';
import { registerAppointmentRoutes } from './appointments.routes.ts';
import type { HasTreatments } from './check-in.service.ts';

/**
 * Appointments: the branch's room and doctor calendars, the queue list, check-in and the visit's
 * statuses, referrals, drafts of the booking form, tomorrow's summary for the bell, and the
 * reminders (a sweep every minute, a job per reminder, delivery reports).
 * `hasTreatments`: whether a check-in already has treatments, answered by the treatments feature
 * (a higher rank), handed in by the feature list.
 */
export function appointmentsModule({ hasTreatments }: { hasTreatments: HasTreatments }): AppFeature {
  return {
    name: 'appointments',
    routes: (routes, { events, db, integrations }) =>
      registerAppointmentRoutes(routes, {
        hasTreatments,
        events,
        db,
        schemes: { nhso: integrations.nhso, ktbPaotang: integrations.ktbPaotang },
      }),
    periodicTasks: () => [queueDueReminders()],
    jobHandlers: ({ db, integrations }) => {
      const deps = { db, sms: integrations.sms, line: integrations.line };
      return { [SEND_REMINDER_JOB]: sendReminderJob(deps), [REMINDER_REPORT_JOB]: reminderReportJob(deps) };
    },
  };
}
