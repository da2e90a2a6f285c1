import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth, clinics, profile } from '@yim/contract';
import { fail, mockApi, ok, on } from '../../test/mock-api.ts';
import { ApiError } from './api-error.ts';
import { callApi } from './call-api.ts';
import { onSessionEvent, type SessionEvent } from './session-events.ts';
import { REFRESH_FAILURE_COOLDOWN_MS, resetTokenRefresh } from './token-refresh.ts';
import { getAccessToken, setAccessToken } from './token-store.ts';

const expired = () => fail(401, 'AUTH_TOKEN_EXPIRED', 'jwt expired');
const bearerOf = (init: RequestInit) => new Headers(init.headers).get('Authorization');
/** Answers with data for the new token, 'jwt expired' for anything else. */
const needsNewToken = (data: unknown) => (init: RequestInit) =>
  bearerOf(init) === 'Bearer new' ? ok(data) : expired();

function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(path),
  );
}

let events: SessionEvent[] = [];
let stopListening = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  resetTokenRefresh();
  events = [];
  stopListening = onSessionEvent((event) => events.push(event));
});
afterEach(() => {
  stopListening();
  vi.useRealTimers();
});

describe('token refresh on 401 (spec access §4)', () => {
  it('refreshes once for three parallel 401s and replays all three with the new token', async () => {
    setAccessToken('old');
    const fetchMock = mockApi({
      [on(clinics.listMyClinics)]: needsNewToken({ list: [], total: 0 }),
      [on(profile.getUserInfo)]: needsNewToken({ uid: 'u-1' }),
      [on(auth.checkLogin)]: needsNewToken({ user: { uid: 'u-1' }, branch: null }),
      [on(auth.refreshToken)]: () => ok({ accessToken: 'new' }),
    });

    const results = await Promise.all([
      callApi(clinics.listMyClinics),
      callApi(profile.getUserInfo),
      callApi(auth.checkLogin),
    ]);

    expect(results).toEqual([{ list: [], total: 0 }, { uid: 'u-1' }, { user: { uid: 'u-1' }, branch: null }]);
    const refreshes = callsTo(fetchMock, 'POST', '/api/token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.[1]?.credentials).toBe('include');
    expect(bearerOf(refreshes[0]?.[1] ?? {})).toBeNull();
    for (const path of ['/api/user/clinic', '/api/user/userInfo', '/api/user/checkLogin']) {
      expect(callsTo(fetchMock, 'GET', path).map(([, init]) => bearerOf(init ?? {}))).toEqual([
        'Bearer old',
        'Bearer new',
      ]);
    }
    expect(getAccessToken()).toBe('new');
    expect(events).toEqual([{ type: 'refreshed' }]);
  });

  it('replays a late 401 with a token renewed meanwhile, without a second refresh', async () => {
    setAccessToken('old');
    let releaseSlow: (response: Response) => void = () => {};
    let slowCalls = 0;
    const fetchMock = mockApi({
      [on(clinics.listMyClinics)]: needsNewToken({ list: [], total: 0 }),
      [on(profile.getUserInfo)]: (init) => {
        slowCalls += 1;
        if (slowCalls > 1) return needsNewToken({ uid: 'u-1' })(init);
        return new Promise<Response>((resolve) => {
          releaseSlow = resolve;
        });
      },
      [on(auth.refreshToken)]: () => ok({ accessToken: 'new' }),
    });
    const slow = callApi(profile.getUserInfo);
    await callApi(clinics.listMyClinics);
    releaseSlow(expired());
    await expect(slow).resolves.toEqual({ uid: 'u-1' });
    expect(callsTo(fetchMock, 'POST', '/api/token')).toHaveLength(1);
  });

  it('rejects every waiting call when the refresh fails, clears the token and says why', async () => {
    setAccessToken('old');
    mockApi({
      [on(clinics.listMyClinics)]: expired,
      [on(profile.getUserInfo)]: expired,
      [on(auth.refreshToken)]: () => fail(401, 'AUTH_SESSION_ENDED', 'Invalid request. Token is not in store'),
    });
    const outcomes = await Promise.allSettled([callApi(clinics.listMyClinics), callApi(profile.getUserInfo)]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.status).toBe(401);
    }
    expect(getAccessToken()).toBeNull();
    expect(events).toEqual([{ type: 'expired', reason: 'refresh-failed' }]);
  });

  it('goes straight to login within 30 s of a failed refresh, and tries again after', async () => {
    setAccessToken('old');
    const fetchMock = mockApi({
      [on(clinics.listMyClinics)]: expired,
      [on(auth.refreshToken)]: () => fail(401, 'AUTH_REQUIRED', 'jwt must be provided'),
    });
    await callApi(clinics.listMyClinics).catch(() => null);
    vi.advanceTimersByTime(REFRESH_FAILURE_COOLDOWN_MS - 1);
    await callApi(clinics.listMyClinics).catch(() => null);
    expect(callsTo(fetchMock, 'POST', '/api/token')).toHaveLength(1);
    expect(events.at(-1)).toEqual({ type: 'expired', reason: 'recent-failure' });

    vi.advanceTimersByTime(1);
    await callApi(clinics.listMyClinics).catch(() => null);
    expect(callsTo(fetchMock, 'POST', '/api/token')).toHaveLength(2);
  });

  it('stops after 3 failed attempts; a success resets the count', async () => {
    let refreshOk = false;
    const fetchMock = mockApi({
      [on(clinics.listMyClinics)]: needsNewToken({ list: [], total: 0 }),
      [on(auth.refreshToken)]: () =>
        refreshOk ? ok({ accessToken: 'new' }) : fail(401, 'AUTH_REQUIRED', 'jwt must be provided'),
    });
    const attempt = async () => {
      setAccessToken('old');
      await callApi(clinics.listMyClinics).catch(() => null);
      vi.advanceTimersByTime(REFRESH_FAILURE_COOLDOWN_MS);
    };
    await attempt();
    refreshOk = true;
    await attempt(); // succeeds: the count starts over
    refreshOk = false;
    await attempt();
    await attempt();
    await attempt();
    expect(callsTo(fetchMock, 'POST', '/api/token')).toHaveLength(5);
    await attempt();
    expect(callsTo(fetchMock, 'POST', '/api/token')).toHaveLength(5);
    expect(events.at(-1)).toEqual({ type: 'expired', reason: 'too-many-attempts' });
  });

  it('marks the replay as retried: a second 401 ends the session without another refresh', async () => {
    setAccessToken('old');
    const fetchMock = mockApi({
      [on(clinics.listMyClinics)]: expired,
      [on(auth.refreshToken)]: () => ok({ accessToken: 'new' }),
    });
    const error = (await callApi(clinics.listMyClinics).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(callsTo(fetchMock, 'GET', '/api/user/clinic')).toHaveLength(2);
    expect(callsTo(fetchMock, 'POST', '/api/token')).toHaveLength(1);
    expect(events.at(-1)).toEqual({ type: 'expired', reason: 'replay-rejected' });
    expect(getAccessToken()).toBeNull();
  });
});
