import { wireMessage } from '@yim/contract';
import type { ApiError } from './api-error.ts';
import { isStorageUrl } from './bearer.ts';

/**
 * Spec access §8: server texts that mean the session token is missing ('jwt must be provided'),
 * forged ('invalid signature'), expired ('jwt expired') or revoked ('... not in store').
 */
export const SESSION_ERROR_TEXTS: readonly string[] = (
  ['AUTH_REQUIRED', 'AUTH_INVALID_TOKEN', 'AUTH_TOKEN_EXPIRED', 'AUTH_SESSION_ENDED'] as const
).map(wireMessage);

// A 401 about credentials typed into a form (a branch hand-over check) says nothing about the session.
const CREDENTIAL_CODES: readonly string[] = ['AUTH-INVALID-CREDENTIALS'];

/** A 401, or one of the session texts: the access token must be renewed. */
export function isSessionFailure(error: ApiError): boolean {
  if (error.serverText !== null && SESSION_ERROR_TEXTS.includes(error.serverText)) return true;
  return error.status === 401 && !CREDENTIAL_CODES.includes(error.errorCode);
}

/** The refresh itself (path contains /api/token) and the sign-in calls never go through the refresh. */
const NO_REFRESH_PATHS = ['/api/token', '/api/login', '/api/user/login', '/o/authenticate'];

/** Whether a failed call may renew the token and be replayed. */
export function mayRefreshFor(url: string, skipAuth: boolean): boolean {
  if (skipAuth || isStorageUrl(url)) return false;
  const { pathname } = new URL(url, window.location.origin);
  return !NO_REFRESH_PATHS.some((path) => pathname.includes(path));
}
