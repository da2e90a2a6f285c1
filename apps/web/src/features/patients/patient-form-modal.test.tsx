import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { masters, patients, type TPatient } from '@yim/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { answer, callsTo, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { PatientFormModal } from './patient-form-modal.tsx';

const BRANCH = { clinicUrl: 'yim', branchUrl: 'siam' };

export function patientFixture(overrides: Partial<TPatient> = {}): TPatient {
  return {
    id: 7,
    dn: 42,
    existDn: '',
    foreigner: false,
    titleNameTh: null,
    firstNameTh: 'สมชาย',
    lastNameTh: 'ใจดี',
    titleNameEn: null,
    firstNameEn: 'Somchai',
    lastNameEn: 'Jaidee',
    nickname: '',
    dob: null,
    gender: null,
    personalType: '1',
    personalId: '',
    mobile: '0812345678',
    tel: '',
    email: '',
    lineId: '',
    consentSms: false,
    consentLine: false,
    consentEmail: false,
    allergies: '',
    congenitalDiseases: '',
    emergencyContactName: '',
    emergencyContactRelation: '',
    emergencyContactPhone: '',
    photoContentId: null,
    notes: '',
    address: '',
    subDistrict: '',
    district: '',
    province: '',
    postcode: '',
    registeredBranchId: 1,
    createdAt: '2026-11-23T05:00:00.000Z',
    updatedAt: '2026-11-23T05:00:00.000Z',
    ...overrides,
  };
}

const EXISTING = patientFixture();

function serve(handlers: Record<string, (init: RequestInit) => Response | Promise<Response>> = {}) {
  setAccessToken('tok');
  const config = () => answer(masters.configValue, []);
  return mockApi({
    [on(masters.configValue, { segment: 'titleName' })]: config,
    [on(masters.configValue, { segment: 'titleNameEng' })]: config,
    [on(masters.configValue, { segment: 'gender' })]: config,
    [on(masters.configValue, { segment: 'personalType' })]: config,
    [on(patients.create, BRANCH)]: (init) =>
      answer(patients.create, patientFixture({ id: 8, dn: 43, ...JSON.parse(String(init.body)) })),
    ...handlers,
  });
}

function renderForm() {
  const onSaved = vi.fn();
  const onOpenPatient = vi.fn();
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '/:clinicUrl/:branchUrl',
        element: (
          <PatientFormModal
            branch={BRANCH}
            patient={null}
            onSaved={onSaved}
            onOpenPatient={onOpenPatient}
            onClose={onClose}
          />
        ),
      },
    ],
    '/yim/siam',
  );
  return { onSaved, onOpenPatient, onClose };
}

const dialog = () => screen.findByRole('dialog', { name: 'ลงทะเบียนผู้ป่วยใหม่' });
const field = (name: string) => within(screen.getByRole('dialog')).getByRole('textbox', { name });

function type(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

// A large form: on a loaded two-core machine one test takes several seconds of rendering.
describe('PatientFormModal', { timeout: 60_000 }, () => {
  afterEach(() => act(() => notifications.clean()));

  it('shows the contract Thai messages and checks the national id check digit before calling the server', async () => {
    const fetchMock = serve();
    renderForm();
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('*กรุณาใส่ชื่อภาษาไทย')).toBeVisible();
    expect(screen.getByText('*กรุณาใส่นามสกุลภาษาไทย')).toBeVisible();

    type('ชื่อ', 'สมหญิง');
    type('นามสกุล', 'รักษ์ฟัน');
    type('เลขประจำตัวประชาชน', '1-1014-00001-23-5'); // the check digit is 1
    type('เบอร์มือถือ', '081-234-567');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('*เลขประจำตัวประชาชนไม่ถูกต้อง')).toBeVisible();
    expect(screen.getByText('*เบอร์โทรศัพท์ต้องมีตัวเลข 10 ตัว')).toBeVisible();
    expect(callsTo(fetchMock, patients.checkDuplicate, BRANCH)).toHaveLength(0);
    expect(callsTo(fetchMock, patients.create, BRANCH)).toHaveLength(0);
  });

  it('asks a foreigner for the English names instead of the Thai ones', async () => {
    serve();
    renderForm();
    await dialog();
    fireEvent.click(screen.getByLabelText(/^ชาวต่างชาติ/));
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('*กรุณาใส่ชื่อภาษาอังกฤษ')).toBeVisible();
    expect(screen.queryByText('*กรุณาใส่ชื่อภาษาไทย')).toBeNull();
  });

  it('checks for duplicates, then saves on Enter when there are none', async () => {
    const fetchMock = serve({
      [on(patients.checkDuplicate, BRANCH)]: () => answer(patients.checkDuplicate, { duplicated: false, list: [] }),
    });
    const { onSaved } = renderForm();
    await dialog();
    type('ชื่อ', 'สมหญิง');
    type('นามสกุล', 'รักษ์ฟัน');
    type('เลขประจำตัวประชาชน', '1-1014-00001-23-1');
    fireEvent.submit(field('นามสกุล').closest('form')!);
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 15_000 });
    const [checkUrl] = callsTo(fetchMock, patients.checkDuplicate, BRANCH)[0]!;
    expect(new URL(String(checkUrl), 'http://x').searchParams.get('personalId')).toBe('1101400001231');
    const [, init] = callsTo(fetchMock, patients.create, BRANCH)[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ firstNameTh: 'สมหญิง', lastNameTh: 'รักษ์ฟัน' });
  });

  it('warns of a possible duplicate with its DN and name, and saves only when asked to', async () => {
    const fetchMock = serve({
      [on(patients.checkDuplicate, BRANCH)]: () =>
        answer(patients.checkDuplicate, { duplicated: true, list: [{ ...EXISTING, matchedBy: ['name'] }] }),
    });
    const { onSaved, onOpenPatient } = renderForm();
    await dialog();
    type('ชื่อ', 'สมชาย');
    type('นามสกุล', 'ใจดี');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('อาจมีผู้ป่วยนี้อยู่แล้ว');
    expect(within(warning).getByText('DN 000042 สมชาย ใจดี')).toBeVisible();
    expect(within(warning).getByText('ชื่อและนามสกุลตรงกัน')).toBeVisible();
    expect(callsTo(fetchMock, patients.create, BRANCH)).toHaveLength(0);

    fireEvent.click(within(warning).getByRole('button', { name: 'เปิดประวัติผู้ป่วยนี้' }));
    expect(onOpenPatient).toHaveBeenCalledWith(7);

    fireEvent.click(within(warning).getByRole('button', { name: 'บันทึกเป็นผู้ป่วยใหม่' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 15_000 });
    expect(callsTo(fetchMock, patients.create, BRANCH)).toHaveLength(1);
  });

  it('closes on Escape at once when nothing was typed, and asks first when something was', async () => {
    serve();
    const { onClose } = renderForm();
    fireEvent.keyDown(await dialog(), { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));

    onClose.mockClear();
    type('ชื่อ', 'สมหญิง');
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'ลงทะเบียนผู้ป่วยใหม่' }), { key: 'Escape' });
    const confirm = await screen.findByRole('dialog', { name: 'ยกเลิกการแก้ไข?' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'ไม่บันทึก' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
