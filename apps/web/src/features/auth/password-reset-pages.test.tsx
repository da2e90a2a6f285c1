import { fireEvent, screen } from '@testing-library/react';
import { auth } from '@yim/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, fail, mockApi, ok, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const FORGOT = on(auth.forgotPassword);
const VERIFY = on(auth.verifyResetKey);
const RESET = on(auth.resetPassword);
const KEY = 'R1s2T3u4V5w6X7y8Z9a0B1c2';

function renderPages(entry: string) {
  return renderRoutes(
    [
      { path: '/user/forgotpassword', Component: ForgotPasswordPage },
      { path: '/user/resetpassword/:resetPasswordKey', Component: ResetPasswordPage },
      { path: '/login', element: <p>login page</p> },
    ],
    entry,
  );
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

describe('ForgotPasswordPage', () => {
  it('checks the e-mail, then answers with the same neutral message for any address', async () => {
    const fetchMock = mockApi({ [FORGOT]: () => ok({ ok: true }) });
    renderPages('/user/forgotpassword');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }));

    submit();
    expect(await screen.findByText('*กรุณาใส่อีเมลล์')).toBeVisible();
    fireEvent.change(field(/^อีเมล/), { target: { value: 'nope' } });
    expect(screen.getByText('กรุณาใส่อีเมลล์ให้ถูกต้อง ตัวอย่าง example@email.com')).toBeVisible();

    fireEvent.change(field(/^อีเมล/), { target: { value: ' someone@example.com ' } });
    submit();
    expect(await screen.findByText('กรุณาตรวจสอบอีเมล')).toBeVisible();
    expect(screen.getByText(/หากอีเมล someone@example\.com ลงทะเบียนไว้กับระบบ/)).toBeVisible();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'someone@example.com' });
  });
});

describe('ResetPasswordPage', () => {
  it('offers a new link when the key is invalid or expired', async () => {
    mockApi({ [VERIFY]: () => fail(400, 'RESET-KEY-INVALID') });
    renderPages(`/user/resetpassword/${KEY}`);
    expect(await screen.findByText('ลิงก์ตั้งรหัสผ่านใหม่ไม่ถูกต้องหรือหมดอายุแล้ว')).toBeVisible();
    expect(screen.getByRole('link', { name: 'ขอลิงก์ใหม่' }).getAttribute('href')).toBe('/user/forgotpassword');
  });

  it('verifies the key, checks the new password and its confirmation, then links to /login', async () => {
    const fetchMock = mockApi({
      [VERIFY]: () => ok({ email: 'somying@example.com' }),
      [RESET]: () => ok({ ok: true }),
    });
    renderPages(`/user/resetpassword/${KEY}`);
    expect(await screen.findByText('somying@example.com')).toBeVisible();
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));

    fireEvent.change(field(/^รหัสผ่านใหม่/), { target: { value: 'abcdefgh' } });
    fireEvent.change(field(/^ยืนยันรหัสผ่านใหม่/), { target: { value: 'abcdefgi' } });
    submit();
    expect(
      await screen.findByText('*รหัสผ่านต้องประกอบไปด้วยตัวเลข (0-9) และตัวอักษรภาษาอังกฤษ (A-Z, a-z) อย่างน้อย 1 ตัว'),
    ).toBeVisible();
    expect(screen.getByText('*รหัสผ่านไม่ตรงกับรหัสผ่านใหม่')).toBeVisible();

    fireEvent.change(field(/^รหัสผ่านใหม่/), { target: { value: 'smile2024' } });
    fireEvent.change(field(/^ยืนยันรหัสผ่านใหม่/), { target: { value: 'smile2024' } });
    submit();
    expect(await screen.findByText('ตั้งรหัสผ่านใหม่สำเร็จ')).toBeVisible();
    const resetCall = callsTo(fetchMock, auth.resetPassword)[0];
    expect(JSON.parse(String(resetCall?.[1]?.body))).toEqual({ resetPasswordKey: KEY, password: 'smile2024' });
    expect(screen.getByRole('link', { name: 'ไปหน้าเข้าสู่ระบบ' }).getAttribute('href')).toBe('/login');
  });
});
