import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ortho, type TOrthoPackageInput, type TPatientOrthoInput } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

// Every call of the ortho screens (spec clinic §7 Ortho): packageManage and the record's ortho tab.

export type BranchRef = { clinicUrl: string; branchUrl: string };
export type PackageScope = 'branch' | 'template';
export type PackageSearch = { scope: PackageScope; keyword: string; page: number };

export const ORTHO_PAGE_SIZE = 20;

export const orthoKeys = {
  all: (branch: BranchRef) => ['ortho', branch.clinicUrl, branch.branchUrl] as const,
  masters: (branch: BranchRef, search: PackageSearch) => [...orthoKeys.all(branch), 'masters', search] as const,
  choosable: (branch: BranchRef) => [...orthoKeys.all(branch), 'choosable'] as const,
  ofPatient: (branch: BranchRef, patientId: number) => [...orthoKeys.all(branch), 'patient', patientId] as const,
};

export function masterPackagesQuery(branch: BranchRef, search: PackageSearch) {
  const keyword = search.keyword.trim();
  return queryOptions({
    queryKey: orthoKeys.masters(branch, search),
    queryFn: ({ signal }) =>
      callApi(ortho.masterList, {
        params: branch,
        query: {
          scope: search.scope,
          offset: search.page * ORTHO_PAGE_SIZE,
          limit: ORTHO_PAGE_SIZE,
          ...(keyword ? { keyword } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The branch's masters and the national templates, for the assignment dialog. */
export function choosablePackagesQuery(branch: BranchRef) {
  return queryOptions({
    queryKey: orthoKeys.choosable(branch),
    queryFn: ({ signal }) => callApi(ortho.list, { params: branch, signal }),
  });
}

export function patientPackagesQuery(branch: BranchRef, patientId: number) {
  return queryOptions({
    queryKey: orthoKeys.ofPatient(branch, patientId),
    queryFn: ({ signal }) => callApi(ortho.userList, { params: branch, query: { uid: patientId }, signal }),
  });
}

// Saving answers its own errors (silent): the dialogs show them in place.
export function saveMasterPackage(branch: BranchRef, id: number | null, body: TOrthoPackageInput) {
  return id === null
    ? callApi(ortho.masterCreate, { params: branch, body, silent: true })
    : callApi(ortho.masterUpdate, { params: { ...branch, id }, body, silent: true });
}

export function deleteMasterPackage(branch: BranchRef, id: number) {
  return callApi(ortho.masterDelete, { params: { ...branch, id } });
}

export function assignPackage(branch: BranchRef, body: TPatientOrthoInput) {
  return callApi(ortho.userCreate, { params: branch, body, silent: true });
}

export function changePackageStatus(branch: BranchRef, id: number, status: 2 | 3) {
  return callApi(ortho.userStatus, { params: { ...branch, id }, body: { status } });
}

export function recordPackageVisit(branch: BranchRef, id: number) {
  return callApi(ortho.userVisit, { params: { ...branch, id } });
}

// ---- The super-administrator's national templates ----

export const templateKeys = {
  page: (keyword: string, page: number) => ['ortho', 'templates', keyword, page] as const,
  all: ['ortho', 'templates'] as const,
};

export function templatesQuery(keyword: string, page: number) {
  const trimmed = keyword.trim();
  return queryOptions({
    queryKey: templateKeys.page(trimmed, page),
    queryFn: ({ signal }) =>
      callApi(ortho.templateList, {
        query: { offset: page * ORTHO_PAGE_SIZE, limit: ORTHO_PAGE_SIZE, ...(trimmed ? { keyword: trimmed } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function saveTemplate(id: number | null, body: TOrthoPackageInput) {
  return id === null
    ? callApi(ortho.templateCreate, { body, silent: true })
    : callApi(ortho.templateUpdate, { params: { id }, body, silent: true });
}

export function deleteTemplate(id: number) {
  return callApi(ortho.templateDelete, { params: { id } });
}
