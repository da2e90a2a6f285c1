import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAppointment } from '@yim/contract';
import { renderRoutes } from '../../test/render.tsx';
import { ReminderDelivery } from './reminder-delivery.tsx';

const at = '2026-11-26T03:00:00.000Z';

function show(reminder: Pick<TAppointment, 'rmdId' | 'reminderSentAt' | 'reminderDelivery'>) {
  const a = reminder as TAppointment;
  return renderRoutes([{ path: '/', element: <ReminderDelivery a={a} /> }], '/');
}

describe('how a reminder went out', () => {
  it('shows nothing without a reminder, and รอเตือน before it is due', async () => {
    const none = show({ rmdId: null, reminderSentAt: null, reminderDelivery: null });
    expect(none.container.querySelector('.mantine-Badge-root')).toBeNull();
    none.unmount();
    show({ rmdId: 6, reminderSentAt: null, reminderDelivery: null });
    expect(await screen.findByText('รอเตือน')).toBeInTheDocument();
  });

  it('gives each channel its outcome, in the order e-mail, SMS, LINE', async () => {
    show({
      rmdId: 1,
      reminderSentAt: at,
      reminderDelivery: {
        line: { status: 'failed', detail: 'BLOCKED', at },
        sms: { status: 'delivered', at },
        email: { status: 'skipped', detail: 'no consent', at },
      },
    });
    const badges = await screen.findAllByText(/: /);
    expect(badges.map((b) => b.textContent)).toEqual(['อีเมล: ไม่ส่ง', 'SMS: ถึงแล้ว', 'LINE: ส่งไม่สำเร็จ']);
  });
});
