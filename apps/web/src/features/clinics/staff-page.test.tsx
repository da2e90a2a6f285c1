import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { clinics, masters, ROLE, type TStaffMember } from '@yim/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { answer, callsTo, fail, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { StaffPage } from './staff-page.tsx';

const BRANCH = { clinicUrl: 'yim', branchUrl: 'siam' };

function member(uid: string, fullName: string, roles: number[], overrides: Partial<TStaffMember> = {}): TStaffMember {
  return {
    branchMemberId: Number(uid.slice(-1)),
    uid,
    email: `${uid.slice(-1)}@clinic.test`,
    fullName,
    fullNameEn: '',
    userTypeId: '1',
    drLicenseNo: null,
    authIdItems: roles,
    drApptColor: null,
    drFeeSharePercent: null,
    doctorWorkingHours: [],
    deletedAt: null,
    ...overrides,
  };
}

const UID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const MANAGER = member(UID(1), 'มานี ใจดี', [ROLE.MANAGER]);
const DOCTOR = member(UID(2), 'สมชาย ฟันสวย', [ROLE.DOCTOR], {
  drApptColor: '#1e88e5',
  doctorWorkingHours: [{ weekday: 1, startTime: '10:00', endTime: '19:00' }],
});
const FORMER = member(UID(3), 'กมล ยิ้มแย้ม', [ROLE.COUNTER], { deletedAt: '2026-01-05T03:00:00.000Z' });

function serve(roles: number[], handlers: Record<string, (init: RequestInit) => Response | Promise<Response>> = {}) {
  setAccessToken('tok');
  return mockApi({
    [on(clinics.checkLoginAtBranch, BRANCH)]: () =>
      answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture(roles) }),
    [on(clinics.listStaff, BRANCH)]: () => answer(clinics.listStaff, [MANAGER, DOCTOR, FORMER]),
    [on(masters.configValue, { segment: 'doctorColor' })]: () =>
      answer(masters.configValue, [
        { id: '5', nameTh: 'น้ำเงิน', nameEn: 'Blue', color: '#1e88e5', value: null, sort: 5 },
      ]),
    ...handlers,
  });
}

function renderStaff() {
  return renderRoutes([{ path: '/:clinicUrl/:branchUrl/usermanage', element: <StaffPage /> }], '/yim/siam/usermanage');
}

const table = () => screen.findByRole('table', { name: 'รายชื่อเจ้าหน้าที่' });

describe('StaffPage', () => {
  afterEach(() => act(() => notifications.clean()));

  it('lists active members first; former members only under their filter', async () => {
    serve([ROLE.MANAGER]);
    renderStaff();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]?.textContent).toContain('จ. 10:00–19:00');
    fireEvent.click(screen.getByRole('radio', { name: 'ปิดการใช้งาน' }));
    expect(within(await table()).getByText('กมล ยิ้มแย้ม')).toBeVisible();
    expect(screen.getByRole('button', { name: 'เปิดใช้งาน กมล ยิ้มแย้ม อีกครั้ง' })).toBeEnabled();
  });

  it('locks the manager role and a manager’s deactivation for a counter', async () => {
    serve([ROLE.COUNTER]);
    renderStaff();
    const rows = await table();
    expect(within(rows).getByRole('button', { name: 'ปิดการใช้งาน มานี ใจดี' })).toBeDisabled();
    expect(within(rows).getByRole('button', { name: 'ปิดการใช้งาน สมชาย ฟันสวย' })).toBeEnabled();
    fireEvent.click(within(rows).getByRole('button', { name: 'แก้ไขสิทธิ์ สมชาย ฟันสวย' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขสิทธิ์ของ สมชาย ฟันสวย' });
    expect(within(dialog).getByRole('checkbox', { name: /^ผู้จัดการ/ })).toBeDisabled();
    expect(within(dialog).getByText('เฉพาะผู้จัดการเท่านั้นที่กำหนดหรือเปลี่ยนสิทธิ์ผู้จัดการได้')).toBeVisible();
  });

  it("refuses no role with the contract's message, then sends the roles chosen", async () => {
    const fetchMock = serve([ROLE.MANAGER], {
      [on(clinics.updateStaff, BRANCH)]: () => answer(clinics.updateStaff, DOCTOR),
    });
    renderStaff();
    fireEvent.click(within(await table()).getByRole('button', { name: 'แก้ไขสิทธิ์ สมชาย ฟันสวย' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขสิทธิ์ของ สมชาย ฟันสวย' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'ทันตแพทย์' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('กรุณาเลือกสิทธิ์อย่างน้อยหนึ่งอย่าง')).toBeVisible();
    expect(callsTo(fetchMock, clinics.updateStaff, BRANCH)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'เคาน์เตอร์' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'ทันตแพทย์' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(callsTo(fetchMock, clinics.updateStaff, BRANCH)).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, clinics.updateStaff, BRANCH)[0]![1]!.body));
    expect(body).toEqual({ uid: DOCTOR.uid, authIdItems: [2, 3], drApptColor: '#1e88e5', drFeeSharePercent: null });
  });

  it("deactivates only after the confirmation and shows the server's refusal", async () => {
    const fetchMock = serve([ROLE.MANAGER], {
      [on(clinics.removeStaff, { ...BRANCH, uid: MANAGER.uid })]: () => fail(409, 'STAFF-LAST-MANAGER'),
    });
    renderStaff();
    fireEvent.click(within(await table()).getByRole('button', { name: 'ปิดการใช้งาน มานี ใจดี' }));
    const confirm = await screen.findByRole('dialog', { name: 'ยืนยันการปิดการใช้งาน' });
    expect(callsTo(fetchMock, clinics.removeStaff, { ...BRANCH, uid: MANAGER.uid })).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'ปิดการใช้งาน' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('สาขาต้องมีผู้จัดการอย่างน้อยหนึ่งคน');
  });
});
