import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clinics, ROLE, shell } from '@yim/contract';
import { setAccessToken } from '../../lib/api-client.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { mockApi, ok, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from './routes.tsx';

function managerAt({ fileStoreExpiration = null as string | null, appEnv = undefined as string | undefined }) {
  setAccessToken('tok');
  mockApi({
    [on(clinics.checkLoginAtBranch, { clinicUrl: 'yim', branchUrl: 'siam' })]: () =>
      ok({ user: userFixture(), branch: { ...branchFixture([ROLE.MANAGER]), fileStoreExpiration } }),
    [on(clinics.listMyClinics)]: () => ok({ list: [], total: 0 }),
    [on(shell.version)]: () => ok({ version: '1.1.4', demoData: false, ...(appEnv ? { appEnv } : {}) }),
  });
}

describe('the route guard follows the menu rules (spec access §2, §6)', () => {
  it('refuses FileManage without a file store, even to a manager', async () => {
    managerAt({});
    const { router } = renderRoutes(routes, '/yim/siam/filemanage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinic'));
  });

  it('opens FileManage when the branch has a file store', async () => {
    managerAt({ fileStoreExpiration: '2099-01-01T00:00:00.000Z' });
    const { router } = renderRoutes(routes, '/yim/siam/filemanage');
    await screen.findByRole('heading', { level: 1, name: 'จัดการไฟล์' });
    expect(router.state.location.pathname).toBe('/yim/siam/filemanage');
  });

  it('refuses Subscription in production, and when the server does not say', async () => {
    managerAt({ appEnv: 'production' });
    const first = renderRoutes(routes, '/yim/siam/subscription');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/clinic'));
  });

  it('opens Subscription outside production', async () => {
    managerAt({ appEnv: 'staging' });
    const { router } = renderRoutes(routes, '/yim/siam/subscription');
    await screen.findByRole('heading', { level: 1, name: 'การสมัครใช้งาน' });
    expect(router.state.location.pathname).toBe('/yim/siam/subscription');
  });
});
