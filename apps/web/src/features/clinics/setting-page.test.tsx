import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { clinics, ROLE, type TBranchSettings } from '@yim/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { answer, callsTo, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { SettingPage } from './setting-page.tsx';

const BRANCH = { clinicUrl: 'yim', branchUrl: 'siam' };
const SETTINGS: TBranchSettings = {
  url: 'siam',
  code: 'SIAM',
  name: 'สาขาสยาม',
  nameEn: 'Siam Branch',
  address: '',
  addressEn: '',
  tel: '021234567',
  taxId: '',
  rooms: [
    { id: 11, name: 'ห้อง 2', sortOrder: 2, active: true },
    { id: 10, name: 'ห้อง 1', sortOrder: 1, active: true },
  ],
  confApptDuration: '00:15',
  confOpeningTime: '09:00',
  confClosingTime: '20:00',
  linkedWithKtbPaotang: false,
  linkedWithNhso: true,
};

function serve(roles: number[], handlers: Record<string, (init: RequestInit) => Response | Promise<Response>> = {}) {
  setAccessToken('tok');
  return mockApi({
    [on(clinics.checkLoginAtBranch, BRANCH)]: () =>
      answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture(roles) }),
    [on(clinics.getBranchSettings, BRANCH)]: () => answer(clinics.getBranchSettings, SETTINGS),
    ...handlers,
  });
}

function renderSetting() {
  return renderRoutes([{ path: '/:clinicUrl/:branchUrl/setting', element: <SettingPage /> }], '/yim/siam/setting');
}

describe('SettingPage', () => {
  afterEach(() => act(() => notifications.clean()));

  it('is read-only for a counter: no save, no room buttons', async () => {
    serve([ROLE.COUNTER]);
    renderSetting();
    const name = await screen.findByRole('textbox', { name: 'ชื่อสาขา (ภาษาไทย)' });
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByText('ดูได้อย่างเดียว: เฉพาะผู้จัดการและหัวหน้าเคาน์เตอร์แก้ไขการตั้งค่าได้')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'บันทึกการตั้งค่า' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'เพิ่มห้อง' })).toBeNull();
  });

  it('refuses closing before opening with the contract message, then saves rooms in the new order', async () => {
    const fetchMock = serve([ROLE.HEADCOUNTER], {
      [on(clinics.updateBranchSettings, BRANCH)]: () => answer(clinics.updateBranchSettings, SETTINGS),
    });
    renderSetting();
    const rooms = await screen.findByRole('list', { name: 'รายชื่อห้องตรวจ' });
    expect(within(rooms).getByRole('textbox', { name: 'ชื่อห้องที่ 1' })).toHaveValue('ห้อง 1');

    const closing = screen.getByRole('textbox', { name: 'เวลาปิด' });
    fireEvent.change(closing, { target: { value: '8' } });
    fireEvent.blur(closing);
    expect(closing).toHaveValue('08:00');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    expect(await screen.findByText('เวลาปิดต้องหลังเวลาเปิด')).toBeVisible();
    expect(callsTo(fetchMock, clinics.updateBranchSettings, BRANCH)).toHaveLength(0);

    fireEvent.change(closing, { target: { value: '20:30' } });
    fireEvent.click(within(rooms).getByRole('button', { name: 'เลื่อนลง ห้อง 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มห้อง' }));
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    await waitFor(() => expect(callsTo(fetchMock, clinics.updateBranchSettings, BRANCH)).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, clinics.updateBranchSettings, BRANCH)[0]![1]!.body));
    expect(body.confClosingTime).toBe('20:30');
    expect(body.rooms).toEqual([
      { id: 11, name: 'ห้อง 2', active: true },
      { id: 10, name: 'ห้อง 1', active: true },
      { name: 'ห้อง 3', active: true },
    ]);
  });
});
