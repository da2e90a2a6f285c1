import { vi } from 'vitest';

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
