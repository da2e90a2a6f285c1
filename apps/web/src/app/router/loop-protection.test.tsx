import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinics, ROLE } from '@yim/contract';
import type { RouteObject } from 'react-router';
import { setAccessToken } from '../../lib/api-client.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { mockApi, ok, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { guardRedirect, navigationGuardLoader, revalidateOnNavigation } from './navigation-guard.ts';
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
  it('lets a person open the same page three times in a row (no sign-out)', async () => {
    // All at one instant: time no longer tells a person from a loop, only who navigated does.
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2025-01-02T03:04:05Z'));
    signedInAt([ROLE.COUNTER]);
    const { router } = renderRoutes(routes, '/yim/siam/receiptmanage');
    await screen.findByRole('heading', { level: 1, name: 'ใบเสร็จรับเงิน' }, { timeout: 5_000 });
    await router.navigate('/yim/siam/receiptmanage');
    await router.navigate('/yim/siam/receiptmanage');
    await router.navigate('/yim/siam/receiptmanage');
    expect(router.state.location.pathname).toBe('/yim/siam/receiptmanage');
  });

  it('lets a person come back to a page the role check refused (to /clinic each time)', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2025-01-02T03:04:05Z'));
    signedInAt([ROLE.DOCTOR]);
    const { router } = renderRoutes(routes, '/yim/siam/usermanage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinic'));
    await router.navigate('/yim/siam/usermanage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinic'));
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinic'));
  });

  it('still ends a real redirect loop of the guards on /login', async () => {
    const visits: string[] = [];
    // Two guards that send each other back and forth: /clinic → /x → /clinic.
    const looping: RouteObject[] = [
      {
        loader: navigationGuardLoader,
        shouldRevalidate: revalidateOnNavigation,
        children: [
          { path: 'login', Component: () => 'login page' },
          { path: 'start', Component: () => 'start' },
          {
            path: 'clinic',
            loader: () => {
              visits.push('/clinic');
              return guardRedirect('/x');
            },
          },
          {
            path: 'x',
            loader: () => {
              visits.push('/x');
              return guardRedirect('/clinic');
            },
          },
        ],
      },
    ];
    const { router } = renderRoutes(looping, '/start');
    await screen.findByText('start');
    await router.navigate('/clinic');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The third visit's loader runs beside the root's verdict, which wins.
    expect(visits).toEqual(['/clinic', '/x', '/clinic']);
  });
});
