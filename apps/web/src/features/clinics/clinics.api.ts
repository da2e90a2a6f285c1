import { queryOptions } from '@tanstack/react-query';
import { clinics, type DataOf } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';
import { authKeys, loginCheckStaleTime } from '../auth/auth.api.ts';

export type ClinicChoice = DataOf<typeof clinics.listMyClinics>['list'][number];
export type BranchChoice = ClinicChoice['branches'][number];

export const clinicsKeys = {
  mine: ['clinics', 'mine'] as const,
};

export function myClinicsQuery() {
  return queryOptions({
    queryKey: clinicsKeys.mine,
    queryFn: ({ signal }) => callApi(clinics.listMyClinics, { signal }),
  });
}

/** The login check at a branch (spec access §4): user, branch info and the caller's roles there. */
export function branchSessionQuery(clinicUrl: string, branchUrl: string) {
  return queryOptions({
    queryKey: authKeys.branchSession(clinicUrl, branchUrl),
    queryFn: ({ signal }) => callApi(clinics.checkLoginAtBranch, { params: { clinicUrl, branchUrl }, signal }),
    staleTime: loginCheckStaleTime,
  });
}
