import { fireEvent, screen } from '@testing-library/react';
import { auth, buildPath } from '@yim/contract';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ActivatePage } from './activate-page.tsx';

const ACTIVATE = `POST ${buildPath(auth.activate.path)}`;
const KEY = 'A1b2C3d4E5f6G7h8I9j0K1l2';

function renderActivate(entry: string) {
  return renderRoutes(
    [
      { path: '/user/activate/:activateKey?', Component: ActivatePage },
      { path: '/login', element: <p>login page</p> },
    ],
    entry,
  );
}

describe('ActivatePage', () => {
  it('activates the key on load and links to /login', async () => {
    const fetchMock = mockApi({ [ACTIVATE]: () => ok({ email: 'new@example.com' }) });
    renderActivate(`/user/activate/${KEY}`);
    expect(await screen.findByText('ยืนยันบัญชีสำเร็จ')).toBeVisible();
    expect(screen.getByText(/new@example\.com/)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ activateKey: KEY });
    expect(screen.getByRole('link', { name: 'ไปหน้าเข้าสู่ระบบ' }).getAttribute('href')).toBe('/login');
  });

  it('shows an invalid or expired key', async () => {
    mockApi({ [ACTIVATE]: () => fail(400, 'ACTIVATION-KEY-INVALID') });
    renderActivate(`/user/activate/${KEY}`);
    expect(await screen.findByText('ลิงก์ยืนยันไม่ถูกต้องหรือหมดอายุแล้ว')).toBeVisible();
  });

  it('does not send a key that cannot be one', () => {
    const fetchMock = mockApi({});
    renderActivate('/user/activate/short');
    expect(screen.getByText('ลิงก์ยืนยันไม่ถูกต้องหรือหมดอายุแล้ว')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without a key asks for one and accepts a pasted link', async () => {
    mockApi({ [ACTIVATE]: () => ok({ email: 'new@example.com' }) });
    const { router } = renderActivate('/user/activate');
    const input = screen.getByLabelText<HTMLInputElement>(/ลิงก์หรือรหัสยืนยัน/);
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันบัญชี' }));
    expect(screen.getByText('กรุณาวางลิงก์หรือรหัสยืนยัน')).toBeVisible();

    fireEvent.change(input, { target: { value: `https://yim.example/user/activate/${KEY}` } });
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันบัญชี' }));
    expect(await screen.findByText('ยืนยันบัญชีสำเร็จ')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/user/activate/${KEY}`);
  });
});
