import { auth } from '@yim/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAccessToken } from '../../lib/api-client.ts';
import { fail, mockApi, ok, on } from '../../test/mock-api.ts';
import { userFixture } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

function renderLogin(entry = '/login') {
  return renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '/clinic', element: <p>clinic list</p> },
      { path: '/yim/siam/queuelist', element: <p>queue list</p> },
    ],
    entry,
  );
}

const emailField = () => screen.getByLabelText<HTMLInputElement>(/อีเมล/);
const passwordField = () => screen.getByLabelText<HTMLInputElement>(/รหัสผ่าน/, { selector: 'input' });
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'เข้าสู่ระบบ' });

function fillIn(email: string, password: string) {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.change(passwordField(), { target: { value: password } });
}

describe('LoginPage', () => {
  it('keeps submit disabled until both fields are filled', () => {
    renderLogin();
    expect(submitButton().disabled).toBe(true);
    fillIn('   ', 'secret');
    expect(submitButton().disabled).toBe(true);
    fillIn('a@b.co', '');
    expect(submitButton().disabled).toBe(true);
    fillIn('a@b.co', 'secret');
    expect(submitButton().disabled).toBe(false);
    expect(emailField().maxLength).toBe(100);
    expect(passwordField().maxLength).toBe(100);
  });

  it('logs in with the trimmed e-mail, keeps the token and goes back to `from`', async () => {
    const fetchMock = mockApi({ [on(auth.login)]: () => ok({ accessToken: 'tok-9', user: userFixture() }) });
    const { router } = renderLogin('/login?from=%2Fyim%2Fsiam%2Fqueuelist');
    fireEvent.click(screen.getByLabelText('จดจำการเข้าสู่ระบบ'));
    fillIn('  somying@example.com ', 'secret');
    fireEvent.click(submitButton());

    await screen.findByText('queue list');
    expect(router.state.location.pathname).toBe('/yim/siam/queuelist');
    expect(getAccessToken()).toBe('tok-9');
    // Remember-me: the token outlives the browser session.
    expect(window.localStorage.getItem('accessToken')).toBe('tok-9');
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('rememberMe')).toBe('true');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'somying@example.com',
      password: 'secret',
      rememberMe: true,
    });
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('ignores a `from` that leaves the site', async () => {
    mockApi({ [on(auth.login)]: () => ok({ accessToken: 'tok', user: userFixture() }) });
    const { router } = renderLogin('/login?from=%2F%2Fevil.example%2F');
    fillIn('a@b.co', 'secret');
    fireEvent.click(submitButton());
    await screen.findByText('clinic list');
    expect(router.state.location.pathname).toBe('/clinic');
  });

  it('without remember-me keeps the token for this browser session only', async () => {
    const fetchMock = mockApi({ [on(auth.login)]: () => ok({ accessToken: 'tok-s', user: userFixture() }) });
    renderLogin();
    fillIn('a@b.co', 'secret');
    fireEvent.click(submitButton());
    await screen.findByText('clinic list');
    expect(window.sessionStorage.getItem('accessToken')).toBe('tok-s');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ rememberMe: false });
  });

  it('clears the password and shows a dismissable banner on 401', async () => {
    mockApi({ [on(auth.login)]: () => fail(401, 'AUTH-INVALID-CREDENTIALS') });
    renderLogin();
    fillIn('a@b.co', 'wrong');
    fireEvent.click(submitButton());

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('กรุณาตรวจสอบ อีเมลล์ หรือ รหัสผ่าน ให้ถูกต้อง');
    expect(passwordField().value).toBe('');
    expect(emailField().value).toBe('a@b.co');
    expect(getAccessToken()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('explains a not-activated account in a banner and keeps the password', async () => {
    mockApi({ [on(auth.login)]: () => fail(403, 'USER-NOT-ACTIVATED') });
    renderLogin();
    fillIn('a@b.co', 'right-one');
    fireEvent.click(submitButton());

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('บัญชีนี้ยังไม่ได้ยืนยันอีเมล');
    expect(passwordField().value).toBe('right-one');
  });

  it('shows a rate-limit banner on 429', async () => {
    mockApi({ [on(auth.login)]: () => fail(429, 'RATE_LIMITED') });
    renderLogin();
    fillIn('a@b.co', 'secret');
    fireEvent.click(submitButton());

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่');
    fireEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('explains a server failure in a banner, since login calls get no toasts', async () => {
    mockApi({ [on(auth.login)]: () => fail(500, 'INTERNAL') });
    renderLogin();
    fillIn('a@b.co', 'secret');
    fireEvent.click(submitButton());

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('ระบบขัดข้อง ขออภัยในความไม่สะดวก');
    expect(passwordField().value).toBe('secret');
  });

  it('links to the forgot-password page', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).getAttribute('href')).toBe('/user/forgotpassword');
  });
});
