import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { auth, clinics, ROLE } from '@yim/contract';
import { callApi, getAccessToken, setAccessToken } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { callsTo, fail, mockApi, ok, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from './routes.tsx';
import { installSessionExpiry } from './session-expiry-listener.ts';

let uninstall = () => {};
afterEach(() => uninstall());

function openBranchPage(tokenAnswer: () => Response) {
  setAccessToken('old');
  const fetchMock = mockApi({
    [on(clinics.checkLoginAtBranch, { clinicUrl: 'yim', branchUrl: 'siam' })]: () =>
      ok({ user: userFixture(), branch: branchFixture([ROLE.COUNTER]) }),
    [on(clinics.listMyClinics)]: () => fail(401, 'AUTH_TOKEN_EXPIRED', 'jwt expired'),
    [on(auth.refreshToken)]: tokenAnswer,
  });
  const view = renderRoutes(routes, '/yim/siam/receiptmanage?day=2025-01-02');
  uninstall = installSessionExpiry(view.router);
  return { ...view, fetchMock };
}

describe('session expiry during normal use (spec access §4, §8)', () => {
  it('shows the session-expired dialog, then goes to the Login route with `redirect`', async () => {
    const { router } = openBranchPage(() => fail(401, 'AUTH_SESSION_ENDED', 'Invalid request. Token is not in store'));
    await screen.findByRole('heading', { level: 1, name: 'ใบเสร็จรับเงิน' }, { timeout: 5_000 });

    await callApi(clinics.listMyClinics).catch(() => null);

    const dialog = await screen.findByRole('dialog', { name: 'เซสชั่นหมดอายุ' });
    // The modal fades in: on a busy machine its text is still transparent for a moment.
    await waitFor(() => expect(within(dialog).getByText('กรุณาเข้าสู่ระบบใหม่อีกครั้ง')).toBeVisible());
    expect(getAccessToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/yim/siam/receiptmanage');

    fireEvent.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/yim/siam/receiptmanage?day=2025-01-02')}`,
    );
    // Nothing of the ended session is cached; the sign-in page asks again only the public version
    // (its demo data marker).
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.queryKey),
      ).toEqual([['shell', 'version']]),
    );
  });

  it('goes straight to /login with `from` when a refresh failed in the last 30 s', async () => {
    const { router, fetchMock } = openBranchPage(() => fail(401, 'AUTH_REQUIRED', 'jwt must be provided'));
    await screen.findByRole('heading', { level: 1, name: 'ใบเสร็จรับเงิน' }, { timeout: 5_000 });
    await callApi(clinics.listMyClinics).catch(() => null);
    const dialog = await screen.findByRole('dialog', { name: 'เซสชั่นหมดอายุ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Back on a page within 30 s: the next 401 goes to /login at once, without a refresh.
    setAccessToken('old');
    await router.navigate('/yim/siam/receiptmanage');
    await callApi(clinics.listMyClinics).catch(() => null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/yim/siam/receiptmanage')}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, auth.refreshToken)).toHaveLength(1);
  });

  it('leaves a 401 during page loading to the route guard: /login with `from`, no dialog', async () => {
    setAccessToken('old');
    mockApi({
      [on(clinics.checkLoginAtBranch, { clinicUrl: 'yim', branchUrl: 'siam' })]: () =>
        fail(401, 'AUTH_TOKEN_EXPIRED', 'jwt expired'),
      [on(auth.refreshToken)]: () => fail(401, 'AUTH_REQUIRED', 'jwt must be provided'),
    });
    const { router } = renderRoutes(routes, '/yim/siam/receiptmanage');
    uninstall = installSessionExpiry(router);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/yim/siam/receiptmanage')}`);
    await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
