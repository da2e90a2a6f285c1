import { profile } from '@yim/contract';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const onChanged = vi.fn();

function renderForm() {
  return renderRoutes(
    [
      { path: '/', element: <ChangePasswordForm uid="u-1" onChanged={onChanged} onLeave={() => {}} /> },
      { path: '/user/forgotpassword', element: <p>forgot page</p> },
    ],
    '/',
  );
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

function fillAndSubmit(oldPassword = 'old12345', password = 'new12345', confirm = password) {
  fireEvent.change(field(/^รหัสผ่านเดิม/), { target: { value: oldPassword } });
  fireEvent.change(field(/^รหัสผ่านใหม่/), { target: { value: password } });
  fireEvent.change(field(/^ยืนยันรหัสผ่านใหม่/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
}

describe('ChangePasswordForm', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    onChanged.mockReset();
    act(() => notifications.clean());
  });

  it('shows the spec messages for empty fields and a mismatched confirmation', async () => {
    renderForm();
    fillAndSubmit('', 'abc', 'abd');
    expect(await screen.findByText('*กรุณาใส่รหัสผ่านเดิม')).toBeVisible();
    expect(screen.getByText('*รหัสผ่านต้องมีอย่างน้อย 8 ตัวขึ้นไป')).toBeVisible();
    expect(screen.getByText('*รหัสผ่านไม่ตรงกับรหัสผ่านใหม่')).toBeVisible();
  });

  it('on 400 pins "รหัสผ่านผิด" to the old password for 5 s and toasts the wrong password', async () => {
    const fetchMock = mockApi({ [on(profile.changePassword)]: () => fail(400, 'PASSWORD-WRONG') });
    renderForm();
    fillAndSubmit();

    expect(await screen.findByText('ใส่รหัสผ่านเดิมไม่ถูกต้อง')).toBeVisible();
    // The spec's tooltip on the field (its show transition does not run under fake timers).
    expect(await screen.findByText('รหัสผ่านผิด')).toHaveAttribute('role', 'tooltip');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ uid: 'u-1', oldPassword: 'old12345', password: 'new12345' });

    await act(async () => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText('รหัสผ่านผิด')).toHaveAttribute('role', 'tooltip');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.queryByText('รหัสผ่านผิด')).toBeNull());
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('on 404 pins "เคยใช้รหัสผ่านนี้แล้ว" to the new password for 5 s and toasts the reuse', async () => {
    mockApi({ [on(profile.changePassword)]: () => fail(404, 'PASSWORD-USED-BEFORE') });
    renderForm();
    fillAndSubmit();

    expect(await screen.findByText('รหัสผ่านใหม่นี้เคยถูกใช้มาแล้ว')).toBeVisible();
    expect(await screen.findByText('เคยใช้รหัสผ่านนี้แล้ว')).toHaveAttribute('role', 'tooltip');
    await act(async () => {
      vi.advanceTimersByTime(5100);
    });
    await waitFor(() => expect(screen.queryByText('เคยใช้รหัสผ่านนี้แล้ว')).toBeNull());
  });

  it('toasts other failures with the generic message', async () => {
    mockApi({ [on(profile.changePassword)]: () => fail(500, 'INTERNAL') });
    renderForm();
    fillAndSubmit();
    expect(await screen.findByText('ไม่สามารถเปลี่ยนรหัสผ่านได้')).toBeVisible();
  });

  it('toasts the success and reports it', async () => {
    mockApi({ [on(profile.changePassword)]: () => ok({ ok: true }) });
    renderForm();
    fillAndSubmit();
    expect(await screen.findByText('เปลี่ยนรหัสผ่านสำเร็จ')).toBeVisible();
    expect(onChanged).toHaveBeenCalled();
    expect(field(/^รหัสผ่านเดิม/).value).toBe('');
  });

  it('links to the forgot-password page', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).getAttribute('href')).toBe('/user/forgotpassword');
  });
});
