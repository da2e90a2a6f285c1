import { buildRequest } from './build-request.ts';
import { isApiError } from './api-error.ts';
import { networkError, readResponse } from './read-response.ts';
import { emitSessionEvent, type SessionExpiredReason } from './session-events.ts';
import { clearAccessToken, setAccessToken } from './token-store.ts';

/** Spec access §9: three refresh attempts; a failure in the last 30 s sends the user to login directly. */
export const REFRESH_MAX_ATTEMPTS = 3;
export const REFRESH_FAILURE_COOLDOWN_MS = 30_000;

/** The refresh queue was rejected: every waiting call fails with its own 401. */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';
  constructor(
    readonly reason: SessionExpiredReason,
    cause?: unknown,
  ) {
    super(`session expired: ${reason}`, cause === undefined ? undefined : { cause });
  }
}

let pending: Promise<string> | null = null;
let attempts = 0;
let lastFailureAt: number | null = null;

/** Forgets the token and tells the UI; a later 401 within 30 s goes straight to login. */
export function expireSession(reason: SessionExpiredReason): void {
  if (reason === 'refresh-failed' || reason === 'replay-rejected') lastFailureAt = Date.now();
  clearAccessToken();
  emitSessionEvent({ type: 'expired', reason });
}

function blockReason(now: number): SessionExpiredReason | null {
  if (lastFailureAt !== null && now - lastFailureAt < REFRESH_FAILURE_COOLDOWN_MS) return 'recent-failure';
  if (attempts >= REFRESH_MAX_ATTEMPTS) return 'too-many-attempts';
  return null;
}

/**
 * `auth.refreshToken` of the contract, written out so that the first page loads no schema;
 * token-refresh.test.ts checks that the two agree.
 */
export const REFRESH_REQUEST = { method: 'POST', path: '/api/token' } as const;

async function postRefresh(): Promise<string> {
  // Straight to fetch, never through callApi: the refresh call is outside the retry logic.
  const request = buildRequest(REFRESH_REQUEST, {});
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw networkError(request, new Error('offline'));
  let response: Response;
  try {
    response = await fetch(request.url, { ...request.init, credentials: 'include' });
  } catch (cause) {
    throw networkError(request, cause);
  }
  const data = await readResponse<{ accessToken: string }>(response, request);
  return data.accessToken;
}

/**
 * One POST /api/token for every call that failed meanwhile: they all wait on the same promise
 * (the queue) and replay with its token, or are all rejected when it fails.
 */
export function refreshAccessToken(): Promise<string> {
  if (pending) return pending;
  const blocked = blockReason(Date.now());
  if (blocked) {
    expireSession(blocked);
    return Promise.reject(new SessionExpiredError(blocked));
  }
  attempts += 1;
  pending = postRefresh()
    .then(
      (token) => {
        attempts = 0;
        lastFailureAt = null;
        setAccessToken(token);
        emitSessionEvent({ type: 'refreshed' });
        return token;
      },
      (cause: unknown) => {
        // No network says nothing about the session: it is kept, the attempt not counted, and
        // the caller sees the network warning; the refresh is tried again once online.
        if (isApiError(cause) && cause.kind === 'network') {
          attempts -= 1;
          throw cause;
        }
        expireSession('refresh-failed');
        throw new SessionExpiredError('refresh-failed', cause);
      },
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** A new sign-in starts with a clean slate: no recent failure, no attempts counted. */
export function resetTokenRefresh(): void {
  attempts = 0;
  lastFailureAt = null;
}
