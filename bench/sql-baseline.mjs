#!/usr/bin/env node
// @ts-check
// Each hot endpoint beside its own SQL (bench/README.md, "sql-baseline.mjs"): the HTTP figures of
// the endpoint, and the statements one request of it sends run directly against the database at
// the same concurrency in the same run, with their ratio. The statements are captured from the
// server itself, through a recording proxy in front of PostgreSQL, so the baseline is exactly
// what the code sends today.
//   node bench/sql-baseline.mjs [--smoke] [--duration=10] [--connections=10] [--no-pglite] [--save]
//     [--only=lab,week]  only the endpoints whose name holds one of these words (an A/B of a few)
//     [--repeat=1]       each endpoint's HTTP and SQL measured this many times, alternately; the
//                        table shows medians, and the ratio's range across the pairs
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEndpoint, measureHttpFloor } from './http-load.mjs';
import { clinicLists, PIPELINE_ENDPOINTS } from './lib/hot-endpoints.mjs';
import { startPgRecorder } from './lib/pg-recorder.mjs';
import { commandCpuMs, totalCpuMs } from './lib/process-cpu.mjs';
import { median, replayOnPglite, replayOnPostgres, settlePgliteLikeUpkeep, withIds } from './lib/sql-replay.mjs';
import {
  createDataStore,
  parseFlags,
  printTable,
  saveResult,
  settleLikeAutovacuum,
  signIn,
  startServer,
} from './lib/server.mjs';

/** Requests per endpoint in the smoke run: enough to see every endpoint answer under load. */
const SMOKE_REQUESTS = 20;

/** @param {string} baseUrl @param {import('./http-load.mjs').LoadTarget} target @param {string} token */
async function requestOnce(baseUrl, target, token) {
  const response = await fetch(`${baseUrl}${target.path}`, {
    headers: { ...target.headers, ...(target.signedIn ? { authorization: `Bearer ${token}` } : {}) },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${target.name} answered ${response.status}`);
}

/** The user and session ids an access token names (its payload is plain base64url JSON). */
function tokenIds(/** @type {string} */ token) {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return { userId: String(payload.sub), sessionId: String(payload.sid) };
}

/**
 * Captures each endpoint's round trips: a server started through the recording proxy answers one
 * request first (so that whatever it prepares once is prepared), then recorded ones until two
 * agree (`recordSteady`). The endpoints are the request pipeline's and the clinic features' lists
 * (lib/hot-endpoints.mjs).
 * @param {Record<string, string>} env the data store's environment
 * @param {string[]} only words of the endpoints to keep (none: every endpoint)
 */
async function captureStatements(env, only) {
  const url = new URL(env.DATABASE_URL ?? '');
  const recorder = await startPgRecorder({ host: url.hostname, port: Number(url.port || 5432) });
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(recorder.port);
  const server = await startServer({ env: { ...env, DATABASE_URL: proxied.toString() } });
  try {
    const token = await signIn(server.baseUrl);
    const targets = [...PIPELINE_ENDPOINTS, ...(await clinicLists(server.baseUrl, token))].filter(
      (target) => only.length === 0 || only.some((word) => target.name.includes(word)),
    );
    /** @type {Map<string, import('./lib/pg-recorder.mjs').RoundTrip[]>} */
    const trips = new Map();
    for (const target of targets) {
      await requestOnce(server.baseUrl, target, token);
      trips.set(target.name, await recorder.recordSteady(() => requestOnce(server.baseUrl, target, token)));
    }
    return { targets, trips, ids: tokenIds(token) };
  } finally {
    await server.stop();
    await recorder.close();
  }
}

/**
 * `loadEndpoint` with the server process's CPU time per answered request (µs; null without
 * /proc): the figure an A/B of the server's own work can trust on a busy machine. With
 * `postgres`, also the CPU time of the machine's PostgreSQL processes per request (the server's
 * pool stays open throughout, so its backends' time is all counted; other users of that
 * PostgreSQL server would be counted too).
 * @param {{ baseUrl: string; cpuTimes(): Promise<import('./lib/process-cpu.mjs').CpuTimes | null> }} server
 * @param {import('./http-load.mjs').LoadTarget} target
 * @param {{ token: string; connections: number; duration: number; amount?: number }} options
 * @param {boolean} postgres
 */
async function loadWithCpu(server, target, options, postgres) {
  const readings = () => Promise.all([server.cpuTimes(), postgres ? commandCpuMs('postgres') : null]);
  const [serverBefore, databaseBefore] = await readings();
  const http = await loadEndpoint(server.baseUrl, target, options);
  const [serverAfter, databaseAfter] = await readings();
  /** @param {number | null | undefined} before @param {number | null | undefined} after */
  const perRequest = (before, after) =>
    before == null || after == null || http.requests === 0 ? null : ((after - before) * 1000) / http.requests;
  return {
    ...http,
    cpuUs: perRequest(totalCpuMs(serverBefore), totalCpuMs(serverAfter)),
    systemCpuUs: perRequest(serverBefore?.systemMs, serverAfter?.systemMs),
    databaseCpuUs: perRequest(databaseBefore, databaseAfter),
  };
}

/**
 * @typedef {{ perSecond: number; p99: number; cpuUs: number | null; systemCpuUs: number | null; databaseCpuUs: number | null }} HttpFigures
 * @typedef {{ perSecond: number; p99: number }} SqlFigures
 */

/**
 * One line of the table: the endpoint's round trips and statements, then HTTP beside SQL. With
 * several pairs (`--repeat`), each figure is their median and the ratio the median of the pairs'
 * ratios, with its range: the machine's speed drifts between runs, and a pair measured minutes
 * apart would compare two speeds.
 * @param {string} database
 * @param {import('./http-load.mjs').LoadTarget} target
 * @param {import('./lib/pg-recorder.mjs').RoundTrip[]} trips
 * @param {{ http: HttpFigures; sql: SqlFigures }[]} pairs
 */
function tableRow(database, target, trips, pairs) {
  const of = (/** @type {(pair: { http: HttpFigures; sql: SqlFigures }) => number | null} */ pick) => {
    const values = pairs.map(pick).filter((value) => value !== null);
    return values.length === 0 ? null : median(/** @type {number[]} */ (values));
  };
  const ratios = pairs.map(({ http, sql }) => (100 * http.perSecond) / sql.perSecond);
  const ratio =
    `${median(ratios).toFixed(0)} %` +
    (ratios.length > 1 ? ` (${Math.min(...ratios).toFixed(0)}–${Math.max(...ratios).toFixed(0)})` : '');
  const shown = (/** @type {number | null} */ value, digits = 0) => (value === null ? '–' : value.toFixed(digits));
  /** @param {number | null} total @param {number | null} system */
  const serverCpu = (total, system) => (total === null ? '–' : `${total.toFixed(0)} (${shown(system)} system)`);
  return [
    database,
    target.name,
    trips.length,
    statementCount(trips),
    shown(of(({ http }) => http.perSecond)),
    shown(of(({ sql }) => sql.perSecond)),
    ratio,
    shown(
      of(({ http }) => http.p99),
      1,
    ),
    shown(
      of(({ sql }) => sql.p99),
      1,
    ),
    serverCpu(
      of(({ http }) => http.cpuUs),
      of(({ http }) => http.systemCpuUs),
    ),
    shown(of(({ http }) => http.databaseCpuUs)),
  ];
}

/**
 * A request's statements, with those not prepared counted in brackets: an unnamed statement, or a
 * simple query other than the transaction's frame (`begin` with the request's entry, `commit`),
 * is parsed and planned by the database on every request. On a list it is a query that ADR 0017
 * would prepare; the health check's `select 1` is one on purpose.
 * @param {import('./lib/pg-recorder.mjs').RoundTrip[]} trips
 */
function statementCount(trips) {
  const statements = trips.flat();
  const frame = /^\s*(begin|commit|rollback)\b/i;
  const unprepared = statements.filter((statement) => statement.name === '' && !frame.test(statement.text)).length;
  return unprepared === 0 ? String(statements.length) : `${statements.length} (${unprepared} not prepared)`;
}

/**
 * The endpoint's HTTP load and its SQL's replay, one after the other, `repeat` times.
 * @param {number} repeat
 * @param {import('./http-load.mjs').LoadTarget} target
 * @param {{ http(): Promise<import('./http-load.mjs').LoadResult & HttpFigures>; sql(): Promise<SqlFigures> }} measure
 */
async function measurePairs(repeat, target, measure) {
  const pairs = [];
  for (let pair = 0; pair < Math.max(1, repeat); pair += 1) {
    const http = await measure.http();
    if (http.failures > 0) throw new Error(`${target.name} answered errors: ${JSON.stringify(http.statuses)}`);
    pairs.push({ http, sql: await measure.sql() });
  }
  return pairs;
}

/**
 * @param {{ smoke?: boolean; duration?: number; connections?: number; pglite?: boolean; save?: boolean; only?: string[]; repeat?: number }} options
 */
export async function runSqlBaseline({
  smoke = false,
  duration = smoke ? 1 : 10,
  connections = smoke ? 2 : 10,
  pglite = true,
  save = false,
  only = [],
  repeat = 1,
} = {}) {
  // The smoke run only keeps the benchmark working (run-all.mjs): a fixed small count of requests
  // per endpoint (a duration makes autocannon load for a whole second whatever it is asked, which
  // was a minute of CI for 35 endpoints on two databases) and a tenth of a second of replay.
  const durationMs = smoke ? 100 : duration * 1000;
  const amount = smoke ? SMOKE_REQUESTS : undefined;
  /** @type {(string | number)[][]} */
  const rows = [];
  /** @type {Record<string, number>} the health check's HTTP throughput per database */
  const health = {};

  const postgres = await createDataStore({ postgres: true });
  /** @type {{ targets: import('./http-load.mjs').LoadTarget[]; trips: Map<string, import('./lib/pg-recorder.mjs').RoundTrip[]>; ids: { userId: string; sessionId: string } }} */
  let captured;
  try {
    captured = await captureStatements(postgres.env, only);
    // The capture's server seeded a new database (or it is a copy of a seeded template).
    await settleLikeAutovacuum(postgres.env.DATABASE_URL ?? '');
    const server = await startServer({ env: postgres.env });
    try {
      const token = await signIn(server.baseUrl);
      for (const target of captured.targets) {
        const trips = captured.trips.get(target.name) ?? [];
        if (!smoke) await loadEndpoint(server.baseUrl, target, { token, connections, duration: 1 });
        const pairs = await measurePairs(repeat, target, {
          http: () => loadWithCpu(server, target, { token, connections, duration, amount }, true),
          sql: () => replayOnPostgres(postgres.env.DATABASE_URL ?? '', trips, { connections, durationMs }),
        });
        rows.push(tableRow('postgres', target, trips, pairs));
        if (target === PIPELINE_ENDPOINTS[0]) health.postgres = median(pairs.map(({ http }) => http.perSecond));
      }
    } finally {
      await server.stop();
    }
  } finally {
    await postgres.dispose();
  }

  if (pglite) {
    const store = await createDataStore({ postgres: false });
    const dataDir = join(store.env.DATA_DIR ?? '', 'pg');
    // The replay runs on a copy of the server's directory, taken after a first start has signed
    // in (so that the session the replayed entry reads is in both), and each endpoint's replay
    // right after its HTTP load, as on PostgreSQL.
    const replayDir = await mkdtemp(join(tmpdir(), 'yim-bench-replay-'));
    try {
      const first = await startServer({ env: store.env });
      let token;
      try {
        token = await signIn(first.baseUrl);
      } finally {
        await first.stop();
      }
      // Both copies analysed, as the server's upkeep would leave them a minute after it starts.
      await settlePgliteLikeUpkeep(dataDir);
      await cp(dataDir, replayDir, { recursive: true });
      // The statements were captured on PostgreSQL: the same code sends the same SQL to PGlite,
      // only the generated user and session ids differ between the two databases.
      const ids = tokenIds(token);
      const swap = new Map([
        [captured.ids.userId, ids.userId],
        [captured.ids.sessionId, ids.sessionId],
      ]);
      const server = await startServer({ env: store.env });
      try {
        for (const target of captured.targets) {
          const trips = withIds(captured.trips.get(target.name) ?? [], swap);
          if (!smoke) await loadEndpoint(server.baseUrl, target, { token, connections, duration: 1 });
          const pairs = await measurePairs(repeat, target, {
            http: () => loadWithCpu(server, target, { token, connections, duration, amount }, false),
            sql: () => replayOnPglite(replayDir, trips, { connections, durationMs }),
          });
          rows.push(tableRow('pglite', target, trips, pairs));
          if (target === PIPELINE_ENDPOINTS[0]) health.pglite = median(pairs.map(({ http }) => http.perSecond));
        }
      } finally {
        await server.stop();
      }
    } finally {
      await rm(replayDir, { recursive: true, force: true });
      await store.dispose();
    }
  }

  console.log(
    `\nEach hot endpoint beside its own SQL: ${connections} connections, ${duration} s each` +
      (repeat > 1 ? `, ${repeat} pairs alternately (medians; the ratio's range in brackets)` : ''),
  );
  printTable(
    [
      'database',
      'endpoint',
      'round trips',
      'statements',
      'HTTP req/s',
      'SQL req/s',
      'HTTP/SQL',
      'HTTP p99 ms',
      'SQL p99 ms',
      'server CPU µs/req',
      'PostgreSQL CPU µs/req',
    ],
    rows,
  );
  console.log(
    'server CPU µs/req: the server process per answered request (user + system, the system part in ' +
      'brackets: the kernel on its behalf, mostly sockets); on PGlite it ' +
      'includes the database, which runs inside it. PostgreSQL CPU µs/req: all of its processes on ' +
      'this machine during the HTTP load, per request.',
  );
  // One `select 1` runs faster than any HTTP server answers: the health check is judged against
  // the HTTP floor of the machine instead.
  const floor = await measureHttpFloor({ connections, duration, warm: !smoke });
  console.log(
    `HTTP floor (the server's Fastify without plugins, a process of its own): ${floor.toFixed(0)} req/s; ` +
      Object.entries(health)
        .map(
          ([database, perSecond]) =>
            `GET /api/health on ${database} reaches ${((100 * perSecond) / floor).toFixed(0)} % of it`,
        )
        .join(', '),
  );
  if (save) console.log(`saved ${await saveResult('sql-baseline', { connections, duration, rows, floor })}`);
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flags = parseFlags(process.argv.slice(2));
  await runSqlBaseline({
    smoke: Boolean(flags.smoke),
    save: Boolean(flags.save),
    pglite: !flags['no-pglite'],
    ...(typeof flags.only === 'string' ? { only: flags.only.split(',') } : {}),
    ...(flags.duration ? { duration: Number(flags.duration) } : {}),
    ...(flags.connections ? { connections: Number(flags.connections) } : {}),
    ...(flags.repeat ? { repeat: Number(flags.repeat) } : {}),
  });
}
