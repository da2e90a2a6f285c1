import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clinics, media, ROLE, type TMediaFile } from '@yim/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { installGlobalErrorHandler } from '../../lib/global-error-handler.ts';
import { stubXhr } from '../../test/fake-xhr.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { answer, callsTo, fail, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { PatientFilesTab } from './patient-files-tab.tsx';

const BRANCH = { clinicUrl: 'yim', branchUrl: 'siam' };
const PUT_URL = '/api/files/media/2026/abc.png?exp=9999999999&sig=s1';

function mediaFile(overrides: Partial<TMediaFile> = {}): TMediaFile {
  return {
    id: 31,
    mediaURL: '/api/files/media/2026/abc.png?exp=9999999999&sig=s2',
    category: 'Photo',
    remark: '',
    fileName: 'smile.png',
    fileSize: 100,
    fileType: 'image/png',
    patientId: 7,
    treatmentId: null,
    creationDt: '2026-11-26T03:00:00.000Z',
    creationUid: 'u-1',
    deletedAt: null,
    sha256: null,
    signature: null,
    ...overrides,
  };
}

function serve(files: () => TMediaFile[]) {
  setAccessToken('tok');
  return mockApi({
    [on(clinics.checkLoginAtBranch, BRANCH)]: () =>
      answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture([ROLE.COUNTER]) }),
    [on(media.list, BRANCH)]: () => answer(media.list, { list: files(), total: files().length }),
    [on(media.getPresigned, BRANCH)]: () =>
      answer(media.getPresigned, {
        id: 31,
        url: PUT_URL,
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        expiresAt: '2026-11-26T03:15:00.000Z',
      }),
    [on(media.confirm, { ...BRANCH, id: 31 })]: () => answer(media.confirm, mediaFile()),
    [on(media.verify, { ...BRANCH, id: 44 })]: () =>
      answer(media.verify, { id: 44, intact: false, sha256: 'b'.repeat(64), storedSha256: 'a'.repeat(64) }),
  });
}

function renderTab() {
  return renderRoutes(
    [{ path: '/:clinicUrl/:branchUrl/patient/:patientId', element: <PatientFilesTab patientId={7} /> }],
    '/yim/siam/patient/7',
  );
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

let uninstall: (() => void) | null = null;

afterEach(() => {
  uninstall?.();
  uninstall = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the patient's files tab", () => {
  it("shows a signed document's evidence and checks the stored file again on request", async () => {
    const signed = mediaFile({
      id: 44,
      category: 'Document',
      fileName: 'consent_signed.pdf',
      fileType: 'application/pdf',
      sha256: 'a'.repeat(64),
      signature: {
        originalSha256: 'c'.repeat(64),
        sourceFileId: 12,
        signedBy: 'u-1',
        signerName: 'สมหญิง ใจดี',
        signedAt: '2026-11-26T03:00:00.000Z',
        device: 'iPad; Safari 18',
      },
    });
    const fetchMock = serve(() => [signed, mediaFile()]);
    renderTab();
    // Only the signed file carries the badge.
    expect(await screen.findAllByText('ลงนามแล้ว')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'หลักฐานการลงนามของ consent_signed.pdf' }));
    // Drawn only once opened (jsdom runs no transition, so the dropdown never counts as visible).
    expect(await screen.findByText('ผู้ลงนามในระบบ: สมหญิง ใจดี')).toBeInTheDocument();
    expect(screen.getByText('c'.repeat(64))).toBeInTheDocument();
    fireEvent.click(screen.getByText('ตรวจสอบว่าไฟล์ไม่ถูกแก้ไข'));
    expect(await screen.findByText('ไฟล์ไม่ตรงกับตอนที่ลงนาม: ถูกแก้ไขหลังการลงนาม')).toBeInTheDocument();
    expect(callsTo(fetchMock, media.verify, { ...BRANCH, id: 44 })).toHaveLength(1);
  });

  it('uploads a chosen file with its own progress bar, then lists it', async () => {
    let stored: TMediaFile[] = [];
    const fetchMock = serve(() => stored);
    const xhr = stubXhr();
    const { container } = renderTab();
    expect(await screen.findByText('ยังไม่มีไฟล์ของผู้ป่วยนี้')).toBeVisible();

    const photo = new File([new Uint8Array(100)], 'smile.png', { type: 'image/png' });
    fireEvent.change(fileInput(container), { target: { files: [photo] } });

    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const put = xhr.sent[0]!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(PUT_URL);
    // A storage URL: the signature is the credential, never the bearer token.
    expect(put.headers.authorization).toBeUndefined();
    expect(put.headers['content-type']).toBe('image/png');
    const body = JSON.parse(String(callsTo(fetchMock, media.getPresigned, BRANCH)[0]?.[1]?.body)) as unknown;
    expect(body).toEqual({
      category: 'Photo',
      patientId: 7,
      remark: '',
      fileName: 'smile.png',
      fileType: 'image/png',
      fileSize: 100,
    });

    const bar = await screen.findByRole('progressbar', { name: 'ความคืบหน้าการอัปโหลด smile.png' });
    put.progress(40, 100);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(within(screen.getByTestId('upload-progress')).getByText('40%')).toBeVisible();
    put.progress(100, 100);
    // Every byte sent is not yet stored: the server still confirms.
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '99'));

    stored = [mediaFile()];
    put.respond(200);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByText('อัปโหลดเสร็จ')).toBeVisible();
    expect(callsTo(fetchMock, media.confirm, { ...BRANCH, id: 31 })).toHaveLength(1);
    expect(await screen.findByRole('article', { name: 'smile.png' })).toBeVisible();
  });

  it('refuses a drop of more than five files before sending any', async () => {
    const fetchMock = serve(() => []);
    const xhr = stubXhr();
    renderTab();
    const zone = await screen.findByTestId('file-drop-zone');
    const files = Array.from({ length: 6 }, (_, i) => new File(['x'], `p${i}.png`, { type: 'image/png' }));
    fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
    expect(await screen.findByText('อัปโหลดได้ครั้งละไม่เกิน 5 ไฟล์')).toBeVisible();
    expect(xhr.sent).toHaveLength(0);
    expect(callsTo(fetchMock, media.getPresigned, BRANCH)).toHaveLength(0);
  });

  it('opens a DICOM file in the DICOM viewer and a PDF in a new tab', async () => {
    serve(() => [
      mediaFile({
        id: 1,
        fileName: 'ct.dcm',
        fileType: 'application/dicom',
        mediaURL: '/api/files/m/ct.dcm?exp=1&sig=a',
      }),
      mediaFile({
        id: 2,
        fileName: 'consent.pdf',
        fileType: 'application/pdf',
        mediaURL: '/api/files/m/c.pdf?exp=1&sig=b',
      }),
    ]);
    renderTab();
    const dicom = await screen.findByRole('link', { name: 'เปิดในโปรแกรมดูภาพ DICOM: ct.dcm' });
    const data = new URL(dicom.getAttribute('href') ?? '', 'http://localhost').searchParams.get('data') ?? '';
    expect(atob(data)).toBe('/api/files/m/ct.dcm?exp=1&sig=a');
    expect(dicom).toHaveAttribute('target', '_blank');
    const pdf = screen.getByRole('link', { name: 'เปิด PDF ในแท็บใหม่: consent.pdf' });
    expect(pdf).toHaveAttribute('href', '/api/files/m/c.pdf?exp=1&sig=b');
  });

  it('opens a file through the image viewer call: a fresh link in the tab opened by the click', async () => {
    const fresh = '/api/files/m/ct.dcm?exp=2&sig=new';
    const tab = { opener: window as unknown, location: { href: '' }, close: vi.fn() };
    const openTab = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let viewed: unknown;
    setAccessToken('tok');
    mockApi({
      [on(clinics.checkLoginAtBranch, BRANCH)]: () =>
        answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture([ROLE.COUNTER]) }),
      [on(media.list, BRANCH)]: () =>
        answer(media.list, {
          list: [
            mediaFile({
              id: 1,
              fileName: 'ct.dcm',
              fileType: 'application/dicom',
              mediaURL: '/api/files/m/ct.dcm?exp=1&sig=old',
            }),
          ],
          total: 1,
        }),
      [on(media.view, BRANCH)]: (init) => {
        viewed = JSON.parse(String(init.body));
        return answer(media.view, {
          id: 1,
          url: fresh,
          fileName: 'ct.dcm',
          fileType: 'application/dicom',
          expiresAt: '2026-11-26T03:05:00.000Z',
        });
      },
    });
    renderTab();
    fireEvent.click(await screen.findByRole('link', { name: 'เปิดในโปรแกรมดูภาพ DICOM: ct.dcm' }));
    expect(openTab).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    expect(viewed).toEqual({ image_url: '/api/files/m/ct.dcm?exp=1&sig=old' });
    const data = new URL(tab.location.href, 'http://localhost').searchParams.get('data') ?? '';
    expect(atob(data)).toBe(fresh);
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the opened tab again when the image viewer call fails', async () => {
    setAccessToken('tok');
    mockApi({
      [on(clinics.checkLoginAtBranch, BRANCH)]: () =>
        answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture([ROLE.COUNTER]) }),
      [on(media.list, BRANCH)]: () =>
        answer(media.list, {
          list: [mediaFile({ id: 2, fileName: 'consent.pdf', fileType: 'application/pdf' })],
          total: 1,
        }),
      [on(media.view, BRANCH)]: () => fail(404, 'MEDIA-NOT-FOUND', 'ไม่พบไฟล์'),
    });
    const tab = { opener: null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderTab();
    fireEvent.click(await screen.findByRole('link', { name: 'เปิด PDF ในแท็บใหม่: consent.pdf' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
  });

  it('opens a PDF on the signing page in a new window, and refetches when that window announces its upload', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const fetchMock = serve(() => [
      mediaFile({ id: 2, fileName: 'consent.pdf', fileType: 'application/pdf', mediaURL: '/api/files/m/c.pdf?sig=b' }),
    ]);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'ลงนาม (เปิดหน้าต่างใหม่)' }));
    const href = new URL(String(open.mock.calls[0]?.[0]), 'http://localhost');
    expect(href.pathname).toBe('/document');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      src: '/api/files/m/c.pdf?sig=b',
      id: '2',
      clinicUrl: 'yim',
      branchUrl: 'siam',
      filename: 'consent.pdf',
      patientId: '7',
    });
    expect(open.mock.calls[0]?.[1]).toBe('_blank');

    const listed = callsTo(fetchMock, media.list, BRANCH).length;
    const message = { timestamp: 1, type: 'POLL_FOR_UPDATE', payload: { patientId: '7', files: [{ id: 9 }] } };
    window.dispatchEvent(new StorageEvent('storage', { key: 'crossTabEvent', newValue: JSON.stringify(message) }));
    await waitFor(() => expect(callsTo(fetchMock, media.list, BRANCH).length).toBeGreaterThan(listed));
    open.mockRestore();
  });

  it.each([
    [413, 'MEDIA-QUOTA-EXCEEDED', 'file limit exceeded', 'พื้นที่เก็บข้อมูลเต็ม'],
    [402, 'MEDIA-PLAN-EXPIRED', 'file store plan expired.', 'การสมัครสมาชิกหมดอายุ'],
  ])(
    'opens the upload-limit dialog when getPresigned answers %s, without the failure toast',
    async (status, code, text, title) => {
      uninstall = installGlobalErrorHandler();
      const open = vi.spyOn(modals, 'open').mockReturnValue('id');
      const toast = vi.spyOn(notifications, 'show');
      setAccessToken('tok');
      mockApi({
        [on(clinics.checkLoginAtBranch, BRANCH)]: () =>
          answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture([ROLE.COUNTER]) }),
        [on(media.list, BRANCH)]: () => answer(media.list, { list: [], total: 0 }),
        [on(media.getPresigned, BRANCH)]: () => fail(status, code, text),
      });
      const xhr = stubXhr();
      const { container } = renderTab();
      await screen.findByText('ยังไม่มีไฟล์ของผู้ป่วยนี้');
      fireEvent.change(fileInput(container), { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
      await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
      expect(open.mock.calls[0]![0]).toMatchObject({ title });
      expect(await within(screen.getByTestId('upload-progress')).findByText(title)).toBeVisible();
      expect(toast.mock.calls.map(([shown]) => shown.message)).not.toContain('อัปโหลดภาพล้มเหลว');
      expect(xhr.sent).toHaveLength(0);
      uninstall();
    },
  );

  it("toasts 'อัปโหลดภาพล้มเหลว' when a file is refused for another reason", async () => {
    const toast = vi.spyOn(notifications, 'show');
    setAccessToken('tok');
    mockApi({
      [on(clinics.checkLoginAtBranch, BRANCH)]: () =>
        answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture([ROLE.COUNTER]) }),
      [on(media.list, BRANCH)]: () => answer(media.list, { list: [], total: 0 }),
      [on(media.getPresigned, BRANCH)]: () => fail(415, 'CONTENT-TYPE-NOT-ALLOWED'),
    });
    const { container } = renderTab();
    await screen.findByText('ยังไม่มีไฟล์ของผู้ป่วยนี้');
    fireEvent.change(fileInput(container), { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(toast.mock.calls.map(([shown]) => shown.message)).toContain('อัปโหลดภาพล้มเหลว'));
  });
});
