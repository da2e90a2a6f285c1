#!/usr/bin/env node
// @ts-check
// Decode time of the web app's DICOM decoder in Node, on the shared test files (512 × 512,
// 16-bit): decode + windowing to RGBA, the work the viewer does before its first paint. The
// decoder's TypeScript (with its `?url` wasm imports) is loaded through Vite's SSR loader.
//   node bench/dicom-decode.mjs [--smoke] [--runs=N]
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? (smoke ? 3 : 30));
const folder = fileURLToPath(new URL('../../shared/testdata/dicom/', import.meta.url));
const FILES = [
  ['uncompressed (explicit VR LE)', 'ct_signed_window_explicit_le.dcm'],
  ['JPEG 2000 (lossy)', 'ct_jpeg2000.dcm'],
  ['JPEG lossless SV1', 'ct_jpeg_lossless_sv1.dcm'],
  ['JPEG extended 12-bit', 'mr_jpeg_extended_12bit.dcm'],
];

if (!existsSync(folder)) {
  console.log(`DICOM decode bench skipped: no ${folder}`);
  process.exit(0);
}

const vite = await createServer({
  root: fileURLToPath(new URL('../apps/web/', import.meta.url)),
  configFile: false,
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  // No dependency scan of the app's pages: only the decoder's modules are loaded.
  optimizeDeps: { noDiscovery: true, include: [] },
  logLevel: 'error',
});
try {
  const { openDicom } = await vite.ssrLoadModule('/src/features/dicom/decoder/decode-dicom.ts');
  const { renderToRgba } = await vite.ssrLoadModule('/src/features/dicom/decoder/render-rgba.ts');
  const { initialWindow } = await vite.ssrLoadModule('/src/features/dicom/decoder/voi.ts');

  /** @param {Uint8Array} bytes */
  async function decodeAndRender(bytes) {
    const { image, error } = await openDicom(bytes);
    if (!image) throw error;
    const frame = await image.decodeFrame(0);
    const voi = image.voiOf(0);
    renderToRgba(frame, voi, initialWindow(frame, voi).window, image.info.photometric === 'MONOCHROME1');
    return frame;
  }

  const rows = [];
  for (const [label, file] of FILES) {
    const bytes = new Uint8Array(readFileSync(`${folder}${file}`));
    let start = performance.now();
    const frame = await decodeAndRender(bytes);
    const first = performance.now() - start;
    /** @type {number[]} */
    const times = [];
    for (let i = 0; i < runs; i++) {
      start = performance.now();
      await decodeAndRender(bytes);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (/** @type {number} */ q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    rows.push({
      syntax: label,
      size: `${frame.width}×${frame.height}`,
      'first (ms, codec load)': first.toFixed(1),
      'p50 (ms)': at(0.5).toFixed(1),
      'p95 (ms)': at(0.95).toFixed(1),
      runs,
    });
  }
  console.table(rows);
} finally {
  await vite.close();
}
