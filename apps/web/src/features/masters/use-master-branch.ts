import { useQuery } from '@tanstack/react-query';
import { canUse } from '@yim/contract';
import { useParams } from 'react-router';
import { branchSessionQuery } from '../clinics/clinics.api.ts';
import type { BranchRef } from './master-lists.api.ts';

/**
 * The branch of the page and whether the caller may change its master lists. The route guard
 * already loaded the branch session, so this reads the cache; a doctor sees the lists read-only
 * (PERMISSIONS.masterListsWrite), the server refuses their writes anyway.
 */
export function useMasterBranch(): { branch: BranchRef; canWrite: boolean } {
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const session = useQuery(branchSessionQuery(clinicUrl, branchUrl));
  const roles = session.data?.branch.auth.authIdItems ?? [];
  return { branch: { clinicUrl, branchUrl }, canWrite: canUse('masterListsWrite', roles) };
}
