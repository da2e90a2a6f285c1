import { queryOptions } from '@tanstack/react-query';
import { auth, type BodyOf } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';
import { authKeys, loginCheckStaleTime } from './auth-keys.ts';

export { authKeys, BRANCH_CHECK_FRESH_MS, LOGIN_CHECK_FRESH_MS, loginCheckStaleTime } from './auth-keys.ts';

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
