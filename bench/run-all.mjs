#!/usr/bin/env node
// @ts-check
// Every benchmark, one after the other (bench/README.md). `npm run bench`, or in CI
// `npm run bench -- --smoke`: each run is made very short so that the benchmarks keep working;
// no figure is asserted, but a benchmark that breaks (a server that does not start, an endpoint
// that answers errors) fails the run.
//   node bench/run-all.mjs [--smoke] [--save] [--no-postgres]
import { spawnSync } from 'node:child_process';
import { runAppointmentDayView } from './appointment-day-view.mjs';
import { runAppointmentWeek } from './appointment-week.mjs';
import { runBundleSize } from './bundle-size.mjs';
import { runDicomViewerPaint } from './dicom-viewer-paint.mjs';
import { runHttpLoad } from './http-load.mjs';
import { runLiveUpdate } from './live-update.mjs';
import { runLogCost } from './log-cost.mjs';
import { runPatientSearch } from './patient-search.mjs';
import { runPgliteStall } from './pglite-stall.mjs';
import { runReportIncome } from './report-income.mjs';
import {
  disposeSeededTemplates,
  parseFlags,
  POSTGRES_SERVER_URL,
  serverRequire,
  useSeededTemplates,
} from './lib/server.mjs';
import { runSigning } from './signing.mjs';
import { runSqlBaseline } from './sql-baseline.mjs';
import { runStartup } from './startup.mjs';

const flags = parseFlags(process.argv.slice(2));
const smoke = Boolean(flags.smoke);
const save = Boolean(flags.save);

/** @returns {Promise<boolean>} whether the PostgreSQL server of POSTGRES_SERVER_URL answers */
async function hasPostgres() {
  const pg = serverRequire('pg');
  const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const withPostgres = !flags['no-postgres'] && (await hasPostgres());
if (!withPostgres) {
  if (process.env.CI && !flags['no-postgres']) {
    console.error(`no PostgreSQL server answers at ${POSTGRES_SERVER_URL}: .ci/run starts one before the benchmarks`);
    process.exit(1);
  }
  console.log(
    `PostgreSQL benchmarks skipped (${flags['no-postgres'] ? '--no-postgres' : `nothing answers at ${POSTGRES_SERVER_URL}`})`,
  );
}

/** bench/dicom-decode.mjs is a script (it runs Vite's loader): run it as one, fail if it fails. */
function runDicomDecode() {
  const args = ['bench/dicom-decode.mjs', ...(smoke ? ['--smoke'] : [])];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
  if (result.status !== 0) throw new Error(`bench/dicom-decode.mjs exited with ${result.status}`);
}

/** bench/pglite-calls-in-app.mjs imports the server's TypeScript: run it through tsx, fail if it fails. */
function runPgliteCallsInApp() {
  const args = [
    '--import',
    'tsx',
    'bench/pglite-calls-in-app.mjs',
    ...(smoke ? ['--smoke'] : []),
    ...(save ? ['--save'] : []),
  ];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
  if (result.status !== 0) throw new Error(`bench/pglite-calls-in-app.mjs exited with ${result.status}`);
}

/** @type {[string, () => Promise<unknown>][]} */
const benches = [
  ['bundle size', () => runBundleSize({ save })],
  ['start-up, PGlite', () => runStartup({ smoke, save })],
  ['HTTP load, PGlite', () => runHttpLoad({ smoke, save })],
  ['reads beside sign-ins, PGlite', () => runPgliteStall({ smoke, save })],
  ['PGlite calls inside the app', async () => runPgliteCallsInApp()],
  ['request log cost, PGlite', () => runLogCost({ smoke })],
  ['live update', () => runLiveUpdate({ smoke, save, postgres: withPostgres })],
  ['DICOM decode, Node', async () => runDicomDecode()],
  ['DICOM paint, Chromium', () => runDicomViewerPaint({ smoke, save })],
  ['day view, Chromium', () => runAppointmentDayView({ smoke, save })],
  ['signing page, Chromium', () => runSigning({ smoke, save })],
  // Both databases in full (the statements recorded on PostgreSQL are replayed on PGlite too);
  // the smoke run takes one, PostgreSQL when there is one.
  [
    'calendar week, 2 years',
    () => runAppointmentWeek({ smoke, save, postgres: withPostgres, pglite: !smoke || !withPostgres }),
  ],
  ...(withPostgres
    ? /** @type {[string, () => Promise<unknown>][]} */ ([
        ['start-up, PostgreSQL', () => runStartup({ smoke, save, postgres: true })],
        ['HTTP load, PostgreSQL', () => runHttpLoad({ smoke, save, postgres: true })],
        ['HTTP beside its own SQL', () => runSqlBaseline({ smoke, save })],
        // The smoke run searches PostgreSQL only: the PGlite replay is kept working by the
        // baseline above, and the second database cost CI about 40 s of server starts.
        ['patient search, 100k', () => runPatientSearch({ smoke, save, pglite: !smoke })],
        ['branch income, a year', () => runReportIncome({ smoke, save })],
      ])
    : []),
];

// Each benchmark but start-up copies one migrated and seeded database per kind instead of
// migrating and seeding its own (lib/server.mjs): the same data, without a first start each time.
useSeededTemplates();
/** @type {[string, string, string][]} */
const summary = [];
for (const [name, run] of benches) {
  const started = performance.now();
  try {
    await run();
    summary.push([name, 'ok', ((performance.now() - started) / 1000).toFixed(1)]);
  } catch (error) {
    console.error(`\n${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    summary.push([name, 'FAILED', ((performance.now() - started) / 1000).toFixed(1)]);
  }
}
await disposeSeededTemplates();

console.log(`\nBenchmarks${smoke ? ' (smoke: figures are not meaningful)' : ''}`);
for (const [name, status, seconds] of summary)
  console.log(`  ${status.padEnd(6)} ${name.padEnd(24)} ${seconds.padStart(6)} s`);
if (summary.some(([, status]) => status !== 'ok')) process.exit(1);
