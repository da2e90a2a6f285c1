#!/usr/bin/env node
// @ts-check
// Start-up time until /api/health answers (bench/README.md):
// first start on an empty database (create, migrate, sync reference data, seed the demo clinic),
// then warm starts on the same database.
//   node bench/startup.mjs [--postgres] [--smoke] [--warm=3] [--save]
import { pathToFileURL } from 'node:url';
import { createDataStore, parseFlags, printTable, saveResult, startServer } from './lib/server.mjs';

/**
 * @param {{ postgres?: boolean; smoke?: boolean; warm?: number; save?: boolean }} options
 * @returns {Promise<{ database: string; firstMs: number; warmMs: number[] }>}
 */
export async function runStartup({ postgres = false, smoke = false, warm = smoke ? 1 : 3, save = false } = {}) {
  // Always an empty store, also in run-all.mjs: the first start is what this measures.
  const store = await createDataStore({ postgres, fresh: true });
  try {
    const first = await startServer({ env: store.env });
    await first.stop();
    /** @type {number[]} */
    const warmMs = [];
    for (let i = 0; i < warm; i += 1) {
      const again = await startServer({ env: store.env });
      await again.stop();
      warmMs.push(again.startMs);
    }
    const sorted = [...warmMs].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
    console.log(`\nStart-up on ${store.kind} (spawn until /api/health answers)`);
    printTable(
      ['start', 'ms'],
      [
        ['first (empty database: migrate, seed)', first.startMs.toFixed(0)],
        ...warmMs.map((ms, i) => [`warm #${i + 1}`, ms.toFixed(0)]),
        ['warm median', median.toFixed(0)],
      ],
    );
    const result = { database: store.kind, firstMs: first.startMs, warmMs };
    if (save) console.log(`saved ${await saveResult(`startup-${store.kind}`, result)}`);
    return result;
  } finally {
    await store.dispose();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flags = parseFlags(process.argv.slice(2));
  await runStartup({
    postgres: Boolean(flags.postgres),
    smoke: Boolean(flags.smoke),
    save: Boolean(flags.save),
    ...(flags.warm ? { warm: Number(flags.warm) } : {}),
  });
}
