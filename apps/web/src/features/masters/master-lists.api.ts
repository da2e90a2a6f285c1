import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TMasterCategoryInput, TPricedEntryInput } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';
import type { MasterListConfig } from './master-lists.config.ts';

export type BranchRef = { clinicUrl: string; branchUrl: string };
export type EntrySearch = { keyword: string; cateId: number | null; page: number; withCatalogue: boolean };

export const MASTER_PAGE_SIZE = 20;
/** Categories are few (a dozen at most); one page of the contract's largest size holds them. */
const CATEGORY_PAGE_LIMIT = 100;

export const masterListKeys = {
  all: (kind: string, branch: BranchRef) => ['masters', kind, branch.clinicUrl, branch.branchUrl] as const,
  entries: (kind: string, branch: BranchRef, search: EntrySearch) =>
    [...masterListKeys.all(kind, branch), 'entries', search] as const,
  categories: (kind: string, branch: BranchRef) => [...masterListKeys.all(kind, branch), 'categories'] as const,
};

export function masterEntriesQuery(config: MasterListConfig, branch: BranchRef, search: EntrySearch) {
  const keyword = search.keyword.trim();
  return queryOptions({
    queryKey: masterListKeys.entries(config.kind, branch, search),
    queryFn: ({ signal }) =>
      callApi(config.entry.list, {
        params: branch,
        query: {
          offset: search.page * MASTER_PAGE_SIZE,
          limit: MASTER_PAGE_SIZE,
          ...(keyword ? { keyword } : {}),
          ...(search.cateId ? { cateId: search.cateId } : {}),
          ...(config.catalogueFlag && search.withCatalogue ? { [config.catalogueFlag]: 'true' } : {}),
        },
        signal,
      }),
    // Paging and typing keep the last rows on screen instead of flashing the loader.
    placeholderData: keepPreviousData,
  });
}

export function masterCategoriesQuery(config: MasterListConfig, branch: BranchRef) {
  return queryOptions({
    queryKey: masterListKeys.categories(config.kind, branch),
    queryFn: ({ signal }) =>
      callApi(config.category.list, { params: branch, query: { offset: 0, limit: CATEGORY_PAGE_LIMIT }, signal }),
  });
}

export function saveMasterEntry(
  config: MasterListConfig,
  branch: BranchRef,
  id: number | null,
  body: TPricedEntryInput,
) {
  return id === null
    ? callApi(config.entry.create, { params: branch, body })
    : callApi(config.entry.update, { params: { ...branch, id }, body });
}

export function deleteMasterEntry(config: MasterListConfig, branch: BranchRef, id: number) {
  return callApi(config.entry.remove, { params: { ...branch, id } });
}

export function setMasterFavorite(config: MasterListConfig, branch: BranchRef, id: number, favorite: boolean) {
  return callApi(favorite ? config.entry.favAdd : config.entry.favRemove, { params: { ...branch, id } });
}

export function saveMasterCategory(
  config: MasterListConfig,
  branch: BranchRef,
  id: number | null,
  body: TMasterCategoryInput,
) {
  return id === null
    ? callApi(config.category.create, { params: branch, body })
    : callApi(config.category.update, { params: { ...branch, id }, body });
}

export function deleteMasterCategory(config: MasterListConfig, branch: BranchRef, id: number) {
  return callApi(config.category.remove, { params: { ...branch, id } });
}
