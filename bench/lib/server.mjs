// @ts-check
// Starting and stopping a real Yim server for the benchmarks: a child process on a free port of
// 127.0.0.1, on a throw-away PGlite data directory or a throw-away PostgreSQL database.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { processCpuTimes } from './process-cpu.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The PostgreSQL server CI starts; --postgres benchmarks make their own database on it. */
export const POSTGRES_SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEMO_LOGIN = { username: 'manager@demo.yim.test', password: 'Demo1234!' };

/** The server's own dependencies (pg, autocannon) are loaded from apps/server. */
export const serverRequire = createRequire(join(REPO_ROOT, 'apps/server/package.json'));

/** @returns {Promise<number>} a port nobody listens on right now */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A place for the server's data: a temporary PGlite directory, or a fresh PostgreSQL database.
 * Empty, unless seeded templates are on (`useSeededTemplates`) and `fresh` is not asked for:
 * then a copy of a database that a server has already migrated and seeded.
 * @param {{ postgres: boolean; fresh?: boolean }} options
 * @returns {Promise<{ kind: 'pglite' | 'postgres'; env: Record<string, string>; dispose(): Promise<void> }>}
 */
export async function createDataStore({ postgres, fresh = false }) {
  const template = templates && !fresh ? await seededTemplate(postgres) : undefined;
  const dataDir = await mkdtemp(join(tmpdir(), 'yim-bench-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!postgres) {
    if (template) await cp(template, dataDir, { recursive: true });
    return { kind: 'pglite', env: { DATA_DIR: dataDir }, dispose: removeDir };
  }
  const name = `yim_bench_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(name) },
    async dispose() {
      await adminQuery(`drop database if exists ${name} with (force)`);
      await removeDir();
    },
  };
}

/**
 * What autovacuum leaves a database at after its first minutes: vacuumed and analysed. This
 * machine's PostgreSQL runs with autovacuum off, so a freshly seeded database is planned without
 * statistics (a table never analysed counts as -1 rows), as no production server would plan it:
 * the demo's Thai name search cost 4.7 ms of PostgreSQL's CPU a request unanalysed, 1.7 analysed
 * (2026-11-28). PGlite has its own upkeep for this (lib/jobs/pglite-upkeep.ts).
 * @param {string} databaseUrl
 */
export async function settleLikeAutovacuum(databaseUrl) {
  const pg = serverRequire('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum (analyze)');
  } finally {
    await client.end();
  }
}

/** @param {string} name @returns {string} the URL of that database on POSTGRES_SERVER_URL's server */
function databaseUrl(name) {
  const url = new URL(POSTGRES_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** @param {string} statement one statement on the PostgreSQL server, on a connection of its own */
async function adminQuery(statement) {
  const pg = serverRequire('pg');
  const admin = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Seeded templates, one per database kind, made on first use: a migrated and seeded database is
 * what nearly every benchmark starts from, and a first start (PGlite initdb, migrations, demo
 * seed) costs about 10 s of CPU more than a later one (17 s against 6.5 s on PGlite, 2026-11-27).
 * Off unless turned on, so that a benchmark run by hand starts from empty exactly as before;
 * startup.mjs always asks for a fresh store.
 * @type {Map<'pglite' | 'postgres', Promise<{ path: string; dispose(): Promise<void> }>> | undefined}
 */
let templates;

/** Turns seeded templates on for this process (run-all.mjs); `disposeSeededTemplates` ends them. */
export function useSeededTemplates() {
  templates ??= new Map();
}

export async function disposeSeededTemplates() {
  const made = templates ? [...templates.values()] : [];
  templates = undefined;
  await Promise.allSettled(made.map(async (template) => (await template).dispose()));
}

/**
 * The template of one kind: a real server's first start on an empty store, stopped again, so that
 * the copy is exactly what that first start leaves (and the server's own code made it).
 * @param {boolean} postgres @returns {Promise<string>} a PGlite directory or a database name
 */
async function seededTemplate(postgres) {
  const kind = postgres ? 'postgres' : 'pglite';
  let template = templates?.get(kind);
  if (!template) {
    template = (async () => {
      const store = await createDataStore({ postgres, fresh: true });
      try {
        const server = await startServer({ env: store.env });
        await server.stop();
        // Its copies keep the statistics.
        if (store.env.DATABASE_URL) await settleLikeAutovacuum(store.env.DATABASE_URL);
      } catch (error) {
        await store.dispose();
        throw error;
      }
      const path = store.env.DATABASE_URL ? new URL(store.env.DATABASE_URL).pathname.slice(1) : store.env.DATA_DIR;
      return { path: path ?? '', dispose: () => store.dispose() };
    })();
    templates?.set(kind, template);
  }
  return (await template).path;
}

/**
 * Starts `apps/server/src/main.ts` (through tsx, as `npm start` does), or another server entry,
 * and waits until /api/health answers 200. `startMs` is the time from spawn to the first good answer;
 * `cpuTimes()` the server process's CPU time so far, user and system (process-cpu.mjs; with PGlite
 * it includes the database, which runs in the same process).
 * `nodeArgs` go to node itself, for what NODE_OPTIONS refuses (`--cpu-prof --cpu-prof-dir=…`
 * profiles the server under a benchmark's load; the profile is written when it stops).
 * @param {{ env: Record<string, string>; timeoutMs?: number; entry?: string; nodeArgs?: string[] }} options
 */
export async function startServer({ env, timeoutMs = 180_000, entry = 'apps/server/src/main.ts', nodeArgs = [] }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-8000);
  });
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const stop = async () => {
    if (!hasExited) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  while (true) {
    if (hasExited) throw new Error(`the server exited before answering /api/health:\n${stderr}`);
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${stderr}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    startMs: performance.now() - started,
    stop,
    cpuTimes: () => processCpuTimes(child.pid),
  };
}

/** @param {string} baseUrl @returns {Promise<string>} an access token for the demo manager */
export async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const body = /** @type {{ data?: { accessToken?: string } }} */ (await response.json());
  const token = body.data?.accessToken;
  if (!response.ok || !token) throw new Error(`sign-in failed (${response.status}): ${JSON.stringify(body)}`);
  return token;
}

/**
 * Prints rows as an aligned text table.
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 */
export function printTable(headers, rows) {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_h, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (/** @type {string[]} */ row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** @param {string[]} argv */
export function parseFlags(argv) {
  /** @type {Record<string, string | boolean>} */
  const flags = {};
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (match?.[1]) flags[match[1]] = match[2] ?? true;
  }
  return flags;
}

/**
 * Writes one result file under bench/results/ (git-ignored) and answers its path.
 * @param {string} name
 * @param {unknown} data
 */
export async function saveResult(name, data) {
  const dir = join(REPO_ROOT, 'bench/results');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(path, `${JSON.stringify(data, null, 2)}\n`);
  return path;
}
