import { isApiError } from './api-error.ts';
import { withBearer } from './bearer.ts';
import type { PreparedRequest } from './build-request.ts';
import { networkError } from './read-response.ts';
import { isSessionFailure, mayRefreshFor } from './session-failure.ts';
import { expireSession, refreshAccessToken } from './token-refresh.ts';
import { getAccessToken } from './token-store.ts';
import { xhrFetch, type UploadProgress } from './xhr-transport.ts';

export type SendPolicy = { skipAuth: boolean; signal?: AbortSignal; onUploadProgress?: UploadProgress };
export type ReadAnswer<T> = (response: Response, request: PreparedRequest) => Promise<T>;

/** The browser knows it has no network (navigator.onLine is false only when it is sure). */
export function isKnownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

async function sendOnce<T>(request: PreparedRequest, token: string | null, policy: SendPolicy, read: ReadAnswer<T>) {
  // Fail fast offline (spec access §8: the network warning), rather than wait on a request the
  // browser may hold until its own time-out.
  if (isKnownOffline()) throw networkError(request, new Error('offline'));
  const prepared = withBearer(request, token, policy.skipAuth);
  const { onUploadProgress } = policy;
  let response: Response;
  try {
    response = onUploadProgress
      ? await xhrFetch(prepared.url, prepared.init, onUploadProgress)
      : await fetch(prepared.url, prepared.init);
  } catch (cause) {
    // A cancelled call is not an error to show: let the caller (TanStack Query) see the abort.
    if (policy.signal?.aborted) throw cause;
    throw networkError(request, cause);
  }
  return read(response, request);
}

/** The token to replay with: one another call already renewed, else a refresh (joined if running). */
function renewedToken(usedToken: string | null): Promise<string> {
  const stored = getAccessToken();
  if (stored && stored !== usedToken) return Promise.resolve(stored);
  return refreshAccessToken();
}

/**
 * Sends a request with the stored bearer token. On a session failure (spec access §4) it waits for
 * the one token refresh and replays the request once; the replay is marked retried, so a second
 * session failure ends the session instead of refreshing again. When the refresh is refused the
 * caller gets its own 401 error.
 */
export async function sendRequest<T>(request: PreparedRequest, policy: SendPolicy, read: ReadAnswer<T>): Promise<T> {
  const usedToken = policy.skipAuth ? null : getAccessToken();
  try {
    return await sendOnce(request, usedToken, policy, read);
  } catch (error) {
    if (!isApiError(error) || !isSessionFailure(error) || !mayRefreshFor(request.url, policy.skipAuth)) throw error;
    let token: string;
    try {
      token = await renewedToken(usedToken);
    } catch (refreshError) {
      // Offline: the network warning, not a 401 that would read as the end of the session.
      if (isApiError(refreshError) && refreshError.kind === 'network') throw refreshError;
      throw error;
    }
    const retried = { ...request, isRetry: true };
    try {
      return await sendOnce(retried, token, policy, read);
    } catch (retryError) {
      if (isApiError(retryError) && isSessionFailure(retryError)) expireSession('replay-rejected');
      throw retryError;
    }
  }
}
