import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { superadmin, type TCreateClinicBody, type TUserStatusBody } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

/** Spec clinic §9: the super-administrator's searches show 20 rows a page. */
export const SUPERADMIN_PAGE_SIZE = 20;

export const superadminKeys = {
  all: ['superadmin'] as const,
  health: ['superadmin', 'health'] as const,
  stats: ['superadmin', 'stats'] as const,
  clinics: ['superadmin', 'clinics'] as const,
  clinicSearch: (keyword: string, page: number) => ['superadmin', 'clinics', 'search', keyword, page] as const,
  clinic: (id: number) => ['superadmin', 'clinics', 'detail', id] as const,
  users: ['superadmin', 'users'] as const,
  userSearch: (keyword: string, page: number) => ['superadmin', 'users', 'search', keyword, page] as const,
  user: (id: string) => ['superadmin', 'users', 'detail', id] as const,
};

/** The guard of every superadmin route (spec clinic §2): 200 only for a super-administrator. */
export function superadminHealthQuery() {
  return queryOptions({
    queryKey: superadminKeys.health,
    queryFn: ({ signal }) => callApi(superadmin.health, { signal }),
    staleTime: 30_000,
  });
}

export function platformStatsQuery() {
  return queryOptions({
    queryKey: superadminKeys.stats,
    queryFn: ({ signal }) => callApi(superadmin.stats, { signal }),
  });
}

export function clinicSearchQuery(keyword: string, page: number) {
  const trimmed = keyword.trim();
  return queryOptions({
    queryKey: superadminKeys.clinicSearch(trimmed, page),
    queryFn: ({ signal }) =>
      callApi(superadmin.searchClinics, {
        query: {
          offset: page * SUPERADMIN_PAGE_SIZE,
          limit: SUPERADMIN_PAGE_SIZE,
          ...(trimmed ? { keyword: trimmed } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function createClinic(body: TCreateClinicBody) {
  return callApi(superadmin.createClinic, { body });
}

/** Users by e-mail or name, 20 a page (spec clinic §9). */
export function userSearchQuery(keyword: string, page: number) {
  const trimmed = keyword.trim();
  return queryOptions({
    queryKey: superadminKeys.userSearch(trimmed, page),
    queryFn: ({ signal }) =>
      callApi(superadmin.searchUsers, {
        query: {
          offset: page * SUPERADMIN_PAGE_SIZE,
          limit: SUPERADMIN_PAGE_SIZE,
          ...(trimmed ? { keyword: trimmed } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function userDetailQuery(id: string) {
  return queryOptions({
    queryKey: superadminKeys.user(id),
    queryFn: ({ signal }) => callApi(superadmin.getUser, { params: { id }, signal }),
  });
}

export function setUserStatus(id: string, body: TUserStatusBody) {
  return callApi(superadmin.setUserStatus, { params: { id }, body });
}

export function clinicDetailQuery(id: number) {
  return queryOptions({
    queryKey: superadminKeys.clinic(id),
    queryFn: ({ signal }) => callApi(superadmin.getClinic, { params: { id }, signal }),
  });
}
