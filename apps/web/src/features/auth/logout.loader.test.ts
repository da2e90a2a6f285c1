import { describe, expect, it } from 'vitest';
import { auth, ROLE } from '@yim/contract';
import { getAccessToken, setAccessToken } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { callsTo, fail, mockApi, ok, on } from '../../test/mock-api.ts';
import { branchSessionQuery } from '../clinics/clinics.api.ts';
import { logoutLoader } from './logout.loader.ts';

describe('logoutLoader (spec access §2)', () => {
  it('ends the session on the server, clears user, branch, token and cache, then goes to /login', async () => {
    setAccessToken('tok');
    queryClient.setQueryData(branchSessionQuery('yim', 'siam').queryKey, {
      user: userFixture(),
      branch: branchFixture([ROLE.MANAGER]),
    });
    const fetchMock = mockApi({ [on(auth.logout)]: () => ok({ ok: true }) });

    const response = await logoutLoader();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = callsTo(fetchMock, auth.logout)[0] ?? [];
    expect(init?.credentials).toBe('include');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login');
    expect(getAccessToken()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('still ends the local session when the server cannot be told', async () => {
    setAccessToken('tok');
    mockApi({ [on(auth.logout)]: () => fail(503, 'HTTP_503') });
    const response = await logoutLoader();
    expect(response.headers.get('Location')).toBe('/login');
    expect(getAccessToken()).toBeNull();
  });
});
