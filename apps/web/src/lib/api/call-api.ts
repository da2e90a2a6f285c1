import type { DataOf, Endpoint } from '@yim/contract';
import { reportApiFailure } from './api-failures.ts';
import { isApiError } from './api-error.ts';
import { buildRequest, type CallArgs, type CallOptions, type PreparedRequest } from './build-request.ts';
import { requestKey, shareInFlight } from './in-flight.ts';
import { readResponse } from './read-response.ts';
import { sendRequest, type ReadAnswer } from './send-request.ts';
import type { UploadProgress } from './xhr-transport.ts';

export type SendMeta = {
  skipAuth?: boolean;
  silent?: boolean;
  signal?: AbortSignal;
  context: string;
  /** An upload whose progress is shown: sent through XMLHttpRequest, which reports it. */
  onUploadProgress?: UploadProgress;
};

/**
 * The pipeline every call goes through: identical requests in flight are shared, the bearer token
 * is added and renewed once on a 401, and a failure is reported once to the global handler.
 */
export function sendPrepared<T>(request: PreparedRequest, meta: SendMeta, read: ReadAnswer<T>): Promise<T> {
  const policy = { skipAuth: meta.skipAuth === true, signal: meta.signal, onUploadProgress: meta.onUploadProgress };
  const run = () =>
    sendRequest(request, policy, read).catch((error: unknown) => {
      if (isApiError(error)) reportApiFailure({ error, silent: meta.silent === true, context: meta.context });
      throw error;
    });
  return shareInFlight(requestKey(request), run, meta.signal);
}

/** The one way the web app talks to the API: a contract descriptor in, its typed `data` out. */
export function callApi<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<DataOf<E>> {
  const opts: CallOptions<E> = options ?? ({} as CallOptions<E>);
  let request: PreparedRequest;
  try {
    request = buildRequest(endpoint, opts);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const meta = {
    skipAuth: opts.skipAuth,
    silent: opts.silent,
    signal: opts.signal,
    context: endpoint.id,
    onUploadProgress: opts.onUploadProgress,
  };
  return sendPrepared(request, meta, readResponse<DataOf<E>>);
}
