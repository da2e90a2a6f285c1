import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { appointments, clinics, masters, type BodyOf, type TAppointmentDraftForm } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

// Every call of the appointment screens, through the contract's descriptors (spec clinic §7).

export type BranchRef = { clinicUrl: string; branchUrl: string };
export type Range = { startDt: string; endDt: string };
export type ListFilter = Range & { statusId?: number; doctorUid?: string; withReminder?: boolean };

export const appointmentKeys = {
  all: (branch: BranchRef) => ['appointments', branch.clinicUrl, branch.branchUrl] as const,
  list: (branch: BranchRef, filter: ListFilter) => [...appointmentKeys.all(branch), 'list', filter] as const,
  byDoctor: (branch: BranchRef, range: Range) => [...appointmentKeys.all(branch), 'doctor', range] as const,
  patient: (branch: BranchRef, patientId: number) => [...appointmentKeys.all(branch), 'patient', patientId] as const,
  tomorrow: (branch: BranchRef) => [...appointmentKeys.all(branch), 'tomorrow'] as const,
  draft: (branch: BranchRef) => [...appointmentKeys.all(branch), 'draft'] as const,
  one: (branch: BranchRef, id: number) => [...appointmentKeys.all(branch), 'one', id] as const,
  doctors: (branch: BranchRef) => ['branch-doctors', branch.clinicUrl, branch.branchUrl] as const,
  treatments: (branch: BranchRef) => ['appointment-treatments', branch.clinicUrl, branch.branchUrl] as const,
};

/** A calendar's or a list's range. Moving between days keeps the last one on screen until the next arrives. */
export function appointmentListQuery(branch: BranchRef, filter: ListFilter) {
  return queryOptions({
    queryKey: appointmentKeys.list(branch, filter),
    queryFn: ({ signal }) =>
      callApi(appointments.list, {
        params: branch,
        query: {
          startDt: filter.startDt,
          endDt: filter.endDt,
          ...(filter.statusId ? { statusId: filter.statusId } : {}),
          ...(filter.doctorUid ? { doctorUid: filter.doctorUid } : {}),
          ...(filter.withReminder ? { withReminder: 'true' as const } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function appointmentsByDoctorQuery(branch: BranchRef, range: Range) {
  return queryOptions({
    queryKey: appointmentKeys.byDoctor(branch, range),
    queryFn: ({ signal }) => callApi(appointments.byDoctor, { params: branch, query: range, signal }),
    placeholderData: keepPreviousData,
  });
}

export function patientAppointmentsQuery(branch: BranchRef, patientId: number) {
  return queryOptions({
    queryKey: appointmentKeys.patient(branch, patientId),
    queryFn: ({ signal }) => callApi(appointments.ofPatient, { params: branch, query: { patientId }, signal }),
  });
}

/** One appointment: the visit a treatment record belongs to (the dental chart's header). */
export function appointmentQuery(branch: BranchRef, id: number) {
  return queryOptions({
    queryKey: appointmentKeys.one(branch, id),
    queryFn: ({ signal }) => callApi(appointments.get, { params: { ...branch, id }, signal, silent: true }),
  });
}

export function tomorrowSummaryQuery(branch: BranchRef) {
  return queryOptions({
    queryKey: appointmentKeys.tomorrow(branch),
    queryFn: ({ signal }) => callApi(appointments.tomorrowSummary, { params: branch, signal, silent: true }),
    staleTime: 60_000,
  });
}

/** The branch's active doctors: calendar columns, the form's choice, card colours. */
export function branchDoctorsQuery(branch: BranchRef) {
  return queryOptions({
    queryKey: appointmentKeys.doctors(branch),
    queryFn: ({ signal }) =>
      callApi(clinics.listBranchUsers, { params: branch, query: { roleIds: '2', activeMembersOnly: 'true' }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The appointment treatments list (favourites first): the form's choices. */
export function appointmentTreatmentsQuery(branch: BranchRef) {
  return queryOptions({
    queryKey: appointmentKeys.treatments(branch),
    queryFn: ({ signal }) =>
      callApi(masters.apptTreatList, { params: branch, query: { offset: 0, limit: 100 }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function draftQuery(branch: BranchRef) {
  return queryOptions({
    queryKey: appointmentKeys.draft(branch),
    queryFn: ({ signal }) => callApi(appointments.draft, { params: branch, signal, silent: true }),
    staleTime: 0,
  });
}

export type BookingBody = BodyOf<typeof appointments.create>;
export type MoveBody = BodyOf<typeof appointments.move>;

// Booking, editing and moving answer their own errors (silent): APPT-OUTSIDE-HOURS opens a
// confirmation, not a toast (with-hours-confirmation.ts).

export function bookAppointment(branch: BranchRef, body: BookingBody) {
  return callApi(appointments.create, { params: branch, body, silent: true });
}

export function updateAppointment(branch: BranchRef, id: number, body: BookingBody) {
  return callApi(appointments.update, { params: { ...branch, id }, body, silent: true });
}

export function moveAppointment(branch: BranchRef, id: number, body: MoveBody) {
  return callApi(appointments.move, { params: { ...branch, id }, body, silent: true });
}

export function cancelAppointment(branch: BranchRef, id: number, reason: string) {
  return callApi(appointments.cancel, { params: { ...branch, id }, query: { reason } });
}

export function checkInAppointment(branch: BranchRef, id: number, checkinNote = '') {
  return callApi(appointments.checkIn, { params: { ...branch, id }, body: { checkinNote } });
}

export function cancelCheckIn(branch: BranchRef, id: number) {
  return callApi(appointments.cancelCheckIn, { params: { ...branch, id } });
}

export function setVisitStatus(branch: BranchRef, id: number, statusId: 5 | 6) {
  return callApi(appointments.status, { params: { ...branch, id }, body: { statusId } });
}

export function saveDraft(branch: BranchRef, form: TAppointmentDraftForm) {
  return callApi(appointments.draftCreate, { params: branch, body: { form } });
}
