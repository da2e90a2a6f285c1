import type { AppFeature } from '../../app-deps.ts';
import { registerAppointmentRoutes } from './appointments.routes.ts';
import type { HasTreatments } from './check-in.service.ts';

/**
 * Appointments: the branch's room and doctor calendars, the queue list, check-in and the visit's
 * statuses, referrals, drafts of the booking form and tomorrow's summary for the bell.
 * `hasTreatments`: whether a check-in already has treatments, answered by the treatments feature
 * (a higher rank), handed in by the feature list.
 */
export function appointmentsModule({ hasTreatments }: { hasTreatments: HasTreatments }): AppFeature {
  return {
    name: 'appointments',
    routes: (routes, { events }) => registerAppointmentRoutes(routes, { hasTreatments, events }),
  };
}
