#!/usr/bin/env node
// @ts-check
// Decode + first paint of the DICOM viewer in Chromium (issue 13 targets: 512 × 512 16-bit,
// uncompressed <= 100 ms, JPEG 2000 <= 300 ms), on cold pages: each run is a new browser context,
// so the worker starts and the codec compiles again. Measured in the page from the arrival of the
// file's last byte ('dicom:bytes') to the canvas drawn ('dicom:painted'), split at the frame's
// arrival from the worker ('dicom:decoded'); also from navigation start. Needs the built web app (`npm run build`) and ../shared/testdata/dicom; skipped without
// them. Prints figures only: no speed is asserted.
//   node bench/dicom-viewer-paint.mjs [--smoke] [--runs=N]
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createDataStore, parseFlags, printTable, REPO_ROOT, saveResult, startServer } from './lib/server.mjs';

const FOLDER = fileURLToPath(new URL('../../shared/testdata/dicom/', import.meta.url));
const FILES = [
  ['uncompressed (explicit VR LE)', 'ct_signed_window_explicit_le.dcm'],
  ['JPEG 2000 (lossy)', 'ct_jpeg2000.dcm'],
  ['JPEG extended 12-bit', 'mr_jpeg_extended_12bit.dcm'],
];

/** @param {{ smoke?: boolean; save?: boolean; runs?: number }} options */
export async function runDicomViewerPaint({ smoke = false, save = false, runs = smoke ? 1 : 10 } = {}) {
  if (!existsSync(FOLDER) || !existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    console.log('DICOM viewer paint bench skipped: needs ../shared/testdata/dicom and apps/web/dist (npm run build)');
    return null;
  }
  /** @type {typeof import('@playwright/test')} */
  const { chromium } = createRequire(join(REPO_ROOT, 'e2e/package.json'))('@playwright/test');
  const store = await createDataStore({ postgres: false });
  const server = await startServer({ env: store.env });
  /** @type {import('@playwright/test').Browser | undefined} */
  let browser;
  try {
    // Inside the try: a browser that cannot start must not leave the server running.
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const rows = [];
    for (const [label, file] of FILES) {
      const body = readFileSync(`${FOLDER}${file}`);
      /** @type {{ fromBytes: number; decoded: number; fromStart: number }[]} */
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ baseURL: server.baseUrl, serviceWorkers: 'block' });
        const page = await context.newPage();
        // Served on the app's own origin, as the page's Content-Security-Policy requires.
        await page.route('**/bench-dicom/**', (route) => route.fulfill({ body }));
        const data = Buffer.from(`/bench-dicom/${file}`).toString('base64');
        await page.goto(`/dicom-viewer?data=${encodeURIComponent(data)}`);
        await page.getByTestId('dicom-canvas').waitFor({ timeout: 30_000 });
        await page.waitForFunction(() => performance.getEntriesByName('dicom:painted').length > 0);
        samples.push(
          await page.evaluate(() => {
            const bytes = performance.getEntriesByName('dicom:bytes')[0]?.startTime ?? Number.NaN;
            const decoded = performance.getEntriesByName('dicom:decoded')[0]?.startTime ?? Number.NaN;
            const painted = performance.getEntriesByName('dicom:painted')[0]?.startTime ?? Number.NaN;
            return { fromBytes: painted - bytes, decoded: decoded - bytes, fromStart: painted };
          }),
        );
        await context.close();
      }
      const sorted = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b);
      const bytes = sorted(samples.map((s) => s.fromBytes));
      const start = sorted(samples.map((s) => s.fromStart));
      const median = (/** @type {number[]} */ v) => v[Math.floor(v.length / 2)] ?? Number.NaN;
      rows.push({
        syntax: label,
        'bytes→paint p50 (ms)': median(bytes).toFixed(0),
        'min–max (ms)': `${(bytes[0] ?? 0).toFixed(0)}–${(bytes.at(-1) ?? 0).toFixed(0)}`,
        'bytes→decoded p50 (ms)': median(sorted(samples.map((s) => s.decoded))).toFixed(0),
        'navigation→paint p50 (ms)': median(start).toFixed(0),
        runs,
      });
    }
    printTable(
      Object.keys(rows[0] ?? {}),
      rows.map((row) => Object.values(row).map(String)),
    );
    if (save) console.log(`saved ${await saveResult('dicom-viewer-paint', rows)}`);
    return rows;
  } finally {
    await browser?.close();
    await server.stop();
    await store.dispose();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flags = parseFlags(process.argv.slice(2));
  await runDicomViewerPaint({
    smoke: Boolean(flags.smoke),
    save: Boolean(flags.save),
    ...(typeof flags.runs === 'string' ? { runs: Number(flags.runs) } : {}),
  });
}
