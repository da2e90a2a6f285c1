#!/usr/bin/env node
// @ts-check
// HTTP load on a real server: latency percentiles and throughput per endpoint (bench/README.md).
//   node bench/http-load.mjs [--postgres] [--smoke] [--duration=10] [--connections=10] [--save]
// The server runs on a throw-away PGlite directory, or with --postgres on a fresh database of the
// PostgreSQL server at 127.0.0.1:5432 that is dropped afterwards. Only 127.0.0.1 is ever loaded.
import { pathToFileURL } from 'node:url';
import {
  createDataStore,
  DEMO_LOGIN,
  parseFlags,
  printTable,
  saveResult,
  serverRequire,
  signIn,
  startServer,
} from './lib/server.mjs';
import { startBareHttp } from './lib/bare-http.mjs';

/** @type {(options: Record<string, unknown>, done: (error: Error | null, result: { errors: number; timeouts: number }) => void) => import('node:events').EventEmitter} */
const autocannon = serverRequire('autocannon');

/**
 * @typedef {{ name: string; method: 'GET' | 'POST'; path: string; signedIn?: boolean; body?: unknown; headers?: Record<string, string>; fixedAmount?: (smoke: boolean) => number; maxConnections?: number }} LoadTarget
 * @typedef {{ endpoint: string; requests: number; perSecond: number; p50: number; p95: number; p99: number; max: number; failures: number; statuses: Record<string, number> }} LoadResult
 */

/** @type {LoadTarget[]} */
export const TARGETS = [
  { name: 'GET /api/health', method: 'GET', path: '/api/health' },
  { name: 'GET /api/master/configValue/all', method: 'GET', path: '/api/master/configValue/all' },
  {
    name: 'GET /api/user/checkLogin/yim-demo/siam',
    method: 'GET',
    path: '/api/user/checkLogin/yim-demo/siam',
    signedIn: true,
  },
  { name: 'GET /api/user/clinic', method: 'GET', path: '/api/user/clinic', signedIn: true },
  // Sign-in: a fixed number of requests, below the 100 a minute per client that a limiter on the
  // route may allow, so the figures measure password hashing and session creation, never a 429.
  // At most 4 at once: an attempt counts as a failure until its password is verified, and one
  // account from one address gets 5 free ones (password-attempts.service.ts), so 50 parallel
  // sign-ins of the demo manager would rightly be throttled as guessing.
  {
    name: 'POST /api/login',
    method: 'POST',
    path: '/api/login',
    body: DEMO_LOGIN,
    fixedAmount: (smoke) => (smoke ? 10 : 90),
    maxConnections: 4,
  },
];

/** @param {number[]} sorted @param {number} p */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/**
 * One autocannon run; every response time is kept so that p95 is exact.
 * @param {string} baseUrl
 * @param {LoadTarget} target
 * @param {{ token: string; connections: number; duration: number; amount?: number; timeout?: number }} options
 *   `timeout`: seconds before autocannon gives a request up (its default, 10)
 * @returns {Promise<LoadResult>}
 */
export function loadEndpoint(baseUrl, target, { token, connections, duration, amount, timeout }) {
  return new Promise((resolve, reject) => {
    /** @type {number[]} */
    const times = [];
    /** @type {Record<string, number>} */
    const statuses = {};
    const started = performance.now();
    const instance = autocannon(
      {
        url: `${baseUrl}${target.path}`,
        method: target.method,
        headers: {
          ...(target.signedIn ? { authorization: `Bearer ${token}` } : {}),
          ...(target.body ? { 'content-type': 'application/json' } : {}),
          ...target.headers,
        },
        ...(target.body ? { body: JSON.stringify(target.body) } : {}),
        connections,
        ...(timeout ? { timeout } : {}),
        // autocannon ends a run on its next sample tick (every second by default): a fixed count
        // sampled every 10 ms ends when its last answer arrives, so its req/s is not diluted by up
        // to a second of waiting. Only its own samples are finer; the times above are ours.
        ...(amount ? { amount, sampleInt: 10 } : { duration }),
      },
      (error, result) => {
        if (error) return reject(error);
        const seconds = (performance.now() - started) / 1000;
        const sorted = times.sort((a, b) => a - b);
        const failures =
          Object.entries(statuses)
            .filter(([code]) => !code.startsWith('2'))
            .reduce((n, [, count]) => n + count, 0) +
          result.errors +
          result.timeouts;
        resolve({
          endpoint: target.name,
          requests: sorted.length,
          perSecond: sorted.length / seconds,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          max: sorted.at(-1) ?? NaN,
          failures,
          statuses,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

/**
 * The HTTP floor at this concurrency (req/s): how fast the machine answers HTTP at all just now.
 * A shared 2-core machine changes speed from one hour to the next, so a run prints it beside its
 * figures, and runs are compared by it.
 * @param {{ connections: number; duration: number; warm: boolean }} load `warm`: a second first
 * @returns {Promise<number>}
 */
export async function measureHttpFloor({ connections, duration, warm }) {
  const bare = await startBareHttp();
  try {
    /** @type {LoadTarget} */
    const target = { name: 'GET /api/health', method: 'GET', path: '/api/health' };
    if (warm) await loadEndpoint(bare.baseUrl, target, { token: '', connections, duration: 1 });
    return (await loadEndpoint(bare.baseUrl, target, { token: '', connections, duration })).perSecond;
  } finally {
    await bare.stop();
  }
}

/**
 * Starts a server, loads every endpoint one after the other, prints the table.
 * @param {{ postgres?: boolean; smoke?: boolean; duration?: number; connections?: number; save?: boolean }} options
 * @returns {Promise<{ database: string; results: LoadResult[] }>}
 */
export async function runHttpLoad({
  postgres = false,
  smoke = false,
  duration = smoke ? 1 : 10,
  connections = smoke ? 2 : 10,
  save = false,
} = {}) {
  const store = await createDataStore({ postgres });
  try {
    const server = await startServer({ env: store.env });
    try {
      const token = await signIn(server.baseUrl);
      /** @type {LoadResult[]} */
      const results = [];
      for (const target of TARGETS) {
        const amount = target.fixedAmount?.(smoke);
        // A short warm-up lets the JIT and the connection pools settle (sign-in keeps its budget).
        if (!smoke && !amount) await loadEndpoint(server.baseUrl, target, { token, connections, duration: 1 });
        results.push(
          await loadEndpoint(server.baseUrl, target, {
            token,
            connections: Math.min(connections, target.maxConnections ?? connections),
            duration,
            ...(amount ? { amount } : {}),
          }),
        );
      }
      console.log(
        `\nHTTP load on ${store.kind}: ${connections} connections, ${duration} s per endpoint (sign-in: a fixed count)`,
      );
      const ms = (/** @type {number} */ value) => value.toFixed(1);
      printTable(
        ['endpoint', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-2xx'],
        results.map((r) => [
          r.endpoint,
          r.requests,
          r.perSecond.toFixed(0),
          ms(r.p50),
          ms(r.p95),
          ms(r.p99),
          ms(r.max),
          r.failures,
        ]),
      );
      if (save) console.log(`saved ${await saveResult(`http-load-${store.kind}`, { connections, duration, results })}`);
      const failed = results.filter((r) => r.failures > 0 || r.requests === 0);
      if (failed.length > 0) {
        throw new Error(
          `endpoints answered errors: ${failed.map((r) => `${r.endpoint} ${JSON.stringify(r.statuses)}`).join('; ')}`,
        );
      }
      return { database: store.kind, results };
    } finally {
      await server.stop();
    }
  } finally {
    await store.dispose();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flags = parseFlags(process.argv.slice(2));
  await runHttpLoad({
    postgres: Boolean(flags.postgres),
    smoke: Boolean(flags.smoke),
    save: Boolean(flags.save),
    ...(flags.duration ? { duration: Number(flags.duration) } : {}),
    ...(flags.connections ? { connections: Number(flags.connections) } : {}),
  });
}
