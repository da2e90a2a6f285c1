import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { canvasGrid, correlation, FOLDER, hasFolder, references } from './support/dicom.ts';

// The viewer opens real files of ../shared/testdata/dicom through /dicom-viewer?data=… and its
// canvas is compared with DCMTK's rendering of the same file (the 32 × 32 grids recorded by
// apps/web/src/features/dicom/fixtures/make-testdata-references.py). The files are served on the
// app's own origin (the page's Content-Security-Policy allows no other) by a route of the test.
const SHOTS = process.env.DICOM_SCREENSHOTS;

async function open(page: Page, file: string) {
  await page.route('**/e2e-dicom/**', (route) =>
    route.fulfill({
      body: readFileSync(`${FOLDER}${decodeURIComponent(route.request().url().split('/').pop() ?? '')}`),
    }),
  );
  const url = `/e2e-dicom/${file}`;
  await page.goto(`/dicom-viewer?data=${encodeURIComponent(Buffer.from(url).toString('base64'))}`);
}

test.describe('DICOM viewer', () => {
  test('explains a missing or broken image URL with the spec messages', async ({ page }) => {
    await page.goto('/dicom-viewer');
    await expect(page.getByTestId('dicom-error')).toContainText('No DICOM image URL provided');
    await page.goto('/dicom-viewer?data=%25%25%25');
    await expect(page.getByTestId('dicom-error')).toContainText('Invalid base64 encoded URL data');
  });

  test.describe(() => {
    test.skip(!hasFolder && !process.env.CI, 'no ../shared/testdata/dicom');

    for (const file of [
      'cr_mono1_chest_explicit_le.dcm',
      'ct_signed_window_explicit_le.dcm',
      'ct_jpeg2000.dcm',
      'mr_jpeg_extended_12bit.dcm',
      'us_jpeg_baseline_ybr.dcm',
    ]) {
      test(`renders ${file} like DCMTK`, async ({ page }) => {
        await open(page, file);
        await expect(page.getByTestId('dicom-canvas')).toBeVisible();
        await expect(page.getByTestId('dicom-metadata')).toBeVisible();
        // Decode + first paint, from the bytes' arrival to the canvas drawn (bench figure, printed).
        const decodeAndPaint = await page.evaluate(() => {
          const [bytes] = performance.getEntriesByName('dicom:bytes');
          const [painted] = performance.getEntriesByName('dicom:painted');
          return (painted?.startTime ?? Number.NaN) - (bytes?.startTime ?? Number.NaN);
        });
        console.log(`${file}: decode + first paint ${decodeAndPaint.toFixed(0)} ms in Chromium`);
        const grid = await canvasGrid(page, references.grid);
        const reference = references.files[file]?.render.grid ?? [];
        // Our initial window is the file's or min-max, as the reference's: the images must agree.
        expect(correlation(grid, reference)).toBeGreaterThan(0.99);
      });
    }

    test('shows the metadata with a Buddhist-era date, zooms within limits and names the download', async ({
      page,
    }) => {
      await open(page, 'ct_signed_window_explicit_le.dcm');
      await expect(page.getByTestId('dicom-canvas')).toBeVisible();
      const metadata = page.getByTestId('dicom-metadata');
      await expect(metadata.locator('[data-field="patientName"]')).toHaveText('Anonymized84');
      await expect(metadata.locator('[data-field="studyDate"]')).toContainText('2555');
      await expect(metadata.locator('[data-field="size"]')).toHaveText('512 × 512');
      await expect(metadata.locator('[data-field="window"]')).toHaveText('-600 / 1600');
      for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'ขยาย' }).click();
      await expect(page.getByTestId('dicom-zoom')).toHaveText('500%');
      await page.getByRole('button', { name: 'คืนค่าเดิม' }).click();
      await expect(page.getByTestId('dicom-zoom')).toHaveText('100%');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'ดาวน์โหลด PNG' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^dicom_\d{13}\.png$/);
      if (SHOTS) {
        for (const [width, height] of [
          [1280, 800],
          [1024, 768],
        ] as const) {
          await page.setViewportSize({ width, height });
          await page.screenshot({ path: `${SHOTS}/dicom-viewer-${width}x${height}.png` });
        }
      }
    });

    test('measures a distance in mm from PixelSpacing; the line follows zoom; no tool without spacing', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await open(page, 'ct_signed_window_explicit_le.dcm'); // 512 × 512, PixelSpacing 0.646484
      const canvas = page.getByTestId('dicom-canvas');
      await expect(canvas).toBeVisible();
      // Every control on one row at 1024 × 768.
      const tops = await page
        .getByTestId('dicom-toolbar')
        .locator('button, [role="slider"]')
        .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top / 20)));
      expect(new Set(tops).size).toBe(1);
      await page.getByRole('button', { name: 'วัดระยะ (มม.)' }).click();
      const box = (await canvas.boundingBox())!;
      const at = (x: number, y: number) => [box.x + (x / 512) * box.width, box.y + (y / 512) * box.height] as const;
      await page.mouse.click(...at(100, 256));
      await page.mouse.click(...at(400, 256));
      // 300 pixels × 0.646484 mm = 193.9 mm (a click lands within a screen pixel: ± 1 image pixel)
      const label = page.getByTestId('dicom-measurement-label');
      const mm = Number.parseFloat((await label.textContent()) ?? '');
      expect(Math.abs(mm - 193.9)).toBeLessThan(1.5);
      const before = (await page.getByTestId('dicom-measurement').boundingBox())!;
      await page.getByRole('button', { name: 'ขยาย' }).click();
      await expect(label).toHaveText(`${mm.toFixed(1)} mm`);
      const after = (await page.getByTestId('dicom-measurement').boundingBox())!;
      expect(after.width / before.width).toBeCloseTo(1.2, 1);

      await open(page, 'cr_mono1_chest_explicit_le.dcm'); // no PixelSpacing
      await expect(page.getByTestId('dicom-canvas')).toBeVisible();
      await expect(page.getByRole('button', { name: 'เลื่อนภาพ' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'วัดระยะ (มม.)' })).toHaveCount(0);
    });

    test('refuses the oversized file with its metadata, a retry and the regular-image fallback', async ({ page }) => {
      await open(page, 'oob_huge_dimensions.dcm');
      await expect(page.getByTestId('dicom-error')).toContainText('ขนาดภาพที่ระบุในไฟล์ไม่ตรงกับข้อมูลภาพ');
      await expect(page.getByTestId('dicom-metadata').locator('[data-field="patientName"]')).toHaveText('OOB REPRO');
      await expect(page.getByRole('button', { name: 'ลองใหม่' })).toBeVisible();
      await page.getByRole('button', { name: 'ลองเปิดเป็นรูปภาพทั่วไป' }).click();
      await expect(page.getByText('Failed to load DICOM image')).toBeVisible();
    });
  });
});
