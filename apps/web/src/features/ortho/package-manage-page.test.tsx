import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { ortho, type TOrthoPackage } from '@yim/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { answer, callsTo, fail, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { PackageManagePage } from './package-manage-page.tsx';

const BRANCH = { clinicUrl: 'yim', branchUrl: 'siam' };

const METAL: TOrthoPackage = {
  id: 11,
  branchId: 1,
  nameTh: 'จัดฟันโลหะ',
  nameEn: 'Metal braces',
  items: [
    { nameTh: 'ติดเครื่องมือ', nameEn: 'Brackets', price: 20_000 },
    { nameTh: 'ปรับเครื่องมือ', nameEn: 'Adjustments', price: 29_000 },
  ],
  price: 49_000,
  visits: 24,
  instalments: 12,
  creationDt: '2026-01-01T00:00:00.000Z',
  modifyDt: '2026-01-01T00:00:00.000Z',
};
const TEMPLATE: TOrthoPackage = { ...METAL, id: 3, branchId: 0, nameTh: 'แพ็กเกจต้นแบบ', nameEn: 'Template' };

function serve(handlers: Record<string, (init: RequestInit) => Response | Promise<Response>> = {}) {
  setAccessToken('tok');
  return mockApi({
    [on(ortho.masterList, BRANCH)]: () => answer(ortho.masterList, { list: [METAL], total: 1 }),
    ...handlers,
  });
}

function render() {
  return renderRoutes(
    [{ path: '/:clinicUrl/:branchUrl/packageManage', element: <PackageManagePage /> }],
    '/yim/siam/packageManage',
  );
}

const table = () => screen.findByRole('table', { name: 'แพ็กเกจจัดฟัน' });

describe('PackageManagePage', () => {
  afterEach(() => act(() => notifications.clean()));

  it('lists the branch packages with their items, price, visits and instalments', async () => {
    serve();
    render();
    const row = within(await table()).getByRole('row', { name: /จัดฟันโลหะ/ });
    expect(row).toHaveTextContent('ติดเครื่องมือ, ปรับเครื่องมือ');
    expect(row).toHaveTextContent('49,000.00');
    expect(within(row).getByRole('button', { name: 'แก้ไข จัดฟันโลหะ' })).toBeVisible();
  });

  it('checks the form with the contract before sending, and shows a duplicate name on the field', async () => {
    const fetchMock = serve({
      [on(ortho.masterCreate, BRANCH)]: () =>
        fail(409, 'ORTHO-MASTER-DUPLICATED', 'duplicated master ortho package name'),
    });
    render();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มแพ็กเกจ' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มแพ็กเกจจัดฟัน' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    // The package's Thai name and the first item's, both empty.
    expect(await within(dialog).findAllByText('กรุณากรอกชื่อภาษาไทย')).toHaveLength(2);
    expect(callsTo(fetchMock, ortho.masterCreate, BRANCH)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^ชื่อแพ็กเกจ \(ไทย\)/), { target: { value: 'จัดฟันโลหะ' } });
    fireEvent.change(within(dialog).getByLabelText('ชื่อรายการที่ 1 (ไทย)'), { target: { value: 'ทั้งชุด' } });
    fireEvent.change(within(dialog).getByLabelText('ราคารายการที่ 1'), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(callsTo(fetchMock, ortho.masterCreate, BRANCH)).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, ortho.masterCreate, BRANCH)[0]![1]!.body));
    expect(body).toEqual({
      nameTh: 'จัดฟันโลหะ',
      nameEn: '',
      items: [{ nameTh: 'ทั้งชุด', nameEn: '', price: 1000 }],
      visits: 24,
      instalments: 12,
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ชื่อแพ็กเกจจัดฟันนี้มีอยู่แล้ว');
    expect(screen.getByRole('dialog', { name: 'เพิ่มแพ็กเกจจัดฟัน' })).toBeVisible();
  });

  it('shows the national templates read-only, with a copy into the branch instead of edit and delete', async () => {
    const fetchMock = serve();
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const list = url.searchParams.get('scope') === 'template' ? [TEMPLATE] : [METAL];
      return answer(ortho.masterList, { list, total: 1 });
    });
    render();
    await table();
    fireEvent.click(screen.getByRole('radio', { name: 'แพ็กเกจต้นแบบ' }));
    const row = await within(await table()).findByRole('row', { name: /แพ็กเกจต้นแบบ/ });
    expect(within(row).queryByRole('button', { name: /^แก้ไข/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'คัดลอก แพ็กเกจต้นแบบ เป็นแพ็กเกจของสาขา' }));
    const dialog = await screen.findByRole('dialog', { name: 'คัดลอกแพ็กเกจต้นแบบเป็นแพ็กเกจของสาขา' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^ชื่อแพ็กเกจ \(ไทย\)/).value).toBe('แพ็กเกจต้นแบบ');
  });
});
