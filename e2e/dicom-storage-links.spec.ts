import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import S3rver from 's3rver';
import { APP_PORT } from './support/env.ts';
import { DEMO, DEMO_PASSWORD } from './support/demo.ts';
import { canvasGrid, correlation, FOLDER, hasFolder, references } from './support/dicom.ts';
import { startExtraServer } from './support/extra-server.ts';

// Issue 13: links that our own storage makes open in the viewer, for both drivers: the local
// driver's signed path (exp, sig) on the app's origin, and an S3 presigned URL on the bucket's
// origin (an S3-compatible server, s3rver, behind a second Yim server configured for S3). The
// file goes in through the upload API as a clinic member's would, the link is the one the API
// answers, and the canvas must match DCMTK's rendering of the file.
const FILE = 'ct_signed_window_explicit_le.dcm';

async function uploadDicom(request: APIRequestContext, baseUrl: string): Promise<string> {
  const login = await request.post(`${baseUrl}/api/login`, {
    data: { username: DEMO.manager, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const upload = await request.post(`${baseUrl}/api/content/upload`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: FILE, mimeType: 'application/dicom', buffer: readFileSync(`${FOLDER}${FILE}`) } },
  });
  expect(upload.status()).toBe(200);
  const { id } = ((await upload.json()) as { data: { id: number } }).data;
  const read = await request.get(`${baseUrl}/api/content/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(read.status()).toBe(200);
  const content = ((await read.json()) as { data: { url: string; fileType: string } }).data;
  expect(content.fileType).toBe('application/dicom');
  return content.url;
}

async function openInViewer(page: Page, baseUrl: string, link: string) {
  await page.goto(`${baseUrl}/dicom-viewer?data=${encodeURIComponent(Buffer.from(link).toString('base64'))}`);
}

async function expectRendersLikeDcmtk(page: Page) {
  await expect(page.getByTestId('dicom-canvas')).toBeVisible({ timeout: 20_000 });
  const grid = await canvasGrid(page, references.grid);
  expect(correlation(grid, references.files[FILE]?.render.grid ?? [])).toBeGreaterThan(0.99);
}

test.describe('links made by our storage open in the DICOM viewer', () => {
  test.skip(!hasFolder && !process.env.CI, 'no ../shared/testdata/dicom');

  test('the local driver: its signed path opens, and the same path without its signature is refused', async ({
    page,
    request,
    baseURL,
  }) => {
    const link = await uploadDicom(request, baseURL ?? '');
    expect(link).toMatch(/^\/.*[?&]exp=\d+.*&sig=/);
    await openInViewer(page, '', link);
    await expectRendersLikeDcmtk(page);

    await openInViewer(page, '', link.replace(/&sig=[^&]+/, ''));
    await expect(page.getByTestId('dicom-error')).toBeVisible();
    await expect(page.getByTestId('dicom-canvas')).toHaveCount(0);
  });

  test('the S3 driver: its presigned URL opens from the bucket', async ({ page, request }) => {
    test.setTimeout(300_000);
    const bucket = 'yim-e2e-dicom';
    const directory = mkdtempSync(join(tmpdir(), 'yim-e2e-s3-'));
    // The bucket lets the app's pages read (CORS), as a production bucket must (README, "Running two instances").
    const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod>
      <AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [cors] }],
    });
    const { port } = await s3.run();
    const server = await startExtraServer(APP_PORT + 7, {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    try {
      const link = await uploadDicom(request, server.baseUrl);
      const url = new URL(link);
      expect(url.origin).toBe(`http://127.0.0.1:${port}`);
      for (const part of ['X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-Signature']) {
        expect(url.searchParams.get(part), part).toBeTruthy();
      }
      await openInViewer(page, server.baseUrl, link);
      await expectRendersLikeDcmtk(page);

      url.searchParams.delete('X-Amz-Signature');
      await openInViewer(page, server.baseUrl, url.toString());
      await expect(page.getByTestId('dicom-error')).toBeVisible();
    } finally {
      await server.stop();
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
