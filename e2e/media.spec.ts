import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEMO, signInWithToken } from './support/demo.ts';
import { canvasGrid, correlation, FOLDER, hasFolder, references } from './support/dicom.ts';

// Issue 14 "Done when": a batch of protocol photos uploads with progress; a patient's file goes
// to the recycle bin and comes back; a DICOM file of the patient's files opens in the viewer.
const DICOM_FILE = 'ct_signed_window_explicit_le.dcm';

async function newPatient(request: APIRequestContext, surname: string): Promise<number> {
  const token = await apiToken(request, DEMO.counter);
  const created = await request.post('/api/patient/yim-demo/siam', {
    headers: { authorization: `Bearer ${token}` },
    data: { firstNameTh: 'ไฟล์', lastNameTh: `${surname}${Date.now().toString().slice(-5)}` },
  });
  expect(created.status()).toBe(200);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A noisy RGB PNG, stored without compression: about width × height × 3 bytes, so uploads take a while. */
function noisePng(width: number, height: number, seed: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let state = seed;
  for (let i = 0; i < raw.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    raw[i] = i % (width * 3 + 1) === 0 ? 0 : state >>> 24;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every percentage the upload bars showed, recorded in the page as they change. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[data-testid="upload-progress"] [role="progressbar"]'))
        seen.push(Number(bar.getAttribute('aria-valuenow')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

const VIEWS = ['ด้านบดเคี้ยวฟันบน', 'ด้านบดเคี้ยวฟันล่าง', 'ด้านหน้า', 'ด้านข้างขวา', 'ด้านข้างซ้าย'];

test('a counter uploads a batch of five protocol photos with progress, and no view is missing', async ({
  page,
  request,
}) => {
  // Generous: the CI machine's two cores also run the server and the browser.
  test.setTimeout(90_000);
  const id = await newPatient(request, 'โปรโตคอล');
  await signInWithToken(page, request, DEMO.counter);
  await page.goto(`/yim-demo/siam/patient/${id}`);
  await page.getByRole('tab', { name: 'ภาพ Protocol' }).click();
  const missing = page.getByTestId('protocol-missing');
  await expect(missing).toHaveText(`ยังขาดภาพ: ${VIEWS.join(', ')}`);

  // Choosing photos per view: a view chosen is no longer missing.
  for (const [index, view] of VIEWS.entries()) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: `เลือกภาพ ${view}` }).click();
    await (
      await chooser
    ).setFiles({
      name: `view-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: noisePng(700, 700, index + 1),
    });
    if (index === 1) await expect(missing).toHaveText(`ยังขาดภาพ: ${VIEWS.slice(2).join(', ')}`);
  }
  await expect(missing).toHaveText('ครบทั้ง 5 มุมแล้ว');
  await expect(page.getByText('เลือกไว้ 5 ภาพ')).toBeVisible();

  // Slowed to about 2 MB/s, so the bars move through the 7 MB batch.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  });
  await recordProgress(page);
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/protocolMedia/yim-demo/siam/${id}`);
  await page.getByRole('button', { name: 'อัปโหลดภาพที่เลือก' }).click();
  expect((await saved).status()).toBe(200);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const bars = page.getByTestId('upload-progress').getByRole('progressbar');
  await expect(bars).toHaveCount(5);
  for (const bar of await bars.all()) await expect(bar).toHaveAttribute('aria-valuenow', '100');
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(seen.some((value) => value > 0 && value < 100)).toBe(true);

  await expect(page.getByText('อัปโหลดภาพ Protocol แล้ว')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'ความคืบหน้าชุดภาพ 100%' })).toBeVisible();
  await expect(page.getByText(/เพิ่มหรือถ่ายใหม่ได้ภายใน 24 ชั่วโมง/)).toBeVisible();
  for (const view of VIEWS) await expect(page.getByRole('img', { name: view })).toBeVisible();
});

test.describe("a patient's files", () => {
  test.skip(!hasFolder && !process.env.CI, 'no ../shared/testdata/dicom');

  test('a manager uploads files, opens a DICOM file in the viewer, deletes a photo to the bin and restores it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const id = await newPatient(request, 'ไฟล์ผู้ป่วย');
    await signInWithToken(page, request, DEMO.manager);
    await page.goto(`/yim-demo/siam/patient/${id}`);
    await page.getByRole('tab', { name: 'ไฟล์' }).click();
    await expect(page.getByText('ยังไม่มีไฟล์ของผู้ป่วยนี้')).toBeVisible();

    // The DICOM file through the button, filed as an X-ray; the photo dropped on the drop zone.
    await page.getByRole('combobox', { name: 'ประเภทไฟล์ที่อัปโหลด' }).click();
    await page.getByRole('option', { name: 'ภาพเอกซเรย์' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'เลือกไฟล์' }).click();
    await (
      await chooser
    ).setFiles({
      name: DICOM_FILE,
      mimeType: 'application/dicom',
      buffer: readFileSync(`${FOLDER}${DICOM_FILE}`),
    });
    // Its tile shows the first frame, decoded in the page (spec access §9).
    await expect(page.getByRole('article', { name: DICOM_FILE }).getByTestId('dicom-thumbnail')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: `ความคืบหน้าการอัปโหลด ${DICOM_FILE}` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );

    const photo = noisePng(64, 48, 7).toString('base64');
    const dropped = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'smile.png', { type: 'image/png' }));
      return transfer;
    }, photo);
    await page.getByTestId('file-drop-zone').dispatchEvent('dragover', { dataTransfer: dropped });
    await page.getByTestId('file-drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
    const photoTile = page.getByRole('article', { name: 'smile.png' });
    await expect(photoTile).toBeVisible();
    await expect(photoTile.getByText('ภาพเอกซเรย์')).toBeVisible();

    // The image opens in the lightbox.
    await photoTile.getByRole('button', { name: 'เปิด smile.png' }).click();
    await expect(page.getByTestId('lightbox-image')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('lightbox-image')).toBeHidden();

    // The DICOM file opens in the DICOM viewer (a new tab), rendered as DCMTK renders it.
    const popup = page.waitForEvent('popup');
    await page
      .getByRole('article', { name: DICOM_FILE })
      .getByRole('link', { name: `เปิดในโปรแกรมดูภาพ DICOM: ${DICOM_FILE}` })
      .click();
    const viewer = await popup;
    await expect(viewer).toHaveURL(/\/dicom-viewer\?data=/);
    await expect(viewer.getByTestId('dicom-canvas')).toBeVisible({ timeout: 20_000 });
    const grid = await canvasGrid(viewer, references.grid);
    expect(correlation(grid, references.files[DICOM_FILE]?.render.grid ?? [])).toBeGreaterThan(0.99);
    await viewer.close();

    // To the bin, after a confirmation; back from the bin.
    await photoTile.getByRole('button', { name: 'ลบ' }).click();
    const confirm = page.getByRole('dialog', { name: 'ย้ายไฟล์ไปถังขยะ?' });
    await confirm.getByRole('button', { name: 'ลบ' }).click();
    await expect(page.getByText('ย้ายไฟล์ไปถังขยะแล้ว')).toBeVisible();
    await expect(photoTile).toBeHidden();

    await page.getByRole('radiogroup', { name: 'แสดง' }).getByText('ถังขยะ', { exact: true }).click();
    const binned = page.getByRole('article', { name: 'smile.png' });
    await expect(binned).toBeVisible();
    await expect(page.getByRole('article', { name: DICOM_FILE })).toBeHidden();
    await binned.getByRole('button', { name: 'กู้คืน' }).click();
    await expect(page.getByText('กู้คืนไฟล์แล้ว')).toBeVisible();
    await expect(page.getByText('ถังขยะว่าง')).toBeVisible();

    await page.getByRole('radiogroup', { name: 'แสดง' }).getByText('ไฟล์', { exact: true }).click();
    await expect(page.getByRole('article', { name: 'smile.png' })).toBeVisible();
    await expect(page.getByRole('article', { name: DICOM_FILE })).toBeVisible();
  });
});
