import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { clinics, masters, ROLE, type TMasterEntry } from '@yim/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { answer, callsTo, fail, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ItemsListManagePage, TxListManagePage } from './master-list-routes.tsx';

const BRANCH = { clinicUrl: 'yim', branchUrl: 'siam' };
const ID = (id: number) => ({ ...BRANCH, id });

function entry(overrides: Partial<TMasterEntry>): TMasterEntry {
  return {
    id: 1,
    cateId: null,
    code: 'D1110',
    nameTh: 'ขูดหินปูน',
    nameEn: 'Scaling',
    price: 800,
    unit: '',
    favorite: false,
    timeUse: 0,
    branchId: 1,
    source: 'branch',
    deletedAt: null,
    ...overrides,
  };
}

const FILLING = entry({ id: 2, code: 'D2140', nameTh: 'อุดฟัน', nameEn: 'Filling', price: 1500, favorite: true });
const SCALING = entry({ id: 1, cateId: 7 });
const CATEGORY = { id: 7, code: 'PERIO', nameTh: 'ปริทันต์', nameEn: 'Periodontics', branchId: 1 };

function serve(roles: number[], handlers: Record<string, (init: RequestInit) => Response | Promise<Response>> = {}) {
  setAccessToken('tok');
  return mockApi({
    [on(clinics.checkLoginAtBranch, BRANCH)]: () =>
      answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture(roles) }),
    [on(masters.treatList, BRANCH)]: () => answer(masters.treatList, { list: [FILLING, SCALING], total: 2 }),
    [on(masters.treatCateList, BRANCH)]: () => answer(masters.treatCateList, { list: [CATEGORY], total: 1 }),
    ...handlers,
  });
}

function renderTx() {
  return renderRoutes(
    [{ path: '/:clinicUrl/:branchUrl/txlistmanage', element: <TxListManagePage /> }],
    '/yim/siam/txlistmanage',
  );
}

const table = () => screen.findByRole('table', { name: 'รายการการรักษา' });

describe('MasterListPage', () => {
  afterEach(() => act(() => notifications.clean()));

  it('lists favourites first under รายการใช้ประจำ, Thai and English names side by side, prices in baht', async () => {
    serve([ROLE.MANAGER]);
    renderTx();
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('รหัส'),
      'รายการใช้ประจำ',
      'D2140อุดฟันFilling1,500.00',
      'รายการทั้งหมด',
      'D1110ขูดหินปูนScalingปริทันต์800.00',
    ]);
    expect(screen.getByText('ทั้งหมด 2 รายการ')).toBeVisible();
  });

  it('sends the search to the server, from the first page', async () => {
    const fetchMock = serve([ROLE.MANAGER]);
    renderTx();
    await table();
    fireEvent.change(screen.getByLabelText('ค้นหา'), { target: { value: 'อุด' } });
    await waitFor(() => {
      const urls = callsTo(fetchMock, masters.treatList, BRANCH).map(([url]) => String(url));
      expect(urls.some((url) => url.includes('keyword=%E0%B8%AD%E0%B8%B8%E0%B8%94') && url.includes('offset=0'))).toBe(
        true,
      );
    });
  });

  it('validates the new entry with the contract messages, then posts it on Enter', async () => {
    const fetchMock = serve([ROLE.COUNTER], {
      [on(masters.treatCreate, BRANCH)]: () => answer(masters.treatCreate, entry({ id: 3, code: 'D7140' })),
    });
    renderTx();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มรายการ' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มรายการ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('*กรุณาใส่รหัส')).toBeVisible();
    expect(within(dialog).getByText('*กรุณาใส่ชื่อภาษาไทย')).toBeVisible();
    expect(within(dialog).getByText('*กรุณาใส่ราคา')).toBeVisible();
    expect(callsTo(fetchMock, masters.treatCreate, BRANCH)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^รหัส/), { target: { value: 'D7140' } });
    fireEvent.change(within(dialog).getByLabelText(/^ชื่อภาษาไทย/), { target: { value: 'ถอนฟัน' } });
    fireEvent.change(within(dialog).getByLabelText(/^ราคา/), { target: { value: '1200' } });
    fireEvent.submit(within(dialog).getByLabelText(/^รหัส/).closest('form')!);
    await waitFor(() => expect(callsTo(fetchMock, masters.treatCreate, BRANCH)).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, masters.treatCreate, BRANCH)[0]![1]!.body));
    expect(body).toEqual({ code: 'D7140', nameTh: 'ถอนฟัน', nameEn: '', cateId: null, price: 1200 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'เพิ่มรายการ' })).toBeNull());
  });

  it('closes the dialog on Escape without saving', async () => {
    const fetchMock = serve([ROLE.MANAGER]);
    renderTx();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มรายการ' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มรายการ' });
    fireEvent.change(within(dialog).getByLabelText(/^รหัส/), { target: { value: 'D7140' } });
    fireEvent.keyDown(within(dialog).getByLabelText(/^รหัส/), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'เพิ่มรายการ' })).toBeNull());
    expect(callsTo(fetchMock, masters.treatCreate, BRANCH)).toHaveLength(0);
  });

  it('shows the server message of a refused code on the field', async () => {
    serve([ROLE.MANAGER], {
      [on(masters.treatUpdate, ID(1))]: () => fail(409, 'MASTER-CODE-EXISTS'),
    });
    renderTx();
    fireEvent.click(within(await table()).getByRole('button', { name: 'แก้ไข D1110' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขรายการ' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^รหัส/).value).toBe('D1110');
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('รหัสนี้มีอยู่แล้วในรายการของสาขานี้')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'แก้ไขรายการ' })).toBeVisible();
  });

  it('deletes only after the confirmation', async () => {
    const fetchMock = serve([ROLE.MANAGER], {
      [on(masters.treatDelete, ID(1))]: () => answer(masters.treatDelete, { id: 1, hidden: false }),
    });
    renderTx();
    fireEvent.click(within(await table()).getByRole('button', { name: 'ลบ D1110' }));
    const confirm = await screen.findByRole('dialog', { name: 'ยืนยันการลบ' });
    // Visible once the modal's opening transition has run (how long that takes depends on the machine).
    await waitFor(() => expect(within(confirm).getByText('ต้องการลบ D1110 ขูดหินปูน ใช่หรือไม่')).toBeVisible());
    expect(callsTo(fetchMock, masters.treatDelete, ID(1))).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'ลบ' }));
    await waitFor(() => expect(callsTo(fetchMock, masters.treatDelete, ID(1))).toHaveLength(1));
  });

  it('toggles a favourite through the fav endpoints', async () => {
    const fetchMock = serve([ROLE.MANAGER], {
      [on(masters.treatFavAdd, ID(1))]: () => answer(masters.treatFavAdd, { id: 1, favorite: true }),
      [on(masters.treatFavRemove, ID(2))]: () => answer(masters.treatFavRemove, { id: 2, favorite: false }),
    });
    renderTx();
    const rows = within(await table());
    fireEvent.click(rows.getByRole('button', { name: 'เพิ่มในรายการใช้ประจำ D1110' }));
    fireEvent.click(rows.getByRole('button', { name: 'นำออกจากรายการใช้ประจำ D2140' }));
    await waitFor(() => expect(callsTo(fetchMock, masters.treatFavAdd, ID(1))).toHaveLength(1));
    await waitFor(() => expect(callsTo(fetchMock, masters.treatFavRemove, ID(2))).toHaveLength(1));
  });

  it('is read-only for a doctor', async () => {
    serve([ROLE.DOCTOR]);
    renderTx();
    const rows = within(await table());
    expect(screen.getByText('ดูได้อย่างเดียว: บทบาทของคุณแก้ไขรายการนี้ไม่ได้')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'เพิ่มรายการ' })).toBeNull();
    expect(rows.queryByRole('button', { name: 'แก้ไข D1110' })).toBeNull();
    expect(rows.getByRole('button', { name: 'เพิ่มในรายการใช้ประจำ D1110' })).toBeDisabled();
  });

  it('says so when the list is empty, and offers a retry when it fails', async () => {
    let isFailing = true;
    serve([ROLE.MANAGER], {
      [on(masters.itemList, BRANCH)]: () =>
        isFailing ? fail(500, 'INTERNAL') : answer(masters.itemList, { list: [], total: 0 }),
      [on(masters.itemCateList, BRANCH)]: () => answer(masters.itemCateList, { list: [], total: 0 }),
    });
    renderRoutes([{ path: '/:clinicUrl/:branchUrl/items', element: <ItemsListManagePage /> }], '/yim/siam/items');
    expect(await screen.findByText('โหลดรายการไม่สำเร็จ', {}, { timeout: 15_000 })).toBeVisible();
    isFailing = false;
    fireEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByText('ยังไม่มีรายการ')).toBeVisible();
  });

  it('manages the categories of the list', async () => {
    const fetchMock = serve([ROLE.MANAGER], {
      [on(masters.treatCateCreate, BRANCH)]: () =>
        answer(masters.treatCateCreate, { ...CATEGORY, id: 8, code: 'ENDO' }),
    });
    renderTx();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'หมวดหมู่' }));
    const dialog = await screen.findByRole('dialog', { name: 'หมวดหมู่' });
    expect(await within(dialog).findByText('PERIO')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'เพิ่มหมวดหมู่' }));
    const form = await screen.findByRole('dialog', { name: 'เพิ่มหมวดหมู่' });
    fireEvent.change(within(form).getByLabelText(/^รหัส/), { target: { value: 'ENDO' } });
    fireEvent.change(within(form).getByLabelText(/^ชื่อภาษาไทย/), { target: { value: 'รักษาราก' } });
    fireEvent.click(within(form).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(callsTo(fetchMock, masters.treatCateCreate, BRANCH)).toHaveLength(1));
  });
});
