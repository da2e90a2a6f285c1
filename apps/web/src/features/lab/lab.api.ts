import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { clinics, lab, masters, type LabExpenseFilterStatus, type TLabExpenseInput } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

export type BranchRef = { clinicUrl: string; branchUrl: string };

export const LAB_PAGE_SIZE = 20;
/** A branch's lab companies and products are a few dozen: one page of the contract's largest size. */
const CATALOGUE_LIMIT = 100;

export type LabExpenseSearch = {
  from: string;
  to: string;
  status: LabExpenseFilterStatus | null;
  companyId: number | null;
  doctorUid: string | null;
  keyword: string;
  page: number;
};

export const labKeys = {
  all: (branch: BranchRef) => ['lab', branch.clinicUrl, branch.branchUrl] as const,
  list: (branch: BranchRef, search: LabExpenseSearch) => [...labKeys.all(branch), 'list', search] as const,
  companies: (branch: BranchRef) => [...labKeys.all(branch), 'companies'] as const,
  products: (branch: BranchRef, companyId: number) => [...labKeys.all(branch), 'products', companyId] as const,
  doctors: (branch: BranchRef) => [...labKeys.all(branch), 'doctors'] as const,
};

export function labExpensesQuery(branch: BranchRef, search: LabExpenseSearch) {
  const keyword = search.keyword.trim();
  return queryOptions({
    queryKey: labKeys.list(branch, search),
    queryFn: ({ signal }) =>
      callApi(lab.list, {
        params: branch,
        query: {
          offset: search.page * LAB_PAGE_SIZE,
          limit: LAB_PAGE_SIZE,
          ...(search.from ? { startDt: search.from } : {}),
          ...(search.to ? { endDt: search.to } : {}),
          ...(search.status ? { status: search.status } : {}),
          ...(search.companyId ? { companyId: search.companyId } : {}),
          ...(search.doctorUid ? { doctorUid: search.doctorUid } : {}),
          ...(keyword ? { keyword } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The branch's lab companies (the catalogue's categories, docs/adr/0011). */
export function labCompaniesQuery(branch: BranchRef) {
  return queryOptions({
    queryKey: labKeys.companies(branch),
    queryFn: ({ signal }) =>
      callApi(masters.companyLabList, { params: branch, query: { offset: 0, limit: CATALOGUE_LIMIT }, signal }),
    staleTime: 60_000,
  });
}

/** One company's products, favourites first: the form's second select. */
export function labProductsQuery(branch: BranchRef, companyId: number) {
  return queryOptions({
    queryKey: labKeys.products(branch, companyId),
    queryFn: ({ signal }) =>
      callApi(masters.labList, {
        params: branch,
        query: { offset: 0, limit: CATALOGUE_LIMIT, cateId: companyId },
        signal,
      }),
    staleTime: 60_000,
  });
}

/** The branch's doctors, who may be chosen (an old expense names its doctor itself). */
export function labDoctorsQuery(branch: BranchRef) {
  return queryOptions({
    queryKey: labKeys.doctors(branch),
    queryFn: ({ signal }) =>
      callApi(clinics.listBranchUsers, { params: branch, query: { roleIds: '2', activeMembersOnly: 'true' }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function saveLabExpense(branch: BranchRef, id: number | null, body: TLabExpenseInput) {
  return id === null
    ? callApi(lab.create, { params: branch, body })
    : callApi(lab.update, { params: { ...branch, id }, body });
}

export function cancelLabExpense(branch: BranchRef, id: number, reason: string) {
  return callApi(lab.cancel, { params: { ...branch, id }, body: { reason } });
}
