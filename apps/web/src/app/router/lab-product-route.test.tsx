import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { clinics, masters, ROLE, type TMasterEntry } from '@yim/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { answer, callsTo, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { LabProductManagePage } from './master-list-routes.tsx';

// labproductmanage: the master-list page with the lab catalogue's description (adr/0011).

const BRANCH = { clinicUrl: 'yim', branchUrl: 'siam' };
const COMPANY = { id: 9, code: 'SDL', nameTh: 'สยามเดนทัลแล็บ', nameEn: 'Siam Dental Lab', branchId: 1 };
const CROWN: TMasterEntry = {
  id: 5,
  cateId: 9,
  code: 'SDL-ZR',
  nameTh: 'ครอบฟันเซอร์โคเนีย',
  nameEn: 'Zirconia crown',
  price: 3200,
  unit: 'ซี่',
  favorite: true,
  timeUse: 3,
  branchId: 1,
  source: 'branch',
  deletedAt: null,
};

function serve(roles: number[]) {
  setAccessToken('tok');
  return mockApi({
    [on(clinics.checkLoginAtBranch, BRANCH)]: () =>
      answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture(roles) }),
    [on(masters.labList, BRANCH)]: () => answer(masters.labList, { list: [CROWN], total: 1 }),
    [on(masters.companyLabList, BRANCH)]: () => answer(masters.companyLabList, { list: [COMPANY], total: 1 }),
    [on(masters.labCreate, BRANCH)]: () => answer(masters.labCreate, { ...CROWN, id: 6, code: 'SDL-PFM' }),
  });
}

function renderLab() {
  return renderRoutes(
    [{ path: '/:clinicUrl/:branchUrl/labproductmanage', element: <LabProductManagePage /> }],
    '/yim/siam/labproductmanage',
  );
}

describe('LabProductManagePage', () => {
  afterEach(() => act(() => notifications.clean()));

  it('lists products with their lab company, price and unit, favourites first', async () => {
    serve([ROLE.COUNTER]);
    renderLab();
    const table = await screen.findByRole('table', { name: 'รายการงานแล็บ' });
    expect(within(table).getByRole('columnheader', { name: 'บริษัทแล็บ' })).toBeVisible();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('รหัส'),
      'รายการใช้ประจำ',
      'SDL-ZRครอบฟันเซอร์โคเนียZirconia crownสยามเดนทัลแล็บ3,200.00ซี่',
    ]);
    expect(screen.getByRole('button', { name: 'บริษัทแล็บ' })).toBeVisible();
    expect(screen.getByPlaceholderText('ทุกบริษัท')).toBeVisible();
  });

  it('requires a lab company before it creates a product', async () => {
    const fetchMock = serve([ROLE.COUNTER]);
    renderLab();
    await screen.findByRole('table', { name: 'รายการงานแล็บ' });
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มรายการ' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มรายการ' });
    fireEvent.change(within(dialog).getByLabelText(/^รหัส/), { target: { value: 'SDL-PFM' } });
    fireEvent.change(within(dialog).getByLabelText(/^ชื่อภาษาไทย/), { target: { value: 'ครอบฟันเซรามิก' } });
    fireEvent.change(within(dialog).getByLabelText(/^ราคา/), { target: { value: '1500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('*กรุณาเลือกบริษัทแล็บ')).toBeVisible();
    expect(callsTo(fetchMock, masters.labCreate, BRANCH)).toHaveLength(0);
  });

  it('is read-only for a doctor', async () => {
    serve([ROLE.DOCTOR]);
    renderLab();
    await screen.findByRole('table', { name: 'รายการงานแล็บ' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'เพิ่มรายการ' })).toBeNull());
    expect(screen.getByText('ดูได้อย่างเดียว: บทบาทของคุณแก้ไขรายการนี้ไม่ได้')).toBeVisible();
  });
});
