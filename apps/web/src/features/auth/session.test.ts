import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth, clinics, ROLE } from '@yim/contract';
import { setAccessToken } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { mockApi, ok, on } from '../../test/mock-api.ts';
import { branchSessionQuery } from '../clinics/clinics.api.ts';
import { BRANCH_CHECK_FRESH_MS, checkLoginQuery, LOGIN_CHECK_FRESH_MS } from './auth.api.ts';
import { clearLoginCheck, endSession, startSession } from './session.ts';

function stubChecks() {
  return mockApi({
    [on(auth.checkLogin)]: () => ok({ user: userFixture(), branch: null }),
    [on(clinics.checkLoginAtBranch, { clinicUrl: 'yim', branchUrl: 'siam' })]: () =>
      ok({ user: userFixture(), branch: branchFixture([ROLE.MANAGER]) }),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  setAccessToken('tok');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login check cache (spec access §4)', () => {
  it('reuses a check for 30 s', async () => {
    const fetchMock = stubChecks();
    await queryClient.fetchQuery(checkLoginQuery());
    vi.advanceTimersByTime(LOGIN_CHECK_FRESH_MS - 1);
    await queryClient.fetchQuery(checkLoginQuery());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await queryClient.fetchQuery(checkLoginQuery());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reuses a check with user and branch for 5 minutes', async () => {
    const fetchMock = stubChecks();
    await queryClient.fetchQuery(branchSessionQuery('yim', 'siam'));
    vi.advanceTimersByTime(BRANCH_CHECK_FRESH_MS - 1);
    await queryClient.fetchQuery(branchSessionQuery('yim', 'siam'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await queryClient.fetchQuery(branchSessionQuery('yim', 'siam'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shares one call between concurrent checks', async () => {
    const fetchMock = stubChecks();
    await Promise.all([
      queryClient.fetchQuery(checkLoginQuery()),
      queryClient.fetchQuery(checkLoginQuery()),
      queryClient.fetchQuery(branchSessionQuery('yim', 'siam')),
      queryClient.fetchQuery(branchSessionQuery('yim', 'siam')),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('clears the user and every branch check', async () => {
    stubChecks();
    await queryClient.fetchQuery(checkLoginQuery());
    await queryClient.fetchQuery(branchSessionQuery('yim', 'siam'));
    queryClient.setQueryData(['clinics', 'mine'], { list: [] });
    clearLoginCheck();
    expect(queryClient.getQueryData(checkLoginQuery().queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(branchSessionQuery('yim', 'siam').queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(['clinics', 'mine'])).toEqual({ list: [] });
  });
});

describe('session start and end', () => {
  it('keeps the token and the user on login, and forgets everything on end', () => {
    startSession({ accessToken: 'tok-2', user: userFixture() }, { rememberMe: true });
    expect(window.localStorage.getItem('accessToken')).toBe('tok-2');
    expect(queryClient.getQueryData(checkLoginQuery().queryKey)).toEqual({ user: userFixture(), branch: null });
    endSession();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('without remember-me keeps the token for the browser session, replacing a remembered one', () => {
    window.localStorage.setItem('accessToken', 'remembered');
    startSession({ accessToken: 'tok-3', user: userFixture() }, { rememberMe: false });
    expect(window.sessionStorage.getItem('accessToken')).toBe('tok-3');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    endSession();
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
  });
});
