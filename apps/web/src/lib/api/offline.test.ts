import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth, clinics } from '@yim/contract';
import { fail, mockApi, ok, on } from '../../test/mock-api.ts';
import { callApi } from './call-api.ts';
import { onSessionEvent, type SessionEvent } from './session-events.ts';
import { resetTokenRefresh } from './token-refresh.ts';
import { getAccessToken, setAccessToken } from './token-store.ts';

let events: SessionEvent[] = [];
let stopListening = () => {};

function goOffline(isOffline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!isOffline);
}

beforeEach(() => {
  resetTokenRefresh();
  events = [];
  stopListening = onSessionEvent((event) => events.push(event));
});
afterEach(() => {
  stopListening();
  vi.restoreAllMocks();
});

describe('offline (spec access §8 network errors)', () => {
  it('fails at once with a network error and sends nothing', async () => {
    const fetchMock = mockApi({ [on(clinics.listMyClinics)]: () => ok({ list: [], total: 0 }) });
    goOffline(true);
    await expect(callApi(clinics.listMyClinics)).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes through again once the network is back', async () => {
    mockApi({ [on(clinics.listMyClinics)]: () => ok({ list: [], total: 0 }) });
    goOffline(true);
    await expect(callApi(clinics.listMyClinics)).rejects.toMatchObject({ kind: 'network' });
    goOffline(false);
    await expect(callApi(clinics.listMyClinics)).resolves.toEqual({ list: [], total: 0 });
  });

  it('keeps the session when the token refresh cannot reach the server', async () => {
    setAccessToken('old');
    mockApi({
      [on(clinics.listMyClinics)]: () => fail(401, 'AUTH_TOKEN_EXPIRED', 'jwt expired'),
      [on(auth.refreshToken)]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(callApi(clinics.listMyClinics)).rejects.toMatchObject({ kind: 'network' });
    expect(getAccessToken()).toBe('old');
    expect(events).toEqual([]);
  });
});
