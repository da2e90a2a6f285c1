import { queryOptions } from '@tanstack/react-query';
import { treatments, type BodyOf } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

// Every call of the dental chart and the record's treatments tab (spec clinic §7 Treatments).

export type BranchRef = { clinicUrl: string; branchUrl: string };

/** The chart reads a patient's history in one page of the contract's largest size. */
export const HISTORY_LIMIT = 100;

export const treatmentsKeys = {
  all: (branch: BranchRef) => ['treatments', branch.clinicUrl, branch.branchUrl] as const,
  ofAppointment: (branch: BranchRef, appointmentId: number) =>
    [...treatmentsKeys.all(branch), 'appointment', appointmentId] as const,
  ofPatient: (branch: BranchRef, patientId: number) => [...treatmentsKeys.all(branch), 'patient', patientId] as const,
  firstVisit: (branch: BranchRef, patientId: number) =>
    [...treatmentsKeys.all(branch), 'firstVisit', patientId] as const,
};

/** The record of one visit; null while nothing is recorded (the chart opens empty). */
export function treatmentOfAppointmentQuery(branch: BranchRef, appointmentId: number) {
  return queryOptions({
    queryKey: treatmentsKeys.ofAppointment(branch, appointmentId),
    queryFn: ({ signal }) =>
      callApi(treatments.byAppointment, { params: { ...branch, appointmentId }, signal, silent: true }),
    // An edit sends the modifyDt it read: refetching under the form would only hide a conflict.
    refetchOnWindowFocus: false,
  });
}

/** A patient's records across the clinic, newest first: the chart's marks and history, the record's tab. */
export function patientTreatmentsQuery(branch: BranchRef, patientId: number) {
  return queryOptions({
    queryKey: treatmentsKeys.ofPatient(branch, patientId),
    queryFn: ({ signal }) =>
      callApi(treatments.list, { params: branch, query: { patientId, offset: 0, limit: HISTORY_LIMIT }, signal }),
  });
}

/** Whether this is the patient's first visit, and the comprehensive examination the form then proposes. */
export function firstVisitQuery(branch: BranchRef, patientId: number) {
  return queryOptions({
    queryKey: treatmentsKeys.firstVisit(branch, patientId),
    queryFn: ({ signal }) => callApi(treatments.firstVisit, { params: branch, query: { patientId }, signal }),
  });
}

export type TreatmentCreateBody = BodyOf<typeof treatments.create>;
export type TreatmentUpdateBody = BodyOf<typeof treatments.update>;

// Saving answers its own errors (silent): the form shows TREAT-EXISTED and PAYMENT-COMPLETED in place.
export function createTreatment(branch: BranchRef, body: TreatmentCreateBody) {
  return callApi(treatments.create, { params: branch, body, silent: true });
}

export function updateTreatment(branch: BranchRef, id: number, body: TreatmentUpdateBody) {
  return callApi(treatments.update, { params: { ...branch, id }, body, silent: true });
}
