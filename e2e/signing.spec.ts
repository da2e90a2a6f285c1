import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEMO, signInWithToken } from './support/demo.ts';

// Issue 15: a PDF of the patient's files opens on the signing page in a new window; a pen
// (CDP touch with force) signs page 1, a finger (force 0) does not draw, a mouse stroke on page 2
// is erased, zoom changes, and the upload files the signed PDF, which the patient's list shows
// (the cross-tab message) and which opens again with the same pages, the pen's stroke in page 1's
// image and the erased one nowhere; a stroke answered after 10 s warns; print opens the export.
const FOLDER = fileURLToPath(new URL('../../shared/testdata/pdf/', import.meta.url));
const hasFolder = existsSync(`${FOLDER}manifest.json`);
const PDF_FILE = 'rotate90_second_page.pdf';

async function newPatient(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request, DEMO.counter);
  const created = await request.post('/api/patient/yim-demo/siam', {
    headers: { authorization: `Bearer ${token}` },
    data: { firstNameTh: 'ลงนาม', lastNameTh: `เอกสาร${Date.now().toString().slice(-5)}` },
  });
  expect(created.status()).toBe(200);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

type Point = { x: number; y: number };

/**
 * A stroke of CDP touch events; force > 0 is a pen (spec §4), force 0 a finger. `touchedMsAgo`
 * dates the first touch that long before now, as if the page had kept it waiting.
 */
async function touchStroke(page: Page, from: Point, to: Point, force: number, touchedMsAgo = 0) {
  const cdp = await page.context().newCDPSession(page);
  const point = (p: Point) => [{ x: p.x, y: p.y, force, radiusX: 1, radiusY: 1, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: point(from),
    ...(touchedMsAgo ? { timestamp: (Date.now() - touchedMsAgo) / 1000 } : {}),
  });
  for (let i = 1; i <= 10; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / 10, y: from.y + ((to.y - from.y) * i) / 10 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(p) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function mouseStroke(page: Page, from: Point, to: Point) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

/**
 * Dark pixels of page n's image (the first canvas of its stage: the PDF page as rendered, without
 * the strokes drawn on top) in a band of 1 % of the page's height around a segment between two
 * points given as fractions of the page's width and height.
 */
async function inkAlong(page: Page, n: number, from: Point, to: Point): Promise<number> {
  await pageBox(page, n);
  const image = page.getByTestId(`sign-page-${n}`).locator('canvas').first();
  return image.evaluate(
    (canvas: HTMLCanvasElement, [a, b]: Point[]) => {
      const context = canvas.getContext('2d');
      if (!context || !a || !b) throw new Error('no 2d canvas');
      const band = Math.ceil(canvas.height * 0.01);
      let dark = 0;
      for (let i = 0; i <= 50; i++) {
        const x = Math.round((a.x + ((b.x - a.x) * i) / 50) * canvas.width);
        const y = Math.round((a.y + ((b.y - a.y) * i) / 50) * canvas.height);
        const { data } = context.getImageData(x, y - band, 1, 2 * band + 1);
        for (let p = 0; p < data.length; p += 4) {
          if ((data[p] ?? 255) + (data[p + 1] ?? 255) + (data[p + 2] ?? 255) < 240 && (data[p + 3] ?? 0) > 0) dark++;
        }
      }
      return dark;
    },
    [from, to],
  );
}

async function pageBox(page: Page, n: number) {
  const holder = page.getByTestId(`sign-page-${n}`);
  await holder.scrollIntoViewIfNeeded();
  await expect(holder).toHaveAttribute('data-rendered', 'true');
  const box = await holder.boundingBox();
  if (!box) throw new Error(`page ${n} is not laid out`);
  /** A point of the page on the screen, given as fractions of its width and height. */
  const at = (fx: number, fy: number): Point => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
  return { holder, box, at };
}

/** Opens /document on a PDF of the test data, served to the page as the staff link would fetch it. */
async function openDocument(page: Page, request: APIRequestContext, file: string) {
  await signInWithToken(page, request, DEMO.manager);
  await page.route('**/testdata/document.pdf', (route) =>
    route.fulfill({ contentType: 'application/pdf', body: readFileSync(`${FOLDER}${file}`) }),
  );
  await page.goto('/document?src=/testdata/document.pdf&clinicUrl=yim-demo&branchUrl=siam&filename=document.pdf');
}

test.describe('the signing page', () => {
  test.skip(!hasFolder && !process.env.CI, 'no ../shared/testdata/pdf');

  test('a PDF of the patient is signed with a pen, erased, zoomed and uploaded', async ({ page, request }) => {
    test.setTimeout(120_000);
    const id = await newPatient(request);
    await signInWithToken(page, request, DEMO.manager);
    await page.goto(`/yim-demo/siam/patient/${id}`);
    await page.getByRole('tab', { name: 'ไฟล์' }).click();
    await page.getByRole('combobox', { name: 'ประเภทไฟล์ที่อัปโหลด' }).click();
    await page.getByRole('option', { name: 'เอกสาร' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'เลือกไฟล์' }).click();
    await (
      await chooser
    ).setFiles({ name: PDF_FILE, mimeType: 'application/pdf', buffer: readFileSync(`${FOLDER}${PDF_FILE}`) });
    const tile = page.getByRole('article', { name: PDF_FILE });
    await expect(tile).toBeVisible();

    const popupOpened = page.waitForEvent('popup');
    await tile.getByRole('button', { name: 'ลงนาม (เปิดหน้าต่างใหม่)' }).click();
    const signing = await popupOpened;
    await expect(signing.getByTestId('sign-page-count')).toContainText('2 หน้า');

    // Page 2 is shown landscape (/Rotate 90).
    const second = await pageBox(signing, 2);
    expect(second.box.width).toBeGreaterThan(second.box.height);

    // Where the pen and the mouse will draw, as the original shows it (no ink expected there).
    const penLine = [
      { x: 0.2, y: 0.8 },
      { x: 0.5, y: 0.85 },
    ] as const;
    const erasedLine = [
      { x: 0.3, y: 0.5 },
      { x: 0.6, y: 0.5 },
    ] as const;
    const originalInk = [await inkAlong(signing, 1, ...penLine), await inkAlong(signing, 2, ...erasedLine)];

    const first = await pageBox(signing, 1);
    const { at } = first;
    // A finger (force 0) does not draw; the pen (force > 0) does.
    await touchStroke(signing, at(penLine[0].x, penLine[0].y), at(penLine[1].x, penLine[1].y), 0);
    await expect(first.holder).toHaveAttribute('data-strokes', '0');
    await touchStroke(signing, at(penLine[0].x, penLine[0].y), at(penLine[1].x, penLine[1].y), 0.5);
    await expect(first.holder).toHaveAttribute('data-strokes', '1');

    // A mouse stroke on page 2, then the eraser across it.
    const again = await pageBox(signing, 2);
    const { at: on2 } = again;
    await mouseStroke(signing, on2(erasedLine[0].x, erasedLine[0].y), on2(erasedLine[1].x, erasedLine[1].y));
    await expect(again.holder).toHaveAttribute('data-strokes', '1');
    await signing.getByRole('radiogroup', { name: 'เครื่องมือ' }).getByText('ยางลบ').click();
    await mouseStroke(signing, on2(0.45, 0.3), on2(0.45, 0.7));
    await expect(again.holder).toHaveAttribute('data-strokes', '0');
    await expect(first.holder).toHaveAttribute('data-strokes', '1');

    await signing.getByRole('button', { name: 'ขยาย' }).click();
    await expect(signing.getByTestId('sign-zoom')).toHaveText('ขนาด 110%');

    // The screen at the two tablet/laptop sizes, kept with the results for a look.
    for (const [width, height] of [
      [1280, 800],
      [1024, 768],
    ] as const) {
      await signing.setViewportSize({ width, height });
      await signing.screenshot({ path: test.info().outputPath(`signing-${width}x${height}.png`) });
    }

    // 'Upload Successful', then the window closes by itself 2 s later.
    const closed = signing.waitForEvent('close');
    const sawSuccess = signing
      .getByRole('dialog', { name: 'Upload Successful' })
      .waitFor({ timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    await signing.getByRole('button', { name: 'อัปโหลดเอกสารที่ลงนาม' }).click();
    await closed;
    expect(await sawSuccess).toBe(true);

    // The patient's list heard the cross-tab message.
    const signed = page.getByRole('article', { name: 'rotate90_second_page_signed.pdf' });
    await expect(signed).toBeVisible();

    // Its evidence: the server checked the original's digest against its own copy on upload,
    // and hashes the stored file again on request.
    await signed.getByRole('button', { name: 'หลักฐานการลงนามของ rotate90_second_page_signed.pdf' }).click();
    const evidence = page.getByRole('dialog');
    await expect(evidence.getByText(/^ผู้ลงนามในระบบ: \S/)).toBeVisible();
    await evidence.getByRole('button', { name: 'ตรวจสอบว่าไฟล์ไม่ถูกแก้ไข' }).click();
    await expect(evidence.getByText('ไฟล์ตรงกับตอนที่ลงนาม ไม่ถูกแก้ไข')).toBeVisible();
    await page.keyboard.press('Escape');

    // The signed PDF opens with the same pages: two, the second landscape.
    const reopened = page.waitForEvent('popup');
    await signed.getByRole('button', { name: 'ลงนาม (เปิดหน้าต่างใหม่)' }).click();
    const check = await reopened;
    await expect(check.getByTestId('sign-page-count')).toContainText('2 หน้า');
    const checked = await pageBox(check, 2);
    expect(checked.box.width).toBeGreaterThan(checked.box.height);
    // Rendered again from the signed file: the pen's stroke is in page 1's image, the erased one
    // is not in page 2's.
    const signedInk = [await inkAlong(check, 1, ...penLine), await inkAlong(check, 2, ...erasedLine)];
    expect(signedInk[0]).toBeGreaterThan((originalInk[0] ?? 0) + 40);
    expect(signedInk[1]).toBeLessThanOrEqual((originalInk[1] ?? 0) + 5);
    await check.close();
  });

  test('a password-protected PDF shows Error loading PDF', async ({ page, request }) => {
    await openDocument(page, request, 'user_password_required.pdf');
    await expect(page.getByTestId('sign-error')).toContainText('Error loading PDF');
  });

  test('a digitally signed PDF is signed with a warning, and a stroke is undone', async ({ page, request }) => {
    await openDocument(page, request, 'signed_and_restricted_aes128.pdf');
    await expect(page.getByTestId('sign-digitally-signed')).toContainText('เอกสารนี้มีลายมือชื่อดิจิทัลอยู่แล้ว');
    const first = await pageBox(page, 1);
    const undo = page.getByRole('button', { name: 'ย้อนกลับ' });
    await expect(undo).toBeDisabled();
    const { x, y, width } = first.box;
    await mouseStroke(page, { x: x + width * 0.2, y: y + 80 }, { x: x + width * 0.6, y: y + 100 });
    await expect(first.holder).toHaveAttribute('data-strokes', '1');
    await page.keyboard.press('Control+z');
    await expect(first.holder).toHaveAttribute('data-strokes', '0');
    await mouseStroke(page, { x: x + width * 0.2, y: y + 80 }, { x: x + width * 0.6, y: y + 100 });
    await expect(first.holder).toHaveAttribute('data-strokes', '1');
    await undo.click();
    await expect(first.holder).toHaveAttribute('data-strokes', '0');
    await expect(undo).toBeDisabled();
  });

  test('a stroke the page answered after 10 s warns until one is answered in time', async ({ page, request }) => {
    await openDocument(page, request, PDF_FILE);
    const first = await pageBox(page, 1);
    const { at } = first;
    const slow = page.getByTestId('sign-pen-slow');
    await touchStroke(page, at(0.2, 0.3), at(0.5, 0.35), 0.5);
    await expect(first.holder).toHaveAttribute('data-strokes', '1');
    await expect(slow).toBeHidden();

    // The pen touched 11 s before the page could answer: the signer is told to check the signature.
    // An input's time stamp cannot be older than the page, so the page first lives that long.
    await page.waitForFunction(() => performance.now() > 11_500, undefined, { timeout: 20_000 });
    await touchStroke(page, at(0.2, 0.5), at(0.5, 0.55), 0.5, 11_000);
    await expect(slow).toBeVisible();
    await expect(slow).toContainText('หน้าจอตอบสนองปากกาช้า');
    await expect(first.holder).toHaveAttribute('data-strokes', '2');

    // The warning lies over the pages: the paper did not move under the pen.
    expect((await pageBox(page, 1)).box).toEqual(first.box);
    await touchStroke(page, at(0.2, 0.4), at(0.5, 0.45), 0.5);
    await expect(first.holder).toHaveAttribute('data-strokes', '3');
    await expect(slow).toBeHidden();
  });

  test('print opens the signed document as a PDF, and says so when the window is blocked', async ({
    page,
    request,
  }) => {
    await openDocument(page, request, PDF_FILE);
    const first = await pageBox(page, 1);
    const { x, y, width } = first.box;
    await mouseStroke(page, { x: x + width * 0.2, y: y + 120 }, { x: x + width * 0.6, y: y + 140 });
    await expect(first.holder).toHaveAttribute('data-strokes', '1');

    // The blobs the page hands to windows, kept to be read back.
    await page.evaluate(() => {
      const kept: Blob[] = [];
      (window as unknown as { keptBlobs: Blob[] }).keptBlobs = kept;
      const createObjectURL = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        if (blob instanceof Blob) kept.push(blob);
        return createObjectURL(blob);
      };
    });
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'พิมพ์' }).click();
    const printWindow = await opened;
    await printWindow.waitForURL(/^blob:/);
    // What the window shows is the export: a PDF.
    const printed = await page.evaluate(async () => {
      const blob = (window as unknown as { keptBlobs: Blob[] }).keptBlobs.at(-1);
      if (!blob) return null;
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return { type: blob.type, magic: new TextDecoder().decode(bytes.slice(0, 5)), size: bytes.length };
    });
    expect(printed).toMatchObject({ type: 'application/pdf', magic: '%PDF-' });
    expect(printed?.size).toBeGreaterThan(1000);
    await printWindow.close();

    // A browser that blocks the window: the signer is told, and nothing is lost.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'พิมพ์' }).click();
    await expect(page.getByRole('dialog', { name: 'Print Blocked' })).toContainText('หน้าต่างพิมพ์ถูกบล็อก');
    await expect(first.holder).toHaveAttribute('data-strokes', '1');
  });
});
