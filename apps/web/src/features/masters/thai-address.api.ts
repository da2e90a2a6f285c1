import { queryOptions } from '@tanstack/react-query';
import { masters } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';
import type { BranchRef } from './master-lists.api.ts';

// The Thai address lookups of the address picker. The data changes only with a server release:
// kept for the session (staleTime Infinity), and every call after the province list names the
// data version (`v`), which lets the browser keep those answers across sessions too
// (apps/server/src/features/masters/thai-address.http.ts).

export const thaiAddressKeys = {
  all: ['masters', 'thaiAddress'] as const,
  provinces: () => [...thaiAddressKeys.all, 'provinces'] as const,
  districts: (version: string, provinceCode: number) =>
    [...thaiAddressKeys.all, version, 'districts', provinceCode] as const,
  subDistricts: (version: string, districtCode: number) =>
    [...thaiAddressKeys.all, version, 'subDistricts', districtCode] as const,
  postcode: (version: string, postcode: string) => [...thaiAddressKeys.all, version, 'postcode', postcode] as const,
};

/** The provinces and the data version: the one call the browser revalidates (a 304 when current). */
export function thaiProvincesQuery(branch: BranchRef) {
  return queryOptions({
    queryKey: thaiAddressKeys.provinces(),
    queryFn: ({ signal }) => callApi(masters.thaiProvinces, { params: branch, signal }),
    staleTime: Infinity,
  });
}

export function thaiDistrictsQuery(branch: BranchRef, version: string, provinceCode: number) {
  return queryOptions({
    queryKey: thaiAddressKeys.districts(version, provinceCode),
    queryFn: ({ signal }) =>
      callApi(masters.thaiDistricts, { params: { ...branch, provinceCode }, query: { v: version }, signal }),
    staleTime: Infinity,
  });
}

export function thaiSubDistrictsQuery(branch: BranchRef, version: string, districtCode: number) {
  return queryOptions({
    queryKey: thaiAddressKeys.subDistricts(version, districtCode),
    queryFn: ({ signal }) =>
      callApi(masters.thaiSubDistricts, { params: { ...branch, districtCode }, query: { v: version }, signal }),
    staleTime: Infinity,
  });
}

export function thaiPostcodeQuery(branch: BranchRef, version: string, postcode: string) {
  return queryOptions({
    queryKey: thaiAddressKeys.postcode(version, postcode),
    queryFn: ({ signal }) =>
      callApi(masters.thaiPostcodeAreas, { params: { ...branch, postcode }, query: { v: version }, signal }),
    staleTime: Infinity,
  });
}
