import { queryOptions } from '@tanstack/react-query';
import { auth, type BodyOf } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

export const authKeys = {
  checkLogin: ['auth', 'checkLogin'] as const,
  activation: (activateKey: string) => ['auth', 'activate', activateKey] as const,
  resetKey: (resetPasswordKey: string) => ['auth', 'resetKey', resetPasswordKey] as const,
  // Under the login check's key, so that ending the session (session.ts) drops both.
  branchSession: (clinicUrl: string, branchUrl: string) => ['auth', 'checkLogin', clinicUrl, branchUrl] as const,
};

// Spec access §4: a login check is reused for 30 s, one with user and branch for 5 minutes;
// TanStack Query (and the API client) share one call between concurrent checks.
export const LOGIN_CHECK_FRESH_MS = 30_000;
export const BRANCH_CHECK_FRESH_MS = 5 * 60_000;

type CheckState = { state: { data?: { user?: unknown; branch?: unknown | null } | undefined } };

/** How long a login check stays fresh: 5 minutes with both user and branch, else 30 s. */
export function loginCheckStaleTime(query: CheckState): number {
  const data = query.state.data;
  return data?.user && data.branch ? BRANCH_CHECK_FRESH_MS : LOGIN_CHECK_FRESH_MS;
}

export function checkLoginQuery() {
  return queryOptions({
    queryKey: authKeys.checkLogin,
    queryFn: ({ signal }) => callApi(auth.checkLogin, { signal }),
    staleTime: loginCheckStaleTime,
  });
}

export type LoginBody = BodyOf<typeof auth.login>;

export function login(body: LoginBody) {
  return callApi(auth.login, { body, skipAuth: true });
}

// The account screens before sign-in (spec access §2 and §7): no bearer token belongs on them.
// Their calls are silent: each screen shows its own outcome (and hands the rest to the global
// handler itself where the spec says so).

export function register(body: BodyOf<typeof auth.register>) {
  return callApi(auth.register, { body, skipAuth: true, silent: true });
}

export function forgotPassword(email: string) {
  return callApi(auth.forgotPassword, { body: { email }, skipAuth: true, silent: true });
}

export function resetPassword(resetPasswordKey: string, password: string) {
  return callApi(auth.resetPassword, { body: { resetPasswordKey, password }, skipAuth: true, silent: true });
}

// Activation and key checks run on page load: as queries they are shared between a double mount
// (StrictMode) and never sent twice, which matters because an activation key is single use.
export function activationQuery(activateKey: string) {
  return queryOptions({
    queryKey: authKeys.activation(activateKey),
    queryFn: () => callApi(auth.activate, { body: { activateKey }, skipAuth: true, silent: true }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function resetKeyQuery(resetPasswordKey: string) {
  return queryOptions({
    queryKey: authKeys.resetKey(resetPasswordKey),
    queryFn: () => callApi(auth.verifyResetKey, { body: { resetPasswordKey }, skipAuth: true, silent: true }),
    retry: false,
    staleTime: Infinity,
  });
}
