import { canUse, checkTenantParam, landingPagePath, type PermissionArea } from '@yim/contract';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { branchSessionQuery } from '../../features/clinics/clinics.api.ts';
import { CLINIC_PATH, LOGIN_PATH, loginPathFrom } from '../../features/auth/redirect-paths.ts';
import { clearLoginCheck, endSession } from '../../features/auth/session.ts';
import { superadminHealthQuery } from '../../features/superadmin/superadmin.api.ts';
import { hasAccessToken, isApiError, refreshAccessToken } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { branchCooldown, retryBranchFetch } from './branch-retry.ts';
import { roleRedirect } from './navigation-guard.ts';

/**
 * Login required. A tab without a stored token may still hold the session's refresh cookie (a
 * new tab when remember-me was off keeps its token in the other tab's sessionStorage): one
 * silent refresh restores the session; otherwise /login, remembering the page in `from`.
 */
export async function requireSession(request: Request): Promise<void> {
  if (hasAccessToken()) return;
  const restored = await refreshAccessToken().then(
    () => true,
    () => false,
  );
  if (!restored) throw redirect(loginPathFrom(request.url));
}

export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireSession(request);
  return null;
}

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
    throw redirect(loginPathFrom(request.url));
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
      throw redirect(CLINIC_PATH);
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
  return redirect(`${base}/${landingPagePath(branch.auth.authIdItems)}`);
}

/** Spec access §2 route guard: a failed role check sends the user to /clinic. */
export function branchPageLoader(area: PermissionArea) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const { branch } = await loadBranchSession(args);
    const target = roleRedirect(canUse(area, branch.auth.authIdItems));
    if (target) throw redirect(target);
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
    throw redirect(LOGIN_PATH);
  }
  return null;
}
