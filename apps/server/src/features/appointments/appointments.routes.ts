import { appointments } from '@yim/contract';
import type { Database } from '../../lib/db/database.ts';
import type { BranchEvents } from '../../lib/events/branch-events.ts';
import { prepareAnswer, type EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { followAppointments } from './appointment-events.service.ts';
import { readDraft, saveDraft, updateDraft } from './appointment-drafts.service.ts';
import { updateBooking } from './book-appointment.service.ts';
import { createCalendarAnswers, resolveBranchWithCalendarVersion } from './calendar-answers.service.ts';
import { cancelCheckIn, setVisitStatus, type HasTreatments } from './check-in.service.ts';
import {
  appointmentsByDoctor,
  getAppointment,
  listBranchAppointments,
  patientAppointments,
  tomorrowSummary,
} from './list-appointments.service.ts';
import { moveAppointment, referAppointment } from './move-appointment.service.ts';
import { bookWithScheme, cancelWithScheme, checkInWithScheme, type CoPaymentSchemes } from './scheme-visits.service.ts';

type AppointmentRouteDeps = {
  hasTreatments: HasTreatments;
  events: BranchEvents;
  db: Database;
  schemes: CoPaymentSchemes;
};

/**
 * Appointments of spec clinic §7; `hasTreatments` is the treatments feature's answer (features.ts),
 * `events` the branch event bus the live stream follows. Booking, check-in and cancelling may
 * talk to a co-payment scheme (`schemes`), so they open their own short transactions (handleIo).
 */
export function registerAppointmentRoutes(
  routes: EndpointRegistrar,
  { hasTreatments, events, db, schemes }: AppointmentRouteDeps,
) {
  // The calendar's week is asked for by every open calendar after each change: kept (calendar-answers.service.ts).
  const calendarAnswers = createCalendarAnswers((data) => prepareAnswer(appointments.list, data));
  routes.handle(
    appointments.list,
    async ({ tx, branch, query }) =>
      calendarAnswers.list(branch, query, () => listBranchAppointments(tx, branch, query)),
    { resolveBranch: resolveBranchWithCalendarVersion },
  );
  routes.handle(appointments.get, async ({ tx, branch, params }) => getAppointment(tx, branch, params.id));
  routes.handleIo(appointments.create, async ({ branch, user, body }) =>
    bookWithScheme({ db, schemes, branch, userId: user.id }, body),
  );
  routes.handle(appointments.update, async ({ tx, branch, user, params, body }) =>
    updateBooking({ tx, branch, userId: user.id }, params.id, body),
  );
  routes.handleIo(appointments.cancel, async ({ branch, user, params, query }) =>
    cancelWithScheme({ db, schemes, branch, userId: user.id }, params.id, query.reason),
  );
  routes.handle(appointments.move, async ({ tx, branch, user, params, body }) =>
    moveAppointment({ tx, branch, userId: user.id }, params.id, body),
  );
  routes.handleIo(appointments.checkIn, async ({ branch, user, params, body }) =>
    checkInWithScheme({ db, schemes, branch, userId: user.id }, params.id, body.checkinNote),
  );
  routes.handle(appointments.cancelCheckIn, async ({ tx, branch, user, params }) =>
    cancelCheckIn({ tx, branch, userId: user.id }, params.id, hasTreatments),
  );
  routes.handle(appointments.status, async ({ tx, branch, user, params, body }) =>
    setVisitStatus({ tx, branch, userId: user.id }, params.id, body.statusId),
  );
  routes.handle(appointments.refer, async ({ tx, branch, user, params, body }) =>
    referAppointment({ tx, branch, userId: user.id }, params.id, body),
  );
  routes.handle(appointments.byDoctor, async ({ tx, branch, query }) => appointmentsByDoctor(tx, branch, query));
  routes.handle(appointments.ofPatient, async ({ tx, branch, query }) =>
    patientAppointments(tx, branch, query.patientId),
  );
  routes.handle(appointments.tomorrowSummary, async ({ tx, branch }) => tomorrowSummary(tx, branch));

  routes.handle(appointments.draft, async ({ tx, branch, user }) => readDraft({ tx, branch, userId: user.id }));
  routes.handle(appointments.draftCreate, async ({ tx, branch, user, body }) =>
    saveDraft({ tx, branch, userId: user.id }, body.form),
  );
  routes.handle(appointments.draftUpdate, async ({ tx, branch, user, params, body }) =>
    updateDraft({ tx, branch, userId: user.id }, params.id, body.form),
  );

  // Live updates: every open calendar and list of the branch hears what changed (ADR 0014).
  routes.stream(appointments.events, async ({ branch }, stream) => followAppointments(events, branch.branchId, stream));
}
