import { screen } from '@testing-library/react';
import { shell } from '@yim/contract';
import { describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../../app/router/root-layout.tsx';
import { answer, mockApi, on } from '../../test/mock-api.ts';
import { userFixture } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { AppHeader } from './app-header.tsx';
import { shellKeys } from './shell.api.ts';

const serverWith = (demoData: boolean) =>
  mockApi({
    [on(shell.version)]: () =>
      answer(shell.version, { version: '1.1.4', demoData, appEnv: 'development', sandbox: false }),
  });

/** The sign-in page as the router shows it: under the root layout, outside the app frame. */
function renderSignIn() {
  return renderRoutes(
    [{ id: 'root', Component: RootLayout, children: [{ path: '/login', element: <p>sign-in form</p> }] }],
    '/login',
  );
}

describe('the demo data marker', () => {
  it('shows "ข้อมูลตัวอย่าง" on the sign-in page when the server runs the demo data', async () => {
    serverWith(true);
    renderSignIn();
    expect(await screen.findByRole('status')).toHaveTextContent('ข้อมูลตัวอย่าง');
    expect(screen.getByText('sign-in form')).toBeVisible();
  });

  it('shows nothing on a real install', async () => {
    serverWith(false);
    renderSignIn();
    await screen.findByText('sign-in form');
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(shellKeys.version)).toEqual({
        version: '1.1.4',
        demoData: false,
        appEnv: 'development',
        sandbox: false,
      }),
    );
    expect(screen.queryByText('ข้อมูลตัวอย่าง')).toBeNull();
  });

  it('shows it in the app header, once, on pages inside the app frame', async () => {
    serverWith(true);
    renderRoutes(
      [
        {
          id: 'root',
          Component: RootLayout,
          children: [
            {
              id: 'signed-in',
              element: <AppHeader user={userFixture()} branch={undefined} sidebar={null} />,
              children: [{ path: '/clinic', element: null }],
            },
          ],
        },
      ],
      '/clinic',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('ข้อมูลตัวอย่าง');
    expect(screen.getAllByText('ข้อมูลตัวอย่าง')).toHaveLength(1);
  });
});
