#!/usr/bin/env node
// @ts-check
// What the request log costs (bench/README.md, "log-cost.mjs"): the same endpoints loaded on a
// server at LOG_LEVEL=info (the default, one line per request) and at warn (none), in one run,
// alternating twice so that a drifting machine hurts both alike; prints req/s and info/warn.
//   node bench/log-cost.mjs [--smoke] [--duration=5] [--connections=10] [--postgres]
import { pathToFileURL } from 'node:url';
import { loadEndpoint } from './http-load.mjs';
import { createDataStore, parseFlags, printTable, signIn, startServer } from './lib/server.mjs';

/** @type {import('./http-load.mjs').LoadTarget[]} */
const TARGETS = [
  { name: 'GET /api/health', method: 'GET', path: '/api/health' },
  {
    name: 'GET /api/user/checkLogin/yim-demo/siam',
    method: 'GET',
    path: '/api/user/checkLogin/yim-demo/siam',
    signedIn: true,
  },
];

/** @param {{ smoke?: boolean; duration?: number; connections?: number; postgres?: boolean }} options */
export async function runLogCost({ smoke = false, duration = 5, connections = 10, postgres = false } = {}) {
  const seconds = smoke ? 1 : duration;
  /** @type {Record<string, Record<string, number[]>>} */
  const perSecond = {};
  for (const round of smoke ? [1] : [1, 2]) {
    for (const level of ['info', 'warn']) {
      const store = await createDataStore({ postgres });
      const server = await startServer({ env: { ...store.env, LOG_LEVEL: level } });
      try {
        const token = await signIn(server.baseUrl);
        for (const target of TARGETS) {
          await loadEndpoint(server.baseUrl, target, { token, connections, duration: 1 });
          const result = await loadEndpoint(server.baseUrl, target, { token, connections, duration: seconds });
          if (result.failures > 0) throw new Error(`${target.name} at ${level}: ${result.failures} failures`);
          ((perSecond[target.name] ??= {})[level] ??= []).push(result.perSecond);
        }
      } finally {
        await server.stop();
        await store.dispose();
      }
    }
    if (!smoke) console.log(`round ${round} done`);
  }
  const mean = (/** @type {number[]} */ values) => values.reduce((a, b) => a + b, 0) / values.length;
  const rows = TARGETS.map((target) => {
    const info = mean(perSecond[target.name]?.info ?? [0]);
    const warn = mean(perSecond[target.name]?.warn ?? [0]);
    return [target.name, info.toFixed(0), warn.toFixed(0), `${((info / warn) * 100).toFixed(0)} %`];
  });
  console.log(
    `\nThe request log's cost: ${postgres ? 'postgres' : 'pglite'}, ${connections} connections, ${seconds} s each`,
  );
  printTable(['endpoint', 'info req/s', 'warn req/s', 'info/warn'], rows);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const flags = parseFlags(process.argv.slice(2));
  await runLogCost({
    smoke: Boolean(flags.smoke),
    postgres: Boolean(flags.postgres),
    ...(flags.duration ? { duration: Number(flags.duration) } : {}),
    ...(flags.connections ? { connections: Number(flags.connections) } : {}),
  });
}
