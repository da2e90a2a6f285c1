import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clinics, media, ROLE, type TMediaFile, type TProtocolMedia } from '@yim/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { stubXhr } from '../../test/fake-xhr.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { answer, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ProtocolPhotosTab } from './protocol-photos-tab.tsx';

const BRANCH = { clinicUrl: 'yim', branchUrl: 'siam' };
const PARAMS = { ...BRANCH, patientId: 7 };

function photo(id: number, view: TProtocolMedia['photos'][number]['view']): TProtocolMedia['photos'][number] {
  const file: TMediaFile = {
    id,
    mediaURL: `/api/files/m/${id}.png?exp=1&sig=x`,
    category: 'Protocol',
    remark: '',
    fileName: `${view}.png`,
    fileSize: 10,
    fileType: 'image/png',
    patientId: 7,
    treatmentId: null,
    creationDt: '2026-11-26T03:00:00.000Z',
    creationUid: 'u-1',
    deletedAt: null,
    sha256: null,
    signature: null,
  };
  const arch = view === 'lower_occlusal' ? 'lower' : 'upper';
  const surface = view.endsWith('occlusal') ? 'occlusal' : view === 'frontal_view' ? 'frontal' : view;
  return { view, arch, surface: surface as 'occlusal', media: file };
}

function protocol(overrides: Partial<TProtocolMedia> = {}): TProtocolMedia {
  return {
    id: 4,
    patientId: 7,
    labId: null,
    creationDt: '2026-11-26T03:00:00.000Z',
    photos: [photo(1, 'upper_occlusal'), photo(2, 'frontal_view')],
    progress: {
      completed: ['upper_occlusal', 'frontal_view'],
      remaining: ['lower_occlusal', 'right_lateral', 'left_lateral'],
      percent: 40,
    },
    edit_status: { can_edit: true },
    ...overrides,
  };
}

function serve(list: TProtocolMedia[]) {
  setAccessToken('tok');
  return mockApi({
    [on(clinics.checkLoginAtBranch, BRANCH)]: () =>
      answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture([ROLE.ASSISTANT]) }),
    [on(media.protocolList, PARAMS)]: () => answer(media.protocolList, { list, total: list.length }),
  });
}

function renderTab() {
  return renderRoutes(
    [{ path: '/:clinicUrl/:branchUrl/patient/:patientId', element: <ProtocolPhotosTab patientId={7} /> }],
    '/yim/siam/patient/7',
  );
}

/** Chooses a photo for a view (Mantine's FileButton keeps a hidden file input in the slot). */
function choose(slot: string, file: File) {
  const input = screen.getByRole('region', { name: slot }).querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error(`no file input in ${slot}`);
  fireEvent.change(input, { target: { files: [file] } });
}

afterEach(() => vi.unstubAllGlobals());

describe('the protocol photo tab', () => {
  it('says which views are still missing, counting the photos chosen for the next upload', async () => {
    serve([protocol()]);
    renderTab();
    const missing = await screen.findByTestId('protocol-missing');
    expect(missing).toHaveTextContent('ยังขาดภาพ: ด้านบดเคี้ยวฟันล่าง, ด้านข้างขวา, ด้านข้างซ้าย');
    expect(screen.getByRole('progressbar', { name: 'ความคืบหน้าชุดภาพ 40%' })).toBeVisible();
    expect(screen.getByText(/เพิ่มหรือถ่ายใหม่ได้ภายใน 24 ชั่วโมง/)).toBeVisible();

    choose('ด้านข้างขวา', new File([new Uint8Array(10)], 'right.png', { type: 'image/png' }));
    await waitFor(() => expect(missing).toHaveTextContent('ยังขาดภาพ: ด้านบดเคี้ยวฟันล่าง, ด้านข้างซ้าย'));
    expect(screen.getByText('เลือกไว้ 1 ภาพ (1 KB)')).toBeVisible();

    // Not a JPEG or PNG: refused, still missing.
    choose('ด้านข้างซ้าย', new File([new Uint8Array(10)], 'left.gif', { type: 'image/gif' }));
    expect(await screen.findByText('ภาพ Protocol ต้องเป็นไฟล์ JPEG หรือ PNG')).toBeVisible();
    expect(missing).toHaveTextContent('ด้านข้างซ้าย');
  });

  it('uploads the chosen photos as one batch, showing the progress of each', async () => {
    serve([protocol()]);
    const xhr = stubXhr();
    renderTab();
    await screen.findByTestId('protocol-missing');
    choose('ด้านบดเคี้ยวฟันล่าง', new File([new Uint8Array(300)], 'lower.png', { type: 'image/png' }));
    choose('ด้านข้างซ้าย', new File([new Uint8Array(100)], 'left.jpg', { type: 'image/jpeg' }));
    await screen.findByText('เลือกไว้ 2 ภาพ (1 KB)');
    fireEvent.click(screen.getByRole('button', { name: 'อัปโหลดภาพที่เลือก' }));

    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const post = xhr.sent[0]!;
    // Added to the open set (PUT …/{id}), with the bearer token, as multipart: data, then the files in view order.
    expect(post.method).toBe('PUT');
    expect(post.url).toBe('/api/protocolMedia/yim/siam/7/4');
    expect(post.headers.authorization).toBe('Bearer tok');
    const form = post.body as FormData;
    expect(JSON.parse(String(form.get('data')))).toEqual({
      labId: null,
      files: [
        { fileName: 'lower.png', fileType: 'image/png', fileSize: 300, arch: 'lower', surface: 'occlusal' },
        { fileName: 'left.jpg', fileType: 'image/jpeg', fileSize: 100, arch: 'upper', surface: 'left_lateral' },
      ],
    });
    expect((form.getAll('file') as File[]).map((file) => file.name)).toEqual(['lower.png', 'left.jpg']);

    const lower = await screen.findByRole('progressbar', { name: 'ความคืบหน้าการอัปโหลด lower.png' });
    const left = screen.getByRole('progressbar', { name: 'ความคืบหน้าการอัปโหลด left.jpg' });
    // 100 bytes of data field and part headers, then 300 and 100 bytes of photos.
    post.progress(250, 500);
    await waitFor(() => expect(lower).toHaveAttribute('aria-valuenow', '50'));
    expect(left).toHaveAttribute('aria-valuenow', '0');
    post.progress(450, 500);
    await waitFor(() => expect(left).toHaveAttribute('aria-valuenow', '50'));
    expect(lower).toHaveAttribute('aria-valuenow', '99');

    post.respond(200, protocol({ progress: { completed: [], remaining: [], percent: 80 } }));
    await waitFor(() => expect(lower).toHaveAttribute('aria-valuenow', '100'));
    expect(left).toHaveAttribute('aria-valuenow', '100');
    expect(await screen.findByText('อัปโหลดภาพ Protocol แล้ว')).toBeVisible();
  });

  it('asks the refresh page of 50 for the older sets when a patient has more than ten', async () => {
    setAccessToken('tok');
    const sets = Array.from({ length: 12 }, (_, i) =>
      protocol({ id: 100 - i, creationDt: `2026-${String(12 - i).padStart(2, '0')}-01T03:00:00.000Z` }),
    );
    const limits: string[] = [];
    // mockApi's handlers do not see the query: this one answers by the limit asked.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (!url.pathname.startsWith('/api/protocolMedia/')) {
          return answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture([ROLE.ASSISTANT]) });
        }
        const limit = Number(url.searchParams.get('limit'));
        limits.push(String(limit));
        return answer(media.protocolList, { list: sets.slice(0, limit), total: sets.length });
      }),
    );
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'แสดงชุดภาพที่เก่ากว่า (2)' }));
    await waitFor(() => expect(limits).toEqual(['10', '50']));
    await waitFor(() => expect(screen.queryByRole('button', { name: /แสดงชุดภาพที่เก่ากว่า/ })).toBeNull());
  });

  it('shows a set older than 24 hours as closed: no photo can be chosen for it', async () => {
    serve([protocol({ edit_status: { can_edit: false } })]);
    renderTab();
    expect(await screen.findByText('ชุดภาพนี้สร้างเกิน 24 ชั่วโมงแล้ว แก้ไขไม่ได้ เริ่มชุดภาพใหม่เพื่อถ่ายเพิ่ม')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^เลือกภาพ / })).toBeNull();
    expect(screen.getByRole('button', { name: 'อัปโหลดภาพที่เลือก' })).toBeDisabled();
  });
});
