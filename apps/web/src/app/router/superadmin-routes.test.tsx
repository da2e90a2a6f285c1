import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { superadmin, type DataOf } from '@yim/contract';
import { setAccessToken } from '../../lib/api-client.ts';
import { answer, callsTo, fail, mockApi, ok, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from './routes.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const STATS = { clinics: 2, branches: 3, users: 9, members: 8 };
const CREATED: DataOf<typeof superadmin.createClinic> = {
  clinic: {
    id: 7,
    url: 'bangna',
    code: 'BNA',
    name: 'บางนา ทันตกรรม',
    nameEn: 'Bangna Dental',
    createdAt: '2026-11-23T05:00:00.000Z',
    branchCount: 1,
    memberCount: 1,
    branches: [{ url: 'main', code: 'MAIN', name: 'สาขาหลัก', nameEn: 'Main Branch', memberCount: 1 }],
    managers: [{ email: 'owner@bangna.example', fullName: '', branchUrl: 'main' }],
    members: [],
  },
  manager: { email: 'owner@bangna.example', invited: true },
};

describe('superadmin routes (spec clinic §2, issue 11)', () => {
  it('guard with GET /api/superadmin/health and show the platform page', async () => {
    setAccessToken('tok');
    const fetchMock = mockApi({
      [on(superadmin.health)]: () => answer(superadmin.health, { ok: true }),
      [on(superadmin.stats)]: () => answer(superadmin.stats, STATS),
    });
    const { router } = renderRoutes(routes, '/superadmin');
    expect(await screen.findByRole('heading', { level: 1, name: 'ผู้ดูแลระบบ' })).toBeTruthy();
    expect((await screen.findByTestId('stat-users')).textContent).toBe('9');
    expect(router.state.location.pathname).toBe('/superadmin');
    expect(callsTo(fetchMock, superadmin.health).length).toBeGreaterThan(0);
  });

  it('send anyone the health call refuses to /login', async () => {
    setAccessToken('tok');
    mockApi({ [on(superadmin.health)]: () => fail(403, 'PERMISSION_DENIED') });
    const { router } = renderRoutes(routes, '/superadmin/clinics');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('validate the create form with the contract before sending, then send the nested body', async () => {
    setAccessToken('tok');
    const fetchMock = mockApi({
      [on(superadmin.health)]: () => answer(superadmin.health, { ok: true }),
      [on(superadmin.createClinic)]: () => ok(CREATED),
    });
    renderRoutes(routes, '/superadmin/clinics/new');
    const submit = await screen.findByRole('button', { name: 'สร้างคลินิก' });
    const field = (label: string) => screen.getByLabelText(label, { exact: false });

    fireEvent.change(field('ชื่อคลินิก (ภาษาไทย)'), { target: { value: 'Bangna' } });
    fireEvent.change(field('URL ของคลินิก'), { target: { value: 'Bangna Dental' } });
    fireEvent.click(submit);
    expect(await screen.findByText('ชื่อภาษาไทยต้องมีตัวอักษรภาษาไทย')).toBeTruthy();
    expect(screen.getByText(/ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษพิมพ์เล็ก/)).toBeTruthy();
    expect(callsTo(fetchMock, superadmin.createClinic)).toHaveLength(0);

    const values: Record<string, string> = {
      'ชื่อคลินิก (ภาษาไทย)': 'บางนา ทันตกรรม',
      'ชื่อคลินิก (ภาษาอังกฤษ)': 'Bangna Dental',
      'URL ของคลินิก': 'bangna',
      รหัสคลินิก: 'BNA',
      'ชื่อสาขา (ภาษาไทย)': 'สาขาหลัก',
      'ชื่อสาขา (ภาษาอังกฤษ)': 'Main Branch',
      'URL ของสาขา': 'main',
      รหัสสาขา: 'MAIN',
      อีเมลผู้จัดการ: 'Owner@Bangna.example',
    };
    for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
    fireEvent.click(submit);
    expect(await screen.findByText('สร้าง บางนา ทันตกรรม แล้ว')).toBeTruthy();
    const [call] = callsTo(fetchMock, superadmin.createClinic);
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      clinic: { url: 'bangna', code: 'BNA', name: 'บางนา ทันตกรรม', nameEn: 'Bangna Dental' },
      branch: { url: 'main', code: 'MAIN', name: 'สาขาหลัก', nameEn: 'Main Branch' },
      manager: { email: 'owner@bangna.example' },
    });
    expect(screen.getByText('ส่งอีเมลเชิญให้ owner@bangna.example ตั้งรหัสผ่านแล้ว')).toBeTruthy();
  });

  it('put a taken url (409) on its field', async () => {
    setAccessToken('tok');
    mockApi({
      [on(superadmin.health)]: () => answer(superadmin.health, { ok: true }),
      [on(superadmin.createClinic)]: () => fail(409, 'CLINIC-URL-TAKEN', 'มีคลินิกที่ใช้ URL นี้แล้ว'),
    });
    renderRoutes(routes, '/superadmin/clinics/new');
    const submit = await screen.findByRole('button', { name: 'สร้างคลินิก' });
    const values: Record<string, string> = {
      'ชื่อคลินิก (ภาษาไทย)': 'ยิ้ม',
      'ชื่อคลินิก (ภาษาอังกฤษ)': 'Yim',
      'URL ของคลินิก': 'yim-demo',
      รหัสคลินิก: 'YIM',
      'ชื่อสาขา (ภาษาไทย)': 'สาขาหลัก',
      'ชื่อสาขา (ภาษาอังกฤษ)': 'Main',
      'URL ของสาขา': 'main',
      รหัสสาขา: 'MAIN',
      อีเมลผู้จัดการ: 'manager@demo.yim.test',
    };
    for (const [label, value] of Object.entries(values))
      fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(screen.getByLabelText('URL ของคลินิก', { exact: false }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText('มีคลินิกที่ใช้ URL นี้แล้ว').length).toBeGreaterThan(0);
  });
});
