import { files, masters, profile } from '@yim/contract';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { userFixture } from '../../test/fixtures.ts';
import { callsTo, fail, mockApi, ok, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { authKeys } from '../auth/auth.api.ts';
import type * as AvatarCrop from './avatar-crop.ts';
import { ProfileForm } from './profile-form.tsx';

// jsdom cannot decode or draw images: the crop itself is covered by avatar-crop.test.ts, the
// cropper by avatar-picker.test.tsx.
vi.mock('./avatar-crop.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof AvatarCrop>()),
  loadCropImage: vi.fn(async () => ({ url: 'blob:photo', width: 1200, height: 900 })),
  releaseCropImage: vi.fn(),
  cropAvatar: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

const config = (items: [string, string][]) =>
  items.map(([id, nameTh], sort) => ({ id, nameTh, nameEn: nameTh, color: null, value: null, sort }));
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

const onSaved = vi.fn();

function renderForm(user = userFixture()) {
  return renderRoutes([{ path: '/', element: <ProfileForm user={user} onSaved={onSaved} /> }], '/');
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input, select' });
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));

/** Chooses a picture and takes the cropper's centred framing as it is. */
async function chooseAvatar(container: HTMLElement) {
  const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  fireEvent.change(input!, { target: { files: [new File(['raw'], 'me.png', { type: 'image/png' })] } });
  const cropper = await screen.findByRole('dialog', { name: 'ครอบรูปโปรไฟล์' });
  fireEvent.click(within(cropper).getByRole('button', { name: 'ใช้รูปนี้' }));
  await screen.findByRole('button', { name: 'เลือกรูปอื่น' });
}

describe('ProfileForm', () => {
  afterEach(() => {
    onSaved.mockReset();
    act(() => notifications.clean());
  });

  it('shows the account with a read-only e-mail and a disabled user type', async () => {
    mockApi(CONFIG_HANDLERS);
    renderForm();
    expect(field(/^ชื่อ \(ภาษาไทย\)/).value).toBe('สมหญิง');
    expect(screen.getByDisplayValue('somying@example.com').hasAttribute('readonly')).toBe(true);
    await screen.findByRole('option', { name: 'เจ้าหน้าที่คลินิก' });
    expect((field(/^ประเภทผู้ใช้งาน/) as unknown as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByLabelText(/^เลขใบอนุญาต/)).toBeNull();
  });

  it('saves the profile when the avatar upload fails, with its own toast, then refreshes the user', async () => {
    const fetchMock = mockApi({
      ...CONFIG_HANDLERS,
      [on(files.uploadContent)]: () => fail(500, 'INTERNAL'),
      [on(profile.updateUserInfo)]: () => ok(userFixture({ firstNameTh: 'สมใจ' })),
    });
    queryClient.setQueryData(authKeys.checkLogin, { user: userFixture(), branch: null });
    const { container } = renderForm();

    await chooseAvatar(container);
    fireEvent.change(field(/^ชื่อ \(ภาษาไทย\)/), { target: { value: '  สมใจ ' } });
    confirm();

    expect(await screen.findByText('ไม่สามารถอัพโหลดรูปโปรไฟล์ได้')).toBeVisible();
    expect(await screen.findByText('อัพเดตโปรไฟล์สำเร็จ')).toBeVisible();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());

    const paths = fetchMock.mock.calls.map(
      ([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}`,
    );
    expect(paths.indexOf('POST /api/content/upload')).toBeLessThan(paths.indexOf('PUT /api/user/userInfo'));
    const upload = callsTo(fetchMock, files.uploadContent)[0];
    expect((upload?.[1]?.body as FormData).get('file')).toBeInstanceOf(Blob);
    const put = callsTo(fetchMock, profile.updateUserInfo)[0];
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      uid: 'u-1',
      firstNameTh: 'สมใจ',
      contentId: null,
      linkedWithMFD: false,
    });
    expect(queryClient.getQueryState(authKeys.checkLogin)?.isInvalidated).toBe(true);
  });

  it('uploads the avatar first and saves its content id', async () => {
    const fetchMock = mockApi({
      ...CONFIG_HANDLERS,
      [on(files.uploadContent)]: () => ok({ id: 42 }),
      [on(profile.updateUserInfo)]: () => ok(userFixture({ contentId: 42 })),
    });
    const { container } = renderForm();
    await chooseAvatar(container);
    confirm();
    expect(await screen.findByText('อัพเดตโปรไฟล์สำเร็จ')).toBeVisible();
    const put = callsTo(fetchMock, profile.updateUserInfo)[0];
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ contentId: 42 });
    expect(screen.queryByText('ไม่สามารถอัพโหลดรูปโปรไฟล์ได้')).toBeNull();
  });

  it('toasts a failed save and stays open', async () => {
    mockApi({ ...CONFIG_HANDLERS, [on(profile.updateUserInfo)]: () => fail(500, 'INTERNAL') });
    renderForm();
    fireEvent.change(field(/^เบอร์โทรศัพท์/), { target: { value: '0899999999' } });
    confirm();
    expect(await screen.findByText('ไม่สามารถอัพเดตโปรไฟล์ได้')).toBeVisible();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('names the first validation path of a 422 in the toast and marks that field', async () => {
    const invalid = new Response(
      JSON.stringify({
        errorCode: 'VALIDATION_FAILED',
        errorMessage: { validationResult: [{ error: [{ path: 'mobile', message: '*เบอร์โทรศัพท์ต้องมีตัวเลข 10 ตัว' }] }] },
      }),
      { status: 422, headers: { 'Content-Type': 'application/json' } },
    );
    mockApi({ ...CONFIG_HANDLERS, [on(profile.updateUserInfo)]: () => invalid });
    renderForm();
    confirm();
    expect(await screen.findByText('ไม่สามารถอัพเดตโปรไฟล์ได้ (mobile)')).toBeVisible();
    await waitFor(() => expect(field(/^เบอร์โทรศัพท์/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('*เบอร์โทรศัพท์ต้องมีตัวเลข 10 ตัว')).toBeVisible();
  });

  it("checks the profile's own messages before saving, and resets", async () => {
    const fetchMock = mockApi(CONFIG_HANDLERS);
    renderForm(userFixture({ userTypeId: '2', drLicenseNo: '12345', drSpecialItems: ['1'] }));
    fireEvent.change(field(/^ชื่อ \(ภาษาอังกฤษ\)/), { target: { value: ' ' } });
    fireEvent.change(field(/^เลขใบอนุญาต/), { target: { value: '12a' } });
    fireEvent.change(field(/^เบอร์โทรศัพท์/), { target: { value: '0812' } });
    confirm();
    expect(await screen.findByText('*กรุณาใส่ชื่อภาษาอังกฤษ')).toBeVisible();
    expect(screen.getByText('*กรุณาใส่เลข ท. (ใส่เฉพาะตัวเลข)')).toBeVisible();
    expect(screen.getByText('*เบอร์โทรศัพท์ต้องมีตัวเลข 10 ตัว')).toBeVisible();
    expect(callsTo(fetchMock, profile.updateUserInfo)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'คืนค่าเดิม' }));
    expect(field(/^เลขใบอนุญาต/).value).toBe('12345');
    expect(screen.queryByText('*กรุณาใส่ชื่อภาษาอังกฤษ')).toBeNull();
  });
});
