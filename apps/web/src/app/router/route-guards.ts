import { canUse, checkTenantParam, landingPagePath, type PermissionArea } from '@yim/contract';
import { data, type LoaderFunctionArgs } from 'react-router';
import { branchSessionQuery } from '../../features/clinics/clinics.api.ts';
import { CLINIC_PATH, LOGIN_PATH, loginPathFrom } from '../../features/auth/redirect-paths.ts';
import { clearLoginCheck, endSession } from '../../features/auth/session.ts';
import { superadminHealthQuery } from '../../features/superadmin/superadmin.api.ts';
import { isApiError } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { isProductionAnswer } from '../../features/shell/app-environment.ts';
import { versionQuery } from '../../features/shell/shell.api.ts';
import { branchCooldown, retryBranchFetch } from './branch-retry.ts';
import { guardRedirect, roleRedirect } from './navigation-guard.ts';
import { requireSession } from './require-session.ts';

function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * A failed login check clears the user and branch (spec access §4). A 401 reaching here already
 * went through the token refresh, so the session is over: /login with `from`.
 */
function failedCheck(error: unknown, request: Request): never {
  clearLoginCheck();
  if (isApiError(error) && error.status === 401) {
    endSession();
    throw guardRedirect(loginPathFrom(request.url));
  }
  throw error;
}

/** The branch data, tried 3 times for transient failures, then resting 30 s (clinic-domain §4). */
async function fetchBranchSession(clinicUrl: string, branchUrl: string) {
  const key = `${clinicUrl}/${branchUrl}`;
  const blocked = branchCooldown.blockedError(key);
  if (blocked) throw blocked;
  try {
    const session = await queryClient.fetchQuery({
      ...branchSessionQuery(clinicUrl, branchUrl),
      retry: retryBranchFetch,
    });
    branchCooldown.recordSuccess(key);
    return session;
  } catch (error) {
    branchCooldown.recordFailure(key, error);
    throw error;
  }
}

/** The branch login check (cached, see auth.api.ts); failures become the right redirect. */
async function loadBranchSession({ params, request }: LoaderFunctionArgs) {
  await requireSession(request);
  const clinicUrl = params.clinicUrl ?? '';
  const branchUrl = params.branchUrl ?? '';
  if (checkTenantParam(clinicUrl) || checkTenantParam(branchUrl)) notFound();
  try {
    return await fetchBranchSession(clinicUrl, branchUrl);
  } catch (error) {
    if (isApiError(error) && error.status === 403) {
      clearLoginCheck();
      throw guardRedirect(CLINIC_PATH);
    }
    if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    return failedCheck(error, request);
  }
}

export async function branchLoader(args: LoaderFunctionArgs): Promise<null> {
  await loadBranchSession(args);
  return null;
}

/** /:clinicUrl/:branchUrl alone opens the landing page of the user's roles there. */
export async function branchIndexLoader(args: LoaderFunctionArgs): Promise<Response> {
  const { branch } = await loadBranchSession(args);
  const base = `/${encodeURIComponent(args.params.clinicUrl ?? '')}/${encodeURIComponent(args.params.branchUrl ?? '')}`;
  return guardRedirect(`${base}/${landingPagePath(branch.auth.authIdItems)}`);
}

/** Pages the menu shows only under a condition of the branch or the server (spec access §2, §6). */
export type PageCondition = 'fileStore' | 'notProduction';

async function meetsCondition(condition: PageCondition | undefined, branch: { fileStoreExpiration: string | null }) {
  switch (condition) {
    case undefined:
      return true;
    case 'fileStore':
      return Boolean(branch.fileStoreExpiration);
    case 'notProduction': {
      const answer = await queryClient.fetchQuery(versionQuery()).catch(() => null);
      return !isProductionAnswer(answer);
    }
  }
}

/**
 * Spec access §2 route guard: a failed role check sends the user to /clinic, and so does a page
 * the menu would not offer (FileManage without a file store, Subscription in production).
 */
export function branchPageLoader(area: PermissionArea, condition?: PageCondition) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const { branch } = await loadBranchSession(args);
    const isAllowed = canUse(area, branch.auth.authIdItems) && (await meetsCondition(condition, branch));
    const target = roleRedirect(isAllowed);
    if (target) throw guardRedirect(target);
    return null;
  };
}

/**
 * Superadmin routes are checked by the superadmin health call (spec clinic §2): it answers 200 to
 * a platform super-administrator only, and any failure (403 for everyone else, a session that
 * cannot be refreshed, the server down) sends the user to /login.
 */
export async function superadminLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireSession(request);
  try {
    // Always asked afresh: a cached answer could be another account's, signed in on this tab before.
    await queryClient.fetchQuery({ ...superadminHealthQuery(), staleTime: 0 });
  } catch {
    throw guardRedirect(LOGIN_PATH);
  }
  return null;
}
