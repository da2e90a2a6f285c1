// The login check's cache keys and freshness, apart from auth.api.ts and so from the contract's
// schemas: the session code of the first page (session.ts) needs them before any call is made.

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
