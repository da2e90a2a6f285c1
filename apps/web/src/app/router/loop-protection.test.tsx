import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinics, ROLE } from '@yim/contract';
import { setAccessToken } from '../../lib/api-client.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { mockApi, ok, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from './routes.tsx';

function signedInAt(roles: number[]) {
  setAccessToken('tok');
  mockApi({
    [on(clinics.checkLoginAtBranch, { clinicUrl: 'yim', branchUrl: 'siam' })]: () =>
      ok({ user: userFixture(), branch: branchFixture(roles) }),
    [on(clinics.listMyClinics)]: () => ok({ list: [], total: 0 }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loop protection in the app (spec access §2)', () => {
  it('sends the same page three times in a row to /login (loop protection)', async () => {
    // All at one instant, as in a redirect loop, however slowly the page chunk loads here.
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2025-01-02T03:04:05Z'));
    signedInAt([ROLE.COUNTER]);
    const { router } = renderRoutes(routes, '/yim/siam/queuemanage');
    await screen.findByText('หน้านี้อยู่ระหว่างการพัฒนา');
    await router.navigate('/yim/siam/queuemanage');
    expect(router.state.location.pathname).toBe('/yim/siam/queuemanage');
    await router.navigate('/yim/siam/queuemanage');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a role-check loop through /clinic to /login', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2025-01-02T03:04:05Z'));
    signedInAt([ROLE.DOCTOR]);
    const { router } = renderRoutes(routes, '/yim/siam/usermanage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinic'));
    await router.navigate('/yim/siam/usermanage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
