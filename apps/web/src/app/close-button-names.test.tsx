import { Modal } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { showToast } from '../lib/notify.ts';
import { renderRoutes } from '../test/render.tsx';

// Mantine's close buttons (a dialog's ×, a toast's ×) have no name of their own; the theme and
// the toasts give them one, in the screen's language.
describe('close buttons', () => {
  it("name a dialog's × in the current language", async () => {
    renderRoutes([{ path: '/', element: <Modal opened onClose={() => undefined} title="นัดหมาย" /> }], '/');
    expect(await screen.findByRole('button', { name: 'ปิดหน้าต่าง' })).toBeVisible();
    await i18n.changeLanguage('en');
    renderRoutes([{ path: '/', element: <Modal opened onClose={() => undefined} title="Appointment" /> }], '/');
    expect(await screen.findByRole('button', { name: 'Close dialog' })).toBeVisible();
  });

  it("name a toast's ×", async () => {
    renderRoutes([{ path: '/', element: <p>page</p> }], '/');
    showToast('success', 'บันทึกแล้ว');
    const toast = await screen.findByText('บันทึกแล้ว');
    expect(toast).toBeVisible();
    expect(screen.getByRole('button', { name: 'ปิดการแจ้งเตือน' })).toBeVisible();
  });
});
