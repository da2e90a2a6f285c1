import { vi } from 'vitest';
import { buildPath, type DataOf, type Endpoint, type ParamsOf } from '@yim/contract';

type Handler = (init: RequestInit) => Response | Promise<Response>;

export function ok(data: unknown): Response {
  return new Response(JSON.stringify({ status: '200', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function fail(status: number, errorCode: string, errorMessage = errorCode): Response {
  return new Response(JSON.stringify({ errorCode, errorMessage }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Stubs fetch with handlers keyed 'METHOD /path' (query ignored); anything else answers 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(init) : fail(404, 'NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The key `mockApi` matches for an endpoint of the contract: its method and its path with the
 * given params, so a test names the endpoint it answers for by descriptor instead of by a copied url.
 */
export function on<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>): string {
  return `${endpoint.method} ${buildPath(endpoint.path, params as Record<string, unknown> | undefined)}`;
}

/** A 200 answer of `endpoint`, its data typed by the endpoint's response schema. */
export function answer<E extends Endpoint>(_endpoint: E, data: DataOf<E>): Response {
  return ok(data);
}

type FetchCall = [input: RequestInfo | URL, init?: RequestInit];

/** The calls a fetch mock received for `endpoint` (its method and path; the query is ignored). */
export function callsTo<E extends Endpoint>(
  fetchMock: { mock: { calls: FetchCall[] } },
  endpoint: E,
  params?: ParamsOf<E>,
): FetchCall[] {
  const key = on(endpoint, params);
  return fetchMock.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
  );
}
