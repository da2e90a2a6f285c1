import { queryOptions } from '@tanstack/react-query';
import { auth, masters, type BodyOf, type ConfigSegment, type TValidationIssue } from '@yim/contract';
import { callApi, isApiError } from '../../lib/api-client.ts';
import { issuesByField, type FieldErrors } from '../../lib/use-zod-form.ts';

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
    queryKey: ['auth', 'activate', activateKey] as const,
    queryFn: () => callApi(auth.activate, { body: { activateKey }, skipAuth: true, silent: true }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function resetKeyQuery(resetPasswordKey: string) {
  return queryOptions({
    queryKey: ['auth', 'resetKey', resetPasswordKey] as const,
    queryFn: () => callApi(auth.verifyResetKey, { body: { resetPasswordKey }, skipAuth: true, silent: true }),
    retry: false,
    staleTime: Infinity,
  });
}

const CONFIG_FRESH_MS = 60 * 60_000;

/** User types and dentist specialties for the registration and profile forms. */
export function configValuesQuery(segment: ConfigSegment) {
  return queryOptions({
    queryKey: ['masters', 'configValue', segment] as const,
    queryFn: ({ signal }) => callApi(masters.configValue, { params: { segment }, signal, skipAuth: true }),
    staleTime: CONFIG_FRESH_MS,
  });
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return isApiError(error) && error.errorCode === code;
}

/** Every `{ path, message }` of a 422 answer (spec access §3 error body), for messages per field. */
export function validationIssues(error: unknown): TValidationIssue[] {
  if (!isApiError(error) || typeof error.errorMessage !== 'object' || error.errorMessage === null) return [];
  return error.errorMessage.validationResult.flatMap((result) => result.error);
}

/** A 422 answer as messages per top-level field ('drSpecialItems.0' belongs to drSpecialItems). */
export function serverFieldErrors<T>(error: unknown): FieldErrors<T> {
  return issuesByField<T>(validationIssues(error).map((issue) => ({ message: issue.message, path: issue.path.split('.') })));
}
