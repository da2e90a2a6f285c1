import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth, clinics } from '@yim/contract';
import { ApiError } from './api-error.ts';
import { callApi } from './call-api.ts';
import { setAccessToken } from './token-store.ts';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

// A branch-scoped GET with path parameters.
const branchCall = clinics.checkLoginAtBranch;

const loginBody = { username: 'a@b.co', password: 'secret', rememberMe: false };

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi request', () => {
  it('adds the stored bearer token', async () => {
    setAccessToken('tok-1');
    fetchMock.mockResolvedValue(jsonResponse(200, { status: '200', data: { list: [], total: 0 } }));
    await callApi(clinics.listMyClinics);
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/user/clinic');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('skips the bearer token with skipAuth or when none is stored', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: '200', data: { list: [], total: 0 } }));
    await callApi(clinics.listMyClinics);
    expect(lastCall().headers.has('Authorization')).toBe(false);

    setAccessToken('tok-2');
    fetchMock.mockResolvedValue(jsonResponse(200, { status: '200', data: { accessToken: 'x', user: {} } }));
    await callApi(auth.login, { body: loginBody, skipAuth: true });
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('sends a JSON body on non-GET calls', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: '200', data: { accessToken: 'x', user: {} } }));
    await callApi(auth.login, { body: loginBody, skipAuth: true });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(loginBody);
  });

  it('encodes path parameters', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: '200', data: {} }));
    await callApi(branchCall, { params: { clinicUrl: 'ยิ้ม clinic', branchUrl: 'a/b?c' } });
    expect(lastCall().url).toBe('/api/user/checkLogin/%E0%B8%A2%E0%B8%B4%E0%B9%89%E0%B8%A1%20clinic/a%2Fb%3Fc');
  });

  it('passes the abort signal and lets an abort through untouched', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const error = await callApi(clinics.listMyClinics, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
    expect(lastCall().init.signal).toBe(controller.signal);
  });
});

describe('callApi response', () => {
  it('unwraps data from the envelope', async () => {
    const data = { list: [{ url: 'c1' }], total: 1 };
    fetchMock.mockResolvedValue(jsonResponse(200, { status: '200', data }));
    await expect(callApi(clinics.listMyClinics)).resolves.toEqual(data);
  });

  it('rejects a success without an envelope as unknown', async () => {
    fetchMock.mockResolvedValue(new Response('<html></html>', { status: 200 }));
    const error = await failureOf(callApi(clinics.listMyClinics));
    expect(error.kind).toBe('unknown');
    expect(error.errorCode).toBe('BAD_RESPONSE');
  });

  it.each([
    [401, 'AUTH-INVALID-CREDENTIALS', 'auth'],
    [403, 'PERMISSION_DENIED', 'auth'],
    [404, 'NOT_FOUND', 'business'],
    [409, 'TREAT-EXISTED', 'business'],
    [422, 'VALIDATION_FAILED', 'validation'],
    [500, 'INTERNAL', 'server'],
    [503, 'INTERNAL', 'server'],
    [504, 'GATEWAY_TIMEOUT', 'server'],
  ] as const)('classifies HTTP %i as %s / %s', async (status, errorCode, kind) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { errorCode, errorMessage: 'text' }));
    const error = await failureOf(callApi(clinics.listMyClinics));
    expect(error.status).toBe(status);
    expect(error.errorCode).toBe(errorCode);
    expect(error.errorMessage).toBe('text');
    expect(error.kind).toBe(kind);
    expect(error.method).toBe('GET');
    expect(error.url).toBe('/api/user/clinic');
  });

  it('classifies a failure without an error body by its status', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 504 }));
    const error = await failureOf(callApi(clinics.listMyClinics));
    expect(error.errorCode).toBe('HTTP_504');
    expect(error.kind).toBe('server');
    expect(error.serverText).toBe('Bad Gateway');
  });

  it('turns a failed fetch into a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(callApi(clinics.listMyClinics));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.errorCode).toBe('NETWORK_ERROR');
  });

  it('extracts the first validation path', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        errorCode: 'VALIDATION_FAILED',
        errorMessage: {
          validationResult: [
            {
              error: [
                { path: 'body.username', message: 'Too long' },
                { path: 'body.password', message: 'Required' },
              ],
            },
          ],
        },
      }),
    );
    const error = await failureOf(callApi(auth.login, { body: loginBody, skipAuth: true }));
    expect(error.kind).toBe('validation');
    expect(error.validationPath).toBe('body.username');
    expect(error.serverText).toBeNull();
  });
});
