import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, clinics } from '@yim/contract';
import { fail, mockApi, ok, on } from '../../test/mock-api.ts';
import { ApiError } from './api-error.ts';
import { callApi } from './call-api.ts';
import { callUrl } from './call-url.ts';
import { onSessionEvent, type SessionEvent } from './session-events.ts';
import { isSessionFailure, mayRefreshFor } from './session-failure.ts';
import { getAccessToken, setAccessToken } from './token-store.ts';

const expired = () => fail(401, 'AUTH_TOKEN_EXPIRED', 'jwt expired');
const bearerOf = (init: RequestInit) => new Headers(init.headers).get('Authorization');
const error = (status: number, errorCode: string, errorMessage: string | null) =>
  new ApiError({ status, errorCode, errorMessage, method: 'GET', url: '/api/x' });

function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(path),
  );
}

let events: SessionEvent[] = [];
let stopListening = () => {};
beforeEach(() => {
  events = [];
  stopListening = onSessionEvent((event) => events.push(event));
});
afterEach(() => stopListening());

describe('isSessionFailure (spec access §8)', () => {
  it.each([
    [error(401, 'AUTH_TOKEN_EXPIRED', 'jwt expired'), true],
    [error(401, 'AUTH_REQUIRED', 'jwt must be provided'), true],
    [error(401, 'HTTP_401', null), true],
    [error(403, 'X', 'invalid signature'), true],
    [error(400, 'X', 'Invalid request. Token is not in store'), true],
    [error(401, 'AUTH-INVALID-CREDENTIALS', 'อีเมล หรือ รหัสผ่านไม่ถูกต้อง'), false],
    [error(403, 'PERMISSION_DENIED', 'คุณไม่มีสิทธิ์ใช้งานส่วนนี้'), false],
  ])('%s → %s', (failure, expected) => {
    expect(isSessionFailure(failure)).toBe(expected);
  });

  it('keeps the refresh, sign-in calls, skipAuth calls and storage URLs out of the refresh', () => {
    expect(mayRefreshFor('/api/user/clinic', false)).toBe(true);
    expect(mayRefreshFor('/api/token', false)).toBe(false);
    expect(mayRefreshFor('/api/login', false)).toBe(false);
    expect(mayRefreshFor('/api/user/login', false)).toBe(false);
    expect(mayRefreshFor('/o/authenticate', false)).toBe(false);
    expect(mayRefreshFor('/api/files/a.pdf?sig=1', false)).toBe(false);
    expect(mayRefreshFor('/api/user/clinic', true)).toBe(false);
  });
});

describe('which failed calls refresh', () => {
  it('refreshes on a listed session text even without a 401', async () => {
    setAccessToken('old');
    const fetchMock = mockApi({
      [on(clinics.listMyClinics)]: (init) =>
        bearerOf(init) === 'Bearer new' ? ok({ list: [], total: 0 }) : fail(403, 'X', 'invalid signature'),
      [on(auth.refreshToken)]: () => ok({ accessToken: 'new' }),
    });
    await expect(callApi(clinics.listMyClinics)).resolves.toEqual({ list: [], total: 0 });
    expect(callsTo(fetchMock, 'POST', '/api/token')).toHaveLength(1);
  });

  it('leaves out the refresh call, sign-in calls, typed-credential 401s and storage URLs', async () => {
    setAccessToken('old');
    const fetchMock = mockApi({
      [on(auth.refreshToken)]: expired,
      [on(auth.login)]: () => fail(401, 'AUTH-INVALID-CREDENTIALS', 'อีเมล หรือ รหัสผ่านไม่ถูกต้อง'),
      [on(clinics.verifyBranchMember, { clinicUrl: 'yim', branchUrl: 'siam' })]: () =>
        fail(401, 'AUTH-INVALID-CREDENTIALS', 'อีเมล หรือ รหัสผ่านไม่ถูกต้อง'),
      'GET /api/files/a.pdf': () => fail(401, 'X', 'jwt expired'),
    });
    await callApi(auth.refreshToken).catch(() => null);
    await callApi(auth.login, { body: { username: 'a@b.co', password: 'x', rememberMe: false }, skipAuth: true }).catch(
      () => null,
    );
    await callApi(clinics.verifyBranchMember, {
      params: { clinicUrl: 'yim', branchUrl: 'siam' },
      body: { username: 'a@b.co', password: 'x' },
    }).catch(() => null);
    await callUrl('/api/files/a.pdf?sig=1').catch(() => null);
    expect(callsTo(fetchMock, 'POST', '/api/token')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(getAccessToken()).toBe('old');
    expect(events).toEqual([]);
  });
});
