import { useQuery } from '@tanstack/react-query';
import { canUse, type PermissionArea, type TBranchInfo } from '@yim/contract';
import { useParams } from 'react-router';
import { branchSessionQuery } from '../clinics/clinics.api.ts';
import type { BranchRef } from './patients.api.ts';

export type BranchAccess = {
  branch: BranchRef;
  /** The branch row of the session; undefined only while the route guard's answer is not cached. */
  info: TBranchInfo | undefined;
  can: (area: PermissionArea) => boolean;
};

/**
 * The branch of the route and what the caller may do there (spec access §6). The route guard
 * has loaded the branch session already, so this reads the cache; the server checks again.
 */
export function useBranchAccess(): BranchAccess {
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const session = useQuery(branchSessionQuery(clinicUrl, branchUrl));
  const roles = session.data?.branch.auth.authIdItems ?? [];
  return {
    branch: { clinicUrl, branchUrl },
    info: session.data?.branch,
    can: (area) => canUse(area, roles),
  };
}

/** Where a record lives in the app: its own deep-linkable route. */
export function patientPath(branch: BranchRef, id: number): string {
  return `/${encodeURIComponent(branch.clinicUrl)}/${encodeURIComponent(branch.branchUrl)}/patient/${id}`;
}

export function patientListPath(branch: BranchRef): string {
  return `/${encodeURIComponent(branch.clinicUrl)}/${encodeURIComponent(branch.branchUrl)}/patients`;
}
