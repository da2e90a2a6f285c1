import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clinics, ROLE } from '@yim/contract';
import { fail, mockApi, ok, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ClinicPickerPage } from './clinic-picker-page.tsx';

const clinicList = {
  total: 1,
  list: [
    {
      url: 'yim',
      code: 'C01',
      name: 'คลินิกทันตกรรมยิ้ม',
      nameEn: 'Yim Dental',
      logo: null,
      branches: [
        { url: 'siam', code: 'B01', name: 'สาขาสยาม', nameEn: 'Siam', roleIds: [ROLE.DOCTOR] },
        { url: 'ari', code: 'B02', name: 'สาขาอารีย์', nameEn: 'Ari', roleIds: [ROLE.COUNTER, ROLE.MANAGER] },
      ],
    },
  ],
};

function renderPicker() {
  return renderRoutes(
    [
      { path: '/clinic', Component: ClinicPickerPage },
      { path: '/:clinicUrl/:branchUrl/*', element: <p>branch page</p> },
    ],
    '/clinic',
  );
}

describe('ClinicPickerPage', () => {
  it('shows clinics with their branches and roles, and opens the landing page of the roles', async () => {
    mockApi({ [on(clinics.listMyClinics)]: () => ok(clinicList) });
    const { router } = renderPicker();

    expect(await screen.findByText('คลินิกทันตกรรมยิ้ม')).toBeVisible();
    expect(screen.getByText('YD')).toBeVisible();
    expect(screen.getByText('ทันตแพทย์')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่สาขา สาขาสยาม' }));
    await screen.findByText('branch page');
    expect(router.state.location.pathname).toBe('/yim/siam/doctor/dashboard');
  });

  it('sends a counter to the appointment calendar', async () => {
    mockApi({ [on(clinics.listMyClinics)]: () => ok(clinicList) });
    const { router } = renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'เข้าสู่สาขา สาขาอารีย์' }));
    await screen.findByText('branch page');
    expect(router.state.location.pathname).toBe('/yim/ari/queuemanage');
  });

  it('explains what to do without any membership', async () => {
    mockApi({ [on(clinics.listMyClinics)]: () => ok({ list: [], total: 0 }) });
    renderPicker();
    expect(await screen.findByText('ยังไม่มีคลินิก')).toBeVisible();
    expect(screen.getByRole('button', { name: 'ตรวจสอบอีกครั้ง' })).toBeVisible();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    mockApi({
      [on(clinics.listMyClinics)]: () => (++calls === 1 ? fail(403, 'USER-INACTIVE') : ok(clinicList)),
    });
    renderPicker();
    expect(await screen.findByText('โหลดรายชื่อคลินิกไม่สำเร็จ')).toBeVisible();
    expect(screen.getByText('บัญชีนี้ถูกระงับการใช้งาน')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('คลินิกทันตกรรมยิ้ม')).toBeVisible();
  });
});
