import { useQuery } from '@tanstack/react-query';
import { canUse } from '@yim/contract';
import { useParams } from 'react-router';
import { branchSessionQuery } from '../../features/clinics/clinics.api.ts';

/**
 * Whether the caller may change the branch's master lists. The route guard already loaded the
 * branch session, so this reads the cache; a doctor sees the lists read-only
 * (PERMISSIONS.masterListsWrite), and the server refuses their writes anyway. Lives in the app
 * layer: the masters feature ranks below clinics and may not import it.
 */
export function useCanWriteMasters(): boolean {
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const session = useQuery(branchSessionQuery(clinicUrl, branchUrl));
  return canUse('masterListsWrite', session.data?.branch.auth.authIdItems ?? []);
}
