import { queryOptions } from '@tanstack/react-query';
import { clinics, type TBranchSettingsInput } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';
import type { BranchRef } from './staff.api.ts';

export const branchSettingsKeys = {
  settings: (branch: BranchRef) => ['clinics', 'branchSettings', branch.clinicUrl, branch.branchUrl] as const,
};

export function branchSettingsQuery(branch: BranchRef) {
  return queryOptions({
    queryKey: branchSettingsKeys.settings(branch),
    queryFn: ({ signal }) => callApi(clinics.getBranchSettings, { params: branch, signal }),
    // The form restarts from a new answer: a refetch on focus would throw unsaved edits away.
    refetchOnWindowFocus: false,
  });
}

export function saveBranchSettings(branch: BranchRef, body: TBranchSettingsInput) {
  return callApi(clinics.updateBranchSettings, { params: branch, body });
}
