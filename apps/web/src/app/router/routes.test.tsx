import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auth, BRANCH_PAGES, clinics, ROLE } from '@yim/contract';
import { matchRoutes } from 'react-router';
import { getAccessToken, setAccessToken } from '../../lib/api-client.ts';
import { ChunkLoadTimeoutError } from '../../lib/lazy-import.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { callsTo, fail, mockApi, ok, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { RouteErrorBoundary } from '../../ui/route-error-boundary.tsx';
import { routes } from './routes.tsx';

function routeName(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  return [...matches]
    .reverse()
    .map((m) => (m.route.handle as { name?: string } | undefined)?.name)
    .find(Boolean);
}

function signedInAt(roles: number[]) {
  setAccessToken('tok');
  return mockApi({
    [on(clinics.checkLoginAtBranch, { clinicUrl: 'yim', branchUrl: 'siam' })]: () =>
      ok({ user: userFixture(), branch: branchFixture(roles) }),
    [on(clinics.listMyClinics)]: () => ok({ list: [], total: 0 }),
  });
}

describe('route table', () => {
  it('names every branch page from the contract and the public pages', () => {
    for (const page of BRANCH_PAGES) {
      expect(routeName(`/yim/siam/${page.path.replace(/\/:[^/]+\?$/, '')}`)).toBe(page.name);
    }
    expect(routeName('/yim/siam/queuelist/status')).toBe('QueueList');
    expect(routeName('/login')).toBe('Login');
    expect(routeName('/clinic')).toBe('Clinic');
    expect(routeName('/user/activate')).toBe('UserActivate');
    expect(routeName('/user/activate/abc')).toBe('UserActivate');
    expect(routeName('/user/resetpassword/xyz')).toBe('ResetPassword');
    expect(routeName('/receipt/view')).toBe('ReceiptView');
    expect(routeName('/superadmin')).toBe('Superadmin');
    expect(routeName('/superadmin/users')).toBe('Superadmin');
    expect(routeName('/superadmin/users/42')).toBe('Superadmin');
    expect(routeName('/nowhere')).toBe('NotFound');
    expect(routeName('/yim/siam/nowhere')).toBe('NotFound');
  });
});

describe('routing', () => {
  it('sends a visitor without a session from / to /login, remembering /clinic', async () => {
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?from=%2Fclinic');
  });

  it('restores the session from the refresh cookie when a new tab has no token', async () => {
    const fetchMock = mockApi({
      [on(auth.refreshToken)]: () => ok({ accessToken: 'restored-token' }),
      [on(auth.checkLogin)]: () => ok({ user: userFixture(), branch: null }),
      [on(clinics.listMyClinics)]: () => ok({ list: [], total: 0 }),
    });
    const { router } = renderRoutes(routes, '/clinic');
    await waitFor(() => expect(getAccessToken()).toBe('restored-token'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinic'));
    expect(callsTo(fetchMock, auth.refreshToken)).toHaveLength(1);
  });

  it('shows a Thai 404 page for unknown paths', async () => {
    renderRoutes(routes, '/nowhere');
    expect(await screen.findByText('ไม่พบหน้าที่คุณต้องการ')).toBeVisible();
  });

  it("shows the public receipt view without a login; without a ref it says the spec's alert", async () => {
    renderRoutes(routes, '/receipt/view');
    expect(await screen.findByText('ระบบขัดข้อง')).toBeVisible();
    expect(screen.getByText('ไม่พบข้อมูลผู้ป่วย')).toBeVisible();
  });

  it('shows the authorization page on /oauth2 (an error view without a client)', async () => {
    renderRoutes(routes, '/oauth2');
    expect(await screen.findByText('ไม่สามารถเชื่อมต่อแอปได้')).toBeVisible();
  });

  it('opens the landing page of the roles for /:clinicUrl/:branchUrl', async () => {
    signedInAt([ROLE.DOCTOR]);
    const { router } = renderRoutes(routes, '/yim/siam');
    // The guards are a lazy module (not on the first page): the first import may take a while.
    await waitFor(() => expect(router.state.location.pathname).toBe('/yim/siam/doctor/dashboard'), {
      timeout: 5_000,
    });
  });

  it('shows an allowed branch page inside the main layout', async () => {
    signedInAt([ROLE.COUNTER]);
    renderRoutes(routes, '/yim/siam/receiptmanage');
    expect(await screen.findByRole('heading', { level: 1, name: 'ใบเสร็จรับเงิน' }, { timeout: 5_000 })).toBeVisible();
    expect(await screen.findByText('คลินิกทันตกรรมยิ้ม')).toBeVisible();
    expect(screen.getByText('สาขาสยาม')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible();
    expect(screen.getByText('เวอร์ชัน 1.1.4')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'ปฏิทินทันตแพทย์' })).toBeNull();
  });

  it('sends a user without the role back to /clinic', async () => {
    signedInAt([ROLE.DOCTOR]);
    const { router } = renderRoutes(routes, '/yim/siam/usermanage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinic'));
  });

  it('sends a non-member back to /clinic', async () => {
    setAccessToken('tok');
    mockApi({
      [on(clinics.checkLoginAtBranch, { clinicUrl: 'yim', branchUrl: 'siam' })]: () => fail(403, 'BRANCH-NOT-MEMBER'),
      [on(clinics.listMyClinics)]: () => ok({ list: [], total: 0 }),
    });
    const { router } = renderRoutes(routes, '/yim/siam/receiptmanage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinic'));
  });

  it('ends an expired session and goes to /login with `from`', async () => {
    setAccessToken('old');
    mockApi({
      [on(clinics.checkLoginAtBranch, { clinicUrl: 'yim', branchUrl: 'siam' })]: () => fail(401, 'AUTH_TOKEN_EXPIRED'),
    });
    const { router } = renderRoutes(routes, '/yim/siam/receiptmanage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=%2Fyim%2Fsiam%2Freceiptmanage');
    expect(getAccessToken()).toBeNull();
  });

  it('logs out: clears the token and goes to /login', async () => {
    setAccessToken('tok');
    mockApi({ [on(auth.logout)]: () => ok(null) });
    const { router } = renderRoutes(routes, '/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getAccessToken()).toBeNull();
  });
});

describe('chunk loading', () => {
  it('shows the retry screen when a page chunk times out', async () => {
    renderRoutes(
      [
        {
          path: '/',
          HydrateFallback: () => null,
          ErrorBoundary: RouteErrorBoundary,
          lazy: () => Promise.reject(new ChunkLoadTimeoutError(120_000)),
        },
      ],
      '/',
    );
    expect(await screen.findByText('โหลดหน้าไม่สำเร็จ')).toBeVisible();
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
  });
});
