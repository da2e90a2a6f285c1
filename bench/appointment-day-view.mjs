#!/usr/bin/env node
// @ts-check
// The calendar's day view in Chromium (issue 10, "Performance": a day with 150 appointments drawn
// in ≤ 300 ms; bench/README.md). A branch of 10 rooms gets about 150 appointments on one day
// (the generator command), the demo manager opens /yim-demo/siam/queuemanage?day=… at
// 1280 × 800, and the page itself times, from navigation start and from the arrival of the day's
// list (the fetch's last byte), the moment every appointment is an `.rbc-event` in the DOM and
// the frame after it is painted (requestAnimationFrame, then a task). Needs the built web app
// (built when apps/web/dist is missing) and Chromium at /usr/bin/chromium (CHROMIUM_PATH).
// Prints the median of --runs pages (default 7, after one warm-up); no speed is asserted.
// `--profile` writes the last page's JavaScript profile (Chrome DevTools' .cpuprofile) to bench/results/.
//   node bench/appointment-day-view.mjs [--smoke] [--runs=N] [--per-day=150] [--profile] [--save]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveGenerated } from './appointment-week.mjs';
import { addDays, bangkokMidnight, bangkokToday } from './lib/bangkok-days.mjs';
import { createDataStore, parseFlags, printTable, REPO_ROOT, saveResult, signIn } from './lib/server.mjs';

const LIST_PATH = '/api/appointment/yim-demo/siam?';
/** The generator's seed: its first draw makes the day exactly --per-day (150) appointments (±10 % otherwise). */
const SEED = 10;

/**
 * Installed before any script of the page: counts `.rbc-event` elements after each DOM change
 * and marks the first time `expected` are there, then the frame that shows them.
 * @param {number} expected
 */
function observeCalendar(expected) {
  // The page's globals: this file is type-checked for Node, without the DOM's types.
  const page = /** @type {any} */ (globalThis);
  /** @type {{ dataAt?: number; eventsAt?: number; paintedAt?: number; mutations: number }} */
  const bench = { mutations: 0 };
  page.__dayViewBench = bench;
  new page.PerformanceObserver((/** @type {any} */ list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.includes('/api/appointment/yim-demo/siam?')) bench.dataAt = entry.responseEnd;
    }
  }).observe({ type: 'resource', buffered: true });
  const observer = new page.MutationObserver(() => {
    bench.mutations += 1;
    if (page.document.querySelectorAll('.rbc-event').length < expected) return;
    bench.eventsAt = performance.now();
    observer.disconnect();
    page.requestAnimationFrame(() => setTimeout(() => (bench.paintedAt = performance.now()), 0));
  });
  observer.observe(page.document, { childList: true, subtree: true });
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** @param {{ smoke?: boolean; save?: boolean; runs?: number; perDay?: number; profile?: boolean }} options */
export async function runAppointmentDayView({
  smoke = false,
  save = false,
  runs = smoke ? 1 : 7,
  perDay = 150,
  profile = false,
} = {}) {
  if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    console.log('building the web app (npm run build) ...');
    const result = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error('npm run build failed');
  }
  /** @type {typeof import('@playwright/test')} */
  const { chromium } = createRequire(join(REPO_ROOT, 'e2e/package.json'))('@playwright/test');
  // Three weeks ahead: clear of the demo's own fortnight, a working day still to come (cards movable).
  const day = addDays(bangkokToday(), 21);
  const store = await createDataStore({ postgres: false });
  const { server, generated } = await serveGenerated(store, [
    ...['--clinic', 'yim-demo', '--branch', 'siam', '--count', smoke ? '100' : '300', '--seed', String(SEED)],
    ...['--appointments', String(perDay), '--days', '1', '--rooms', '10', '--from', day],
  ]);
  /** @type {import('@playwright/test').Browser | undefined} */
  let browser;
  try {
    // Inside the try: a browser that cannot start must not leave the server running.
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const token = await signIn(server.baseUrl);
    const listUrl = `${server.baseUrl}${LIST_PATH}startDt=${encodeURIComponent(bangkokMidnight(day))}&endDt=${encodeURIComponent(bangkokMidnight(addDays(day, 1)))}`;
    const listed = /** @type {{ data?: { appointments?: unknown[] } }} */ (
      await (await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } })).json()
    );
    const expected = listed.data?.appointments?.length ?? 0;
    if (expected === 0) throw new Error(`no appointments on ${day}: ${generated.output}`);
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
      timezoneId: 'Asia/Bangkok',
      serviceWorkers: 'block',
      storageState: {
        cookies: [],
        origins: [
          {
            origin: server.baseUrl,
            localStorage: [
              { name: 'cookiesAccepted', value: 'true' },
              { name: 'accessToken', value: token },
            ],
          },
        ],
      },
    });
    await context.addInitScript(observeCalendar, expected);
    /** @type {{ fromData: number; fromStart: number; domToPaint: number; mutations: number }[]} */
    const samples = [];
    for (let run = smoke ? 0 : -1; run < runs; run++) {
      const page = await context.newPage();
      const cdp = profile && run === runs - 1 ? await context.newCDPSession(page) : undefined;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }
      await page.goto(`/yim-demo/siam/queuemanage?day=${day}`);
      await page.waitForFunction(
        () => {
          const marks = /** @type {any} */ (globalThis).__dayViewBench;
          return marks?.paintedAt !== undefined;
        },
        null,
        { timeout: 60_000 },
      );
      if (cdp) {
        const { profile: cpuProfile } = await cdp.send('Profiler.stop');
        await mkdir(join(REPO_ROOT, 'bench/results'), { recursive: true });
        const file = join(REPO_ROOT, `bench/results/appointment-day-view-${Date.now()}.cpuprofile`);
        await writeFile(file, JSON.stringify(cpuProfile));
        console.log(`profile of the last page: ${file}`);
      }
      const marks = await page.evaluate(() => /** @type {any} */ (globalThis).__dayViewBench);
      await page.close();
      if (run < 0) continue; // the warm-up: the browser's cache and the server's JIT
      samples.push({
        fromData: marks.paintedAt - marks.dataAt,
        fromStart: marks.paintedAt,
        domToPaint: marks.paintedAt - marks.eventsAt,
        mutations: marks.mutations,
      });
    }
    await context.close();
    const fromData = samples.map((s) => s.fromData);
    const row = {
      day,
      appointments: expected,
      'list arrived → painted p50 (ms)': median(fromData).toFixed(0),
      'min–max (ms)': `${Math.min(...fromData).toFixed(0)}–${Math.max(...fromData).toFixed(0)}`,
      'navigation → painted p50 (ms)': median(samples.map((s) => s.fromStart)).toFixed(0),
      'in DOM → painted p50 (ms)': median(samples.map((s) => s.domToPaint)).toFixed(0),
      runs,
    };
    console.log(`\nDay view in Chromium, 1280 × 800, 10 rooms (${generated.output.split('\n').join(' ')})`);
    printTable(Object.keys(row), [Object.values(row).map(String)]);
    if (save) console.log(`saved ${await saveResult('appointment-day-view', { row, samples })}`);
    return { row, samples };
  } finally {
    await browser?.close();
    await server.stop();
    await store.dispose();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flags = parseFlags(process.argv.slice(2));
  await runAppointmentDayView({
    smoke: Boolean(flags.smoke),
    save: Boolean(flags.save),
    ...(typeof flags.runs === 'string' ? { runs: Number(flags.runs) } : {}),
    ...(typeof flags['per-day'] === 'string' ? { perDay: Number(flags['per-day']) } : {}),
    profile: Boolean(flags.profile),
  });
}
