#!/usr/bin/env node
// @ts-check
// PGlite runs one transaction at a time: what one slow request does to the reads beside it
// (bench/README.md, "pglite-stall.mjs"). Ten connections read the login check at a branch, first
// alone, then while sign-ins (argon2id, about 20 ms of CPU each) run beside them, one at a
// time. If a sign-in held the database while hashing, every read behind it would wait that long.
//   node bench/pglite-stall.mjs [--smoke] [--duration=10] [--connections=10] [--postgres] [--save]
import { pathToFileURL } from 'node:url';
import { loadEndpoint } from './http-load.mjs';
import { createDataStore, DEMO_LOGIN, parseFlags, printTable, saveResult, signIn, startServer } from './lib/server.mjs';

/** @type {import('./http-load.mjs').LoadTarget} */
const READ = {
  name: 'GET /api/user/checkLogin/yim-demo/siam',
  method: 'GET',
  path: '/api/user/checkLogin/yim-demo/siam',
  signedIn: true,
};

/**
 * Sign-ins one after another until `until` resolves; answers how many and their mean time.
 * @param {string} baseUrl @param {Promise<unknown>} until
 */
async function signInLoop(baseUrl, until) {
  let done = false;
  void until.then(() => {
    done = true;
  });
  let count = 0;
  let totalMs = 0;
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
    totalMs += performance.now() - started;
    count += 1;
  }
  return { count, meanMs: count ? totalMs / count : NaN };
}

/**
 * @param {{ smoke?: boolean; duration?: number; connections?: number; postgres?: boolean; save?: boolean }} options
 */
export async function runPgliteStall({
  smoke = false,
  duration = smoke ? 1 : 10,
  connections = smoke ? 2 : 10,
  postgres = false,
  save = false,
} = {}) {
  const store = await createDataStore({ postgres });
  try {
    // A budget of sign-ins well above what one run makes, so that none is refused.
    const server = await startServer({ env: { ...store.env, LOGIN_MAX_FAILURES_PER_IP: '100000' } });
    try {
      const token = await signIn(server.baseUrl);
      if (!smoke) await loadEndpoint(server.baseUrl, READ, { token, connections, duration: 1 });
      const alone = await loadEndpoint(server.baseUrl, READ, { token, connections, duration });
      const reads = loadEndpoint(server.baseUrl, READ, { token, connections, duration });
      const [beside, signIns] = await Promise.all([reads, signInLoop(server.baseUrl, reads)]);
      const ms = (/** @type {number} */ value) => value.toFixed(1);
      console.log(
        `\nReads beside sign-ins on ${store.kind}: ${connections} connections reading, 1 signing in, ${duration} s each`,
      );
      printTable(
        ['reads', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
        [
          ['alone', alone.perSecond.toFixed(0), ms(alone.p50), ms(alone.p95), ms(alone.p99), ms(alone.max)],
          [
            'beside sign-ins',
            beside.perSecond.toFixed(0),
            ms(beside.p50),
            ms(beside.p95),
            ms(beside.p99),
            ms(beside.max),
          ],
        ],
      );
      console.log(
        `sign-ins meanwhile: ${signIns.count}, ${ms(signIns.meanMs)} ms each on average; p99 of the reads moved by ${ms(beside.p99 - alone.p99)} ms`,
      );
      if (alone.failures > 0 || beside.failures > 0) throw new Error('the reads answered errors');
      const result = { database: store.kind, connections, duration, alone, beside, signIns };
      if (save) console.log(`saved ${await saveResult(`pglite-stall-${store.kind}`, result)}`);
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    await store.dispose();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flags = parseFlags(process.argv.slice(2));
  await runPgliteStall({
    smoke: Boolean(flags.smoke),
    save: Boolean(flags.save),
    postgres: Boolean(flags.postgres),
    ...(flags.duration ? { duration: Number(flags.duration) } : {}),
    ...(flags.connections ? { connections: Number(flags.connections) } : {}),
  });
}
