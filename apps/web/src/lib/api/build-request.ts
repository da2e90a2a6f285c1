import { buildPath, type BodyOf, type Endpoint, type ParamsOf, type QueryOf } from '@yim/contract';
import type { UploadProgress } from './xhr-transport.ts';

/** An object with no keys: what an endpoint without params, query or body accepts. */
type Empty = Record<never, never>;

/** A slot is optional when its schema accepts an empty object, required otherwise. */
type Slot<K extends string, T> = Empty extends T ? { [P in K]?: T } : { [P in K]: T };

export type CallOptions<E extends Endpoint> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>> & {
    signal?: AbortSignal;
    /** Leave out the Authorization header (login, refresh, storage URLs); no refresh on a 401. */
    skipAuth?: boolean;
    /** Keep out of the global error handling (no toast): the caller shows the error itself. */
    silent?: boolean;
    /** For multipart endpoints: sent as is, the browser sets the boundary. */
    formData?: FormData;
    /** Called as the body goes out (an upload's progress bar). */
    onUploadProgress?: UploadProgress;
    /**
     * The Idempotency-Key of a money POST (docs/wire.md): one per attempt, from
     * `newIdempotencyKey()`, kept for that attempt's retries so the server answers a repeat with
     * the first answer instead of taking the money twice.
     */
    idempotencyKey?: string;
  };

/** `callApi(endpoint)` when nothing is required, `callApi(endpoint, { params })` otherwise. */
export type CallArgs<E extends Endpoint> =
  Empty extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** `isRetry` marks the one replay after a token refresh (spec access §4). */
export type PreparedRequest = { method: string; url: string; init: RequestInit; isRetry?: boolean };

/** Same origin by default: the server serves the app and the API together. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * Query values: undefined and null are left out, dates become ISO strings, arrays are joined with
 * commas (spec access §7: `roleIds` is "1,2,3,4,5").
 */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.append(key, value.map(String).join(','));
    } else if (value instanceof Date) {
      search.append(key, value.toISOString());
    } else {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

type LooseOptions = {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
  formData?: FormData;
  idempotencyKey?: string;
};

/** A fresh Idempotency-Key: 122 random bits, well inside the server's 8–100 characters. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The request without credentials: the bearer token is added when it is sent (bearer.ts). */
export function buildRequest(endpoint: Pick<Endpoint, 'method' | 'path'>, options: LooseOptions): PreparedRequest {
  const path = buildPath(endpoint.path, (options.params ?? {}) as Record<string, unknown>);
  const url = `${API_BASE_URL}${path}${toQueryString(options.query as Record<string, unknown> | undefined)}`;
  const headers = new Headers({ Accept: 'application/json' });

  if (options.idempotencyKey !== undefined) headers.set('Idempotency-Key', options.idempotencyKey);
  const init: RequestInit = { method: endpoint.method, headers, credentials: 'include' };
  if (options.signal) init.signal = options.signal;
  if (endpoint.method !== 'GET') {
    if (options.formData) {
      init.body = options.formData;
    } else {
      // Every non-GET call carries a JSON body, `{}` when there is nothing to say (spec access §7).
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(options.body ?? {});
    }
  }
  return { method: endpoint.method, url, init };
}
