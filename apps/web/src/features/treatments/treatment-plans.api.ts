import { queryOptions } from '@tanstack/react-query';
import { treatments, type BodyOf } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';
import type { BranchRef } from './treatments.api.ts';

// Every call of the record's plan tab (spec clinic §7 Treatment plan).

export const planKeys = {
  ofPatient: (branch: BranchRef, patientId: number) =>
    ['treatmentPlans', branch.clinicUrl, branch.branchUrl, patientId] as const,
};

/** A patient's plans across the clinic: the Active one, and all of them (Active first). */
export function patientPlansQuery(branch: BranchRef, patientId: number) {
  return queryOptions({
    queryKey: planKeys.ofPatient(branch, patientId),
    queryFn: ({ signal }) => callApi(treatments.planOfPatient, { params: { ...branch, patientId }, signal }),
    // An edit sends the modifyDt it read: refetching under the editor would only hide a conflict.
    refetchOnWindowFocus: false,
  });
}

export type PlanCreateBody = BodyOf<typeof treatments.planCreate>;
export type PlanUpdateBody = BodyOf<typeof treatments.planUpdate>;
export type PlanItemChangeBody = BodyOf<typeof treatments.planItemUpdate>;

// Saving answers its own errors (silent): the editor and the tab show them in place.
export function createPlan(branch: BranchRef, body: PlanCreateBody) {
  return callApi(treatments.planCreate, { params: branch, body, silent: true });
}

export function updatePlan(branch: BranchRef, body: PlanUpdateBody) {
  return callApi(treatments.planUpdate, { params: branch, body, silent: true });
}

export function changePlanItem(branch: BranchRef, id: number, body: PlanItemChangeBody) {
  return callApi(treatments.planItemUpdate, { params: { ...branch, id }, body, silent: true });
}
