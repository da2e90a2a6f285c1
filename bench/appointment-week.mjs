#!/usr/bin/env node
// @ts-check
// A branch calendar week at scale (issue 10, "Performance"; bench/README.md): a branch with 10
// rooms and about 100 appointments a day over two years, made by the generator command
// (`npm run generate-patients -- --appointments`), then one week's appointments
// (GET /api/appointment/yim-demo/siam?startDt&endDt) at 20 concurrent users, beside the same
// request's statements replayed straight against the database at the same concurrency.
//   node bench/appointment-week.mjs [--smoke] [--duration=10] [--connections=20] [--per-day=100]
//                                   [--days=730] [--postgres | --no-postgres] [--no-pglite] [--save]
// Both databases by default (PostgreSQL first: the statements are recorded there and replayed
// on PGlite too); --postgres runs only PostgreSQL, --no-postgres only PGlite (HTTP figures only).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEndpoint } from './http-load.mjs';
import { addDays, bangkokMidnight, bangkokToday, mondayOf } from './lib/bangkok-days.mjs';
import { replayOnPglite, replayOnPostgres, withIds } from './lib/sql-replay.mjs';
import { createDataStore, parseFlags, printTable, REPO_ROOT, saveResult, signIn, startServer } from './lib/server.mjs';
import { captureStatements, tokenIds } from './patient-search.mjs';

/** The generator's seed: every run books the same appointments (relative to today). */
const SEED = 20_261_126;

/**
 * Runs the generator command on a database the server has migrated and seeded (and let go of).
 * @param {Record<string, string>} env @param {string[]} args
 * @returns {Promise<{ ms: number; output: string }>}
 */
export function generate(env, args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/commands/generate-patients.ts', ...args],
      { cwd: REPO_ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0
        ? resolve({ ms: performance.now() - started, output: output.trim() })
        : reject(new Error(`the generator exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * The week measured: the Monday eight weeks back, well inside the generated history and away
 * from the demo's own fortnight around today; `days` generated days end 30 days after today.
 * @param {{ perDay: number; days: number; smoke: boolean }} options
 */
function weekPlan({ perDay, days, smoke }) {
  const today = bangkokToday();
  const week = mondayOf(addDays(today, -56));
  const from = smoke ? addDays(week, -3) : addDays(today, 30 - days);
  return {
    week,
    args: [
      '--clinic',
      'yim-demo',
      '--branch',
      'siam',
      '--count',
      smoke ? '200' : '2000',
      '--seed',
      String(SEED),
    ].concat(['--appointments', String(perDay), '--days', String(days), '--rooms', '10', '--from', from]),
    target: /** @type {import('./http-load.mjs').LoadTarget} */ ({
      name: `week of ${week}`,
      method: 'GET',
      path: `/api/appointment/yim-demo/siam?startDt=${encodeURIComponent(bangkokMidnight(week))}&endDt=${encodeURIComponent(bangkokMidnight(addDays(week, 7)))}`,
      signedIn: true,
      // As every browser asks: the server may answer gzipped (a week is about 800 KB of JSON).
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    }),
  };
}

/**
 * A server on a migrated and seeded database with the generated data in it. PGlite is one
 * process's at a time: the first start seeds, the generator runs, the server starts again. On
 * PostgreSQL the generator runs beside the first server, which is then used as it is.
 * @param {{ kind: string; env: Record<string, string> }} store @param {string[]} args
 */
export async function serveGenerated(store, args) {
  const first = await startServer({ env: store.env });
  if (store.kind === 'postgres') {
    try {
      return { server: first, generated: await generate(store.env, args) };
    } catch (error) {
      await first.stop();
      throw error;
    }
  }
  await first.stop();
  const generated = await generate(store.env, args);
  return { server: await startServer({ env: store.env }), generated };
}

/**
 * The week's first answer, before any load: how many appointments, how long it took (nothing
 * kept yet: the server computes it), and its size as sent, plain and gzipped.
 * @param {string} baseUrl @param {import('./http-load.mjs').LoadTarget} target @param {string} token
 */
async function firstWeek(baseUrl, target, token) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${target.path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${target.name} answered ${response.status}: ${text}`);
  const body = /** @type {{ data?: { appointments?: unknown[] } }} */ (JSON.parse(text));
  // fetch() itself asks for gzip and unpacks it; node:http reports the bytes as they came.
  const zippedBytes = await new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${target.path}`, {
      headers: { authorization: `Bearer ${token}`, ...target.headers },
    });
    request.on('error', reject);
    request.on('response', (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve(res.headers['content-encoding'] ? bytes : NaN));
    });
  });
  return { appointments: body.data?.appointments?.length ?? 0, ms, plainBytes: Buffer.byteLength(text), zippedBytes };
}

/**
 * The HTTP half on one database: generated data, a server, the week loaded.
 * @param {{ kind: string; env: Record<string, string> }} store
 * @param {ReturnType<typeof weekPlan>} plan
 * @param {{ connections: number; duration: number; smoke: boolean }} load
 */
async function loadWeek(store, plan, load) {
  const { server, generated } = await serveGenerated(store, plan.args);
  try {
    const token = await signIn(server.baseUrl);
    const first = await firstWeek(server.baseUrl, plan.target, token);
    // A week is hundreds of appointments: on PGlite (one transaction at a time) 20 waiting users
    // can wait longer than autocannon's 10 s, which would count every answer as lost.
    const timeout = 120;
    if (!load.smoke) {
      await loadEndpoint(server.baseUrl, plan.target, { token, connections: load.connections, duration: 1, timeout });
    }
    // Smoke: a fixed handful, which a loaded machine finishes too (one second may hold none).
    const http = await loadEndpoint(server.baseUrl, plan.target, {
      token,
      connections: load.connections,
      duration: load.duration,
      timeout,
      ...(load.smoke ? { amount: 6 } : {}),
    });
    if (http.failures > 0 || http.requests === 0) {
      throw new Error(
        `${plan.target.name} on ${store.kind}: ${http.requests} answers ${JSON.stringify(http.statuses)}, ${http.failures} failed or timed out`,
      );
    }
    return { generated, first, http, ids: tokenIds(token) };
  } finally {
    await server.stop();
  }
}

/**
 * @param {{ smoke?: boolean; duration?: number; connections?: number; perDay?: number; days?: number; postgres?: boolean; pglite?: boolean; save?: boolean }} options
 */
export async function runAppointmentWeek({
  smoke = false,
  duration = smoke ? 1 : 10,
  connections = smoke ? 2 : 20,
  perDay = 100,
  days = smoke ? 14 : 730,
  postgres = true,
  pglite = true,
  save = false,
} = {}) {
  const durationMs = duration * 1000;
  const plan = weekPlan({ perDay, days, smoke });
  /** @type {Record<string, unknown>[]} */
  const rows = [];
  /** @type {string[]} */
  const notes = [];
  /** @type {{ trips: import('./lib/pg-recorder.mjs').RoundTrip[]; ids: { userId: string; sessionId: string } } | undefined} */
  let recorded;

  /** @param {string} database @param {Awaited<ReturnType<typeof loadWeek>>} measured @param {import('./lib/sql-replay.mjs').ReplayResult | undefined} sql */
  const row = (database, measured, sql) => ({
    database,
    appointments: measured.first.appointments,
    'first ms': measured.first.ms.toFixed(0),
    'KB plain/gzip': `${(measured.first.plainBytes / 1024).toFixed(0)}/${(measured.first.zippedBytes / 1024).toFixed(0)}`,
    'round trips': recorded?.trips.length ?? '–',
    'HTTP req/s': measured.http.perSecond.toFixed(0),
    'p50 ms': measured.http.p50.toFixed(1),
    'p95 ms': measured.http.p95.toFixed(1),
    'p99 ms': measured.http.p99.toFixed(1),
    'non-2xx': measured.http.failures,
    'SQL req/s': sql ? sql.perSecond.toFixed(0) : '–',
    'SQL p50/p95 ms': sql ? `${sql.p50.toFixed(1)}/${sql.p95.toFixed(1)}` : '–',
    'HTTP/SQL': sql ? `${((100 * measured.http.perSecond) / sql.perSecond).toFixed(0)} %` : '–',
  });

  if (postgres) {
    const store = await createDataStore({ postgres: true });
    try {
      const measured = await loadWeek(store, plan, { connections, duration, smoke });
      notes.push(`postgres: ${measured.generated.output.split('\n').join(' ')}`);
      const captured = await captureStatements(store.env, [plan.target]);
      recorded = { trips: captured.trips.get(plan.target.name) ?? [], ids: captured.ids };
      const sql = await replayOnPostgres(store.env.DATABASE_URL ?? '', recorded.trips, { connections, durationMs });
      rows.push(row('postgres', measured, sql));
      console.log(`postgres: ${JSON.stringify(rows.at(-1))}`);
    } finally {
      await store.dispose();
    }
  }

  if (pglite) {
    const store = await createDataStore({ postgres: false });
    try {
      const measured = await loadWeek(store, plan, { connections, duration, smoke });
      notes.push(`pglite: ${measured.generated.output.split('\n').join(' ')}`);
      let sql;
      if (recorded) {
        // Recorded on PostgreSQL: the same code sends the same SQL; only the user and session differ.
        const swap = new Map([
          [recorded.ids.userId, measured.ids.userId],
          [recorded.ids.sessionId, measured.ids.sessionId],
        ]);
        sql = await replayOnPglite(join(store.env.DATA_DIR ?? '', 'pg'), withIds(recorded.trips, swap), {
          connections,
          durationMs,
        });
      }
      rows.push(row('pglite', measured, sql));
    } finally {
      await store.dispose();
    }
  }

  console.log(
    `\nA branch calendar week (${plan.target.name}): 10 rooms, about ${perDay} appointments a day over ${days} days,` +
      ` ${connections} concurrent users, ${duration} s`,
  );
  for (const note of notes) console.log(`  ${note}`);
  printTable(
    Object.keys(rows[0] ?? {}),
    rows.map((r) => Object.values(r).map(String)),
  );
  if (save)
    console.log(`saved ${await saveResult('appointment-week', { perDay, days, connections, duration, rows, notes })}`);
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flags = parseFlags(process.argv.slice(2));
  await runAppointmentWeek({
    smoke: Boolean(flags.smoke),
    save: Boolean(flags.save),
    postgres: !flags['no-postgres'],
    pglite: !flags['no-pglite'] && !flags.postgres,
    ...(flags.duration ? { duration: Number(flags.duration) } : {}),
    ...(flags.connections ? { connections: Number(flags.connections) } : {}),
    ...(flags['per-day'] ? { perDay: Number(flags['per-day']) } : {}),
    ...(flags.days ? { days: Number(flags.days) } : {}),
  });
}
