import type { auth, DataOf } from '@yim/contract';
import { clearAccessToken, resetTokenRefresh, setAccessToken } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { authKeys } from './auth-keys.ts';

export type LoginResult = DataOf<typeof auth.login>;

/**
 * Keeps the access token (in localStorage with remember-me, else for this browser session only)
 * and seeds the login check with the user the login answered.
 */
export function startSession(result: LoginResult, options: { rememberMe: boolean }): void {
  resetTokenRefresh();
  setAccessToken(result.accessToken, { persist: options.rememberMe });
  queryClient.setQueryData(authKeys.checkLogin, { user: result.user, branch: null });
}

/** Spec access §4: a failed login check clears the user and branch state (every cached check). */
export function clearLoginCheck(): void {
  queryClient.removeQueries({ queryKey: authKeys.checkLogin });
}

/** Forgets the token, the user, the branch and every cached answer. */
export function endSession(): void {
  clearAccessToken();
  queryClient.clear();
}
