import { fireEvent, screen, waitFor } from '@testing-library/react';
import { shell } from '@yim/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { answer, mockApi, on } from '../../test/mock-api.ts';
import { userFixture } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AppHeader } from './app-header.tsx';

// Issue 11: the SANDBOX badge while any outside service is a sandbox, and the token copy control
// of the account menu only in staging (spec access §2).
function serve(version: { sandbox: boolean; appEnv: 'development' | 'staging' | 'production' }) {
  setAccessToken('header.payload.signature');
  return mockApi({
    [on(shell.version)]: () => answer(shell.version, { version: '1.1.4', demoData: false, ...version }),
  });
}

function renderHeader() {
  return renderRoutes(
    [{ path: '/clinic', element: <AppHeader user={userFixture()} branch={undefined} sidebar={null} /> }],
    '/clinic',
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the sandbox badge and the staging token control', () => {
  it('shows SANDBOX while a service is a sandbox, and no token control outside staging', async () => {
    serve({ sandbox: true, appEnv: 'development' });
    renderHeader();
    expect(await screen.findByRole('status', { name: 'ระบบภายนอกโหมดจำลอง (SANDBOX)' })).toHaveTextContent('SANDBOX');
    fireEvent.click(screen.getByRole('button', { name: /^เมนูบัญชีผู้ใช้/ }));
    await screen.findByRole('menuitem', { name: 'โปรไฟล์' });
    expect(screen.queryByRole('menuitem', { name: 'คัดลอกโทเคน (staging)' })).toBeNull();
  });

  it('shows no badge when every service is live; in staging the menu copies the token', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    serve({ sandbox: false, appEnv: 'staging' });
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: /^เมนูบัญชีผู้ใช้/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'คัดลอกโทเคน (staging)' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('header.payload.signature'));
    // Spec access §8: the copy tooltip beside the item, which stays open to show it.
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent('บันทึกใส่คลิปบอร์ดสำเร็จ');
    // (jsdom has no layout, so floating-ui may call the item's anchor hidden: present is what counts.)
    expect(screen.getByRole('menuitem', { name: 'คัดลอกโทเคน (staging)', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText('SANDBOX')).toBeNull();
  });
});
