import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  patients,
  type TCheckDuplicateQuery,
  type TPatientInput,
  type TRiskAnswer,
  type TRiskQuestionInput,
} from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

// Every call of the patients screens, through the contract's descriptors (spec clinic §7).

export type BranchRef = { clinicUrl: string; branchUrl: string };

/** Spec clinic §5 and §9: the patient search pages by 20. */
export const PATIENT_PAGE_SIZE = 20;

export type PatientListSearch = { keyword: string; branchId: number | null; page: number };

export const patientsKeys = {
  all: (branch: BranchRef) => ['patients', branch.clinicUrl, branch.branchUrl] as const,
  list: (branch: BranchRef, search: PatientListSearch) => [...patientsKeys.all(branch), 'list', search] as const,
  search: (branch: BranchRef, keyword: string) => [...patientsKeys.all(branch), 'search', keyword] as const,
  byIds: (branch: BranchRef, ids: readonly number[]) => [...patientsKeys.all(branch), 'ids', ids.join(',')] as const,
  record: (branch: BranchRef, id: number) => [...patientsKeys.all(branch), 'record', id] as const,
  history: (branch: BranchRef, id: number, page: number) => [...patientsKeys.all(branch), 'history', id, page] as const,
  riskQuestions: (branch: BranchRef) => [...patientsKeys.all(branch), 'riskQuestions'] as const,
  risk: (branch: BranchRef, id: number) => [...patientsKeys.all(branch), 'risk', id] as const,
  tele: (branch: BranchRef, id: number) => [...patientsKeys.all(branch), 'tele', id] as const,
};

/** The list page: a keyword over the whole clinic or one branch, one page of 20. */
export function patientListQuery(branch: BranchRef, search: PatientListSearch) {
  return queryOptions({
    queryKey: patientsKeys.list(branch, search),
    queryFn: ({ signal }) =>
      callApi(patients.list, {
        params: branch,
        query: {
          offset: search.page * PATIENT_PAGE_SIZE,
          limit: PATIENT_PAGE_SIZE,
          keyword: search.keyword || undefined,
          branchId: search.branchId ?? undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** How many suggestions the navbar search shows under its box. */
export const SEARCH_SUGGESTIONS = 8;

/** The navbar's type-ahead: the first few matches of a keyword over the whole clinic. */
export function patientSearchQuery(branch: BranchRef, keyword: string) {
  return queryOptions({
    queryKey: patientsKeys.search(branch, keyword),
    queryFn: ({ signal }) =>
      callApi(patients.list, { params: branch, query: { keyword, limit: SEARCH_SUGGESTIONS }, signal, silent: true }),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });
}

/** The remembered recent patients, fetched fresh by id each time they are shown (names never stored). */
export function patientsByIdsQuery(branch: BranchRef, ids: readonly number[]) {
  return queryOptions({
    queryKey: patientsKeys.byIds(branch, ids),
    queryFn: ({ signal }) =>
      callApi(patients.list, {
        params: branch,
        query: { ids: ids.join(','), limit: ids.length },
        signal,
        silent: true,
      }),
    enabled: ids.length > 0,
    staleTime: 0,
  });
}

/** One record; the server writes an 'open' audit row for each read, so it is not refetched on focus. */
export function patientQuery(branch: BranchRef, id: number) {
  return queryOptions({
    queryKey: patientsKeys.record(branch, id),
    queryFn: ({ signal }) => callApi(patients.get, { params: { ...branch, id }, signal, silent: true }),
    refetchOnWindowFocus: false,
  });
}

export const HISTORY_PAGE_SIZE = 20;

/** Who opened and who changed a record (manager only). */
export function patientHistoryQuery(branch: BranchRef, id: number, page: number) {
  return queryOptions({
    queryKey: patientsKeys.history(branch, id, page),
    queryFn: ({ signal }) =>
      callApi(patients.history, {
        params: { ...branch, id },
        query: { offset: page * HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Asked before saving: patients with the same Thai name or national id ('id' is the record being edited). */
export function checkDuplicate(branch: BranchRef, query: TCheckDuplicateQuery) {
  return callApi(patients.checkDuplicate, { params: branch, query });
}

/** Creates the patient, or updates record `id`. */
export function savePatient(branch: BranchRef, id: number | null, body: TPatientInput) {
  return id === null
    ? callApi(patients.create, { params: branch, body })
    : callApi(patients.update, { params: { ...branch, id }, body });
}

export function deletePatient(branch: BranchRef, id: number) {
  return callApi(patients.remove, { params: { ...branch, id } });
}

/** A manager merges a duplicate: `mergeId`'s records move to `keepId`, which the server answers. */
export function mergePatients(branch: BranchRef, keepId: number, mergeId: number) {
  return callApi(patients.merge, { params: branch, body: { keepId, mergeId } });
}

/** The clinic's medical-history questions (the default set until a manager adds the clinic's own). */
export function riskQuestionsQuery(branch: BranchRef) {
  return queryOptions({
    queryKey: patientsKeys.riskQuestions(branch),
    queryFn: ({ signal }) => callApi(patients.riskQuestions, { params: branch, signal }),
    staleTime: 5 * 60_000,
  });
}

/** A patient's questionnaires, newest first, and the medical alerts of the newest. */
export function riskEvaluationsQuery(branch: BranchRef, patientId: number) {
  return queryOptions({
    queryKey: patientsKeys.risk(branch, patientId),
    queryFn: ({ signal }) => callApi(patients.riskEvaluations, { params: branch, query: { patientId }, signal }),
  });
}

/** A question of the clinic's own (manager); asked from the next questionnaire on. */
export function createRiskQuestion(branch: BranchRef, question: TRiskQuestionInput) {
  return callApi(patients.riskQuestionCreate, { params: branch, body: question });
}

export function createRiskEvaluation(branch: BranchRef, patientId: number, answers: TRiskAnswer[]) {
  return callApi(patients.riskEvaluationCreate, { params: branch, body: { patientId, answers } });
}

export function updateRiskEvaluation(branch: BranchRef, id: number, answers: TRiskAnswer[]) {
  return callApi(patients.riskEvaluationUpdate, { params: { ...branch, id }, body: { answers } });
}

/** The patient's link to the tele-dentistry service: asked of the service each time, never cached long. */
export function teleConnectionQuery(branch: BranchRef, patientId: number) {
  return queryOptions({
    queryKey: patientsKeys.tele(branch, patientId),
    queryFn: ({ signal }) =>
      callApi(patients.teleConnection, { params: { ...branch, patientId }, signal, silent: true }),
    staleTime: 0,
    retry: false,
  });
}

export function issueTeleLinkCode(branch: BranchRef, patientId: number) {
  return callApi(patients.teleLinkCode, { params: { ...branch, patientId }, silent: true });
}

export function unlinkTele(branch: BranchRef, patientId: number) {
  return callApi(patients.teleUnlink, { params: { ...branch, patientId }, silent: true });
}

export function openTeleCase(branch: BranchRef, patientId: number, note: string) {
  return callApi(patients.teleActivateCase, { params: branch, body: { patientId, note }, silent: true });
}
