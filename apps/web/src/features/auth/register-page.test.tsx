import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth, masters } from '@yim/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, fail, mockApi, ok, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { RegisterPage } from './register-page.tsx';

const config = (items: [string, string][]) =>
  items.map(([id, nameTh], sort) => ({ id, nameTh, nameEn: nameTh, color: null, value: null, sort }));

// Keyed the way the client builds the path, whatever it does with the trailing slash.
const REGISTER = on(auth.register);

const CONFIG_HANDLERS = {
  [on(masters.configValue, { segment: 'userType' })]: () =>
    ok(
      config([
        ['1', 'เจ้าหน้าที่คลินิก'],
        ['2', 'ทันตแพทย์'],
      ]),
    ),
  [on(masters.configValue, { segment: 'drSpecial' })]: () =>
    ok(
      config([
        ['1', 'ทันตแพทย์ทั่วไป'],
        ['2', 'ทันตกรรมจัดฟัน'],
      ]),
    ),
};

function renderRegister() {
  return renderRoutes(
    [
      { path: '/register', Component: RegisterPage },
      { path: '/login', element: <p>login page</p> },
    ],
    '/register',
  );
}

const input = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input, select' });
const userType = () => input(/^ประเภทผู้ใช้งาน/);
const license = () => screen.queryByLabelText<HTMLInputElement>(/^เลขใบอนุญาต/, { selector: 'input' });
const specialtiesValue = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="hidden"][name="drSpecialItems"]')?.value;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));

function type(label: RegExp, value: string) {
  fireEvent.change(input(label), { target: { value } });
}

async function fillValidForm() {
  await screen.findByRole('option', { name: 'ทันตแพทย์' });
  type(/^อีเมล/, 'new@example.com');
  type(/^รหัสผ่าน/, 'smile2024');
  type(/^ยืนยันรหัสผ่าน/, 'smile2024');
  type(/^ชื่อ \(ภาษาไทย\)/, 'สมชาย');
  type(/^นามสกุล \(ภาษาไทย\)/, 'ใจดี');
  type(/^ชื่อ \(ภาษาอังกฤษ\)/, 'Somchai');
  type(/^นามสกุล \(ภาษาอังกฤษ\)/, 'Jaidee');
  type(/^เบอร์โทรศัพท์/, '081-234-5678');
  fireEvent.change(userType(), { target: { value: '1' } });
}

describe('RegisterPage', () => {
  it('shows the dentist fields only for type 2 and clears them when the type changes', async () => {
    mockApi(CONFIG_HANDLERS);
    const { container } = renderRegister();
    await screen.findByRole('option', { name: 'ทันตแพทย์' });
    expect(userType().value).toBe('0');
    expect(license()).toBeNull();

    fireEvent.change(userType(), { target: { value: '2' } });
    fireEvent.change(license()!, { target: { value: '12345' } });
    expect(license()!.maxLength).toBe(5);
    fireEvent.click(input(/^สาขาเฉพาะทาง/));
    // The combobox opens without its transition finishing in jsdom: its options stay hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'ทันตกรรมจัดฟัน', hidden: true }));
    await waitFor(() => expect(specialtiesValue(container)).toBe('2'));

    fireEvent.change(userType(), { target: { value: '1' } });
    expect(license()).toBeNull();
    expect(specialtiesValue(container)).toBeUndefined();

    fireEvent.change(userType(), { target: { value: '2' } });
    expect(license()!.value).toBe('');
    expect(specialtiesValue(container)).toBe('');
  });

  it("shows the spec's messages on blur and on submit, and keeps the mobile numeric", async () => {
    mockApi(CONFIG_HANDLERS);
    renderRegister();
    await screen.findByRole('option', { name: 'ทันตแพทย์' });

    fireEvent.blur(input(/^อีเมล/));
    expect(await screen.findByText('*กรุณาใส่อีเมลล์')).toBeVisible();
    expect(screen.queryAllByText('*กรุณาใส่รหัสผ่าน')).toHaveLength(0);

    type(/^เบอร์โทรศัพท์/, '08a1-2345678999');
    expect(input(/^เบอร์โทรศัพท์/).value).toBe('0812345678');

    fireEvent.change(userType(), { target: { value: '2' } });
    submit();
    expect(await screen.findAllByText('*กรุณาใส่รหัสผ่าน')).toHaveLength(2);
    expect(screen.getByText('*กรุณาใส่ชื่อภาษาไทย')).toBeVisible();
    expect(screen.getByText('*กรุณาใส่นามสกุลภาษาอังกฤษ')).toBeVisible();
    expect(screen.getByText('*กรุณาใส่เลข ท.')).toBeVisible();
    expect(screen.getByText('*กรุณาเลือกสาขาเฉพาะทาง')).toBeVisible();
    expect(document.activeElement).toBe(input(/^อีเมล/));

    type(/^รหัสผ่าน/, 'smile2024');
    type(/^ยืนยันรหัสผ่าน/, 'smile2025');
    expect(await screen.findByText('*รหัสผ่านไม่ตรงกับรหัสผ่าน')).toBeVisible();
  });

  it('shows a duplicate e-mail under the e-mail field', async () => {
    mockApi({ ...CONFIG_HANDLERS, [REGISTER]: () => fail(400, 'USER-EMAIL-EXISTS', 'The Email is existing') });
    renderRegister();
    await fillValidForm();
    submit();
    expect(await screen.findByText('อีเมลเคยลงทะเบียนแล้ว')).toBeVisible();
    expect(input(/^อีเมล/).getAttribute('aria-invalid')).toBe('true');

    type(/^อีเมล/, 'other@example.com');
    expect(screen.queryByText('อีเมลเคยลงทะเบียนแล้ว')).toBeNull();
  });

  it("shows the server's validation messages under their fields", async () => {
    const common = '*รหัสผ่านนี้ถูกใช้กันทั่วไปและเดาได้ง่าย กรุณาตั้งรหัสผ่านอื่น';
    mockApi({
      ...CONFIG_HANDLERS,
      [REGISTER]: () =>
        new Response(
          JSON.stringify({
            errorCode: 'VALIDATION_FAILED',
            errorMessage: { validationResult: [{ error: [{ path: 'password', message: common }] }] },
          }),
          { status: 422, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    renderRegister();
    await fillValidForm();
    submit();
    expect(await screen.findByText(common)).toBeVisible();
  });

  it("sends the form and shows the 'check your e-mail' state with a link to /login", async () => {
    const fetchMock = mockApi({ ...CONFIG_HANDLERS, [REGISTER]: () => ok({ email: 'new@example.com' }) });
    const { router } = renderRegister();
    await fillValidForm();
    submit();

    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('กรุณาตรวจสอบอีเมลเพื่อยืนยันการลงทะเบียน')).toBeVisible();
    expect(notice.textContent).toContain('new@example.com');
    const call = callsTo(fetchMock, auth.register)[0];
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'new@example.com',
      password: 'smile2024',
      confirmPassword: 'smile2024',
      firstNameTh: 'สมชาย',
      lastNameTh: 'ใจดี',
      firstNameEn: 'Somchai',
      lastNameEn: 'Jaidee',
      mobile: '0812345678',
      userTypeId: '1',
      drLicenseNo: null,
      drSpecialItems: [],
    });

    fireEvent.click(within(notice).getByRole('link', { name: 'ไปหน้าเข้าสู่ระบบ' }));
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
  });
});
