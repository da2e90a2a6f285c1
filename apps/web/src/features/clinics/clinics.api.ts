import { queryOptions } from '@tanstack/react-query';
import { clinics, type DataOf } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

export type ClinicChoice = DataOf<typeof clinics.listMyClinics>['list'][number];
export type BranchChoice = ClinicChoice['branches'][number];

export function myClinicsQuery() {
  return queryOptions({
    queryKey: ['clinics', 'mine'] as const,
    queryFn: ({ signal }) => callApi(clinics.listMyClinics, { signal }),
  });
}
