#!/usr/bin/env node
// @ts-check
// Live updates (bench/README.md, "live-update.mjs"): the time from a write's request to its
// event arriving on open branch streams. PGlite: one server. PostgreSQL: two servers on one
// database, the write sent to the first and the streams open on the second, so the event
// crosses instances through LISTEN/NOTIFY. The servers are apps/server/src/test/probe-server.ts:
// the real app plus a stream endpoint and a publishing write of the tests only.
//   node bench/live-update.mjs [--smoke] [--events=200] [--subscribers=20] [--no-postgres]
//                              [--no-pglite] [--save]
import { get } from 'node:http';
import { pathToFileURL } from 'node:url';
import { createDataStore, parseFlags, printTable, saveResult, signIn, startServer } from './lib/server.mjs';

const ENTRY = 'apps/server/src/test/probe-server.ts';
const BRANCH = 'yim-demo/siam';

/**
 * An open stream over node:http (one connection each), calling `onEvent` with each event's data.
 * @param {string} baseUrl @param {string} token @param {(data: { id?: number }) => void} onEvent
 * @returns {Promise<() => void>} closes the stream
 */
function openStream(baseUrl, token, onEvent) {
  return new Promise((resolve, reject) => {
    const request = get(
      `${baseUrl}/api/probe/events/${BRANCH}`,
      { agent: false, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`the stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (/** @type {string} */ chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const line = block.split('\n').find((l) => l.startsWith('data: '));
            if (line) onEvent(JSON.parse(line.slice(6)));
          }
        });
        response.on('error', () => {});
        resolve(() => request.destroy());
      },
    );
    request.on('error', reject);
  });
}

/** @param {number[]} values @param {number} p */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * Sends `events` writes one after the other to `writer` and times each until every subscriber
 * of `reader` heard it.
 * @param {{ writer: string; reader: string; events: number; subscribers: number }} options
 */
async function measure({ writer, reader, events, subscribers }) {
  const token = await signIn(writer);
  /** @typedef {{ sentAt: number; heard: number; first?: number; all?: number; done: () => void }} Pending */
  /** @type {Map<number, Pending>} */
  const pending = new Map();
  const closers = await Promise.all(
    Array.from({ length: subscribers }, () =>
      openStream(reader, token, ({ id }) => {
        const entry = id === undefined ? undefined : pending.get(id);
        if (!entry) return;
        const now = performance.now();
        entry.heard += 1;
        entry.first ??= now - entry.sentAt;
        if (entry.heard === subscribers) {
          entry.all = now - entry.sentAt;
          entry.done();
        }
      }),
    ),
  );
  const first = [];
  const all = [];
  const write = [];
  try {
    for (let id = 1; id <= events; id += 1) {
      /** @type {() => void} */
      let done = () => {};
      const heard = new Promise((resolve) => (done = () => resolve(undefined)));
      /** @type {Pending} */
      const entry = { sentAt: performance.now(), heard: 0, done };
      pending.set(id, entry);
      const response = await fetch(`${writer}/api/probe/publish/${BRANCH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id }),
      });
      if (!response.ok) throw new Error(`the write answered ${response.status}: ${await response.text()}`);
      write.push(performance.now() - entry.sentAt);
      const timeout = new Promise((_resolve, reject) =>
        setTimeout(() => reject(new Error(`event ${id} not heard within 5 s`)), 5_000).unref(),
      );
      await Promise.race([heard, timeout]);
      first.push(entry.first ?? NaN);
      all.push(entry.all ?? NaN);
      pending.delete(id);
    }
  } finally {
    for (const close of closers) close();
  }
  return { write, first, all };
}

/**
 * @param {{ smoke?: boolean; save?: boolean; postgres?: boolean; pglite?: boolean; events?: number; subscribers?: number }} options
 */
export async function runLiveUpdate({
  smoke = false,
  save = false,
  postgres = true,
  pglite = true,
  events = smoke ? 10 : 200,
  subscribers = smoke ? 2 : 20,
}) {
  /** @type {{ setup: string; write: number[]; first: number[]; all: number[] }[]} */
  const results = [];
  if (pglite) {
    const store = await createDataStore({ postgres: false });
    const server = await startServer({ env: store.env, entry: ENTRY });
    try {
      const url = server.baseUrl;
      results.push({
        setup: 'PGlite, one server',
        ...(await measure({ writer: url, reader: url, events, subscribers })),
      });
    } finally {
      await server.stop();
      await store.dispose();
    }
  }
  if (postgres) {
    const store = await createDataStore({ postgres: true });
    // One after the other: the first migrates and seeds, the second finds it done.
    const writer = await startServer({ env: store.env, entry: ENTRY });
    try {
      const reader = await startServer({ env: store.env, entry: ENTRY });
      try {
        const options = { writer: writer.baseUrl, reader: reader.baseUrl, events, subscribers };
        results.push({ setup: 'PostgreSQL, write on A, streams on B', ...(await measure(options)) });
      } finally {
        await reader.stop();
      }
    } finally {
      await writer.stop();
      await store.dispose();
    }
  }
  const ms = (/** @type {number} */ value) => value.toFixed(1);
  console.log(`\nLive update: write request → event heard (${events} events, ${subscribers} open streams)`);
  printTable(
    ['setup', 'write p50', 'first p50', 'first p95', 'all p50', 'all p95', 'all max'],
    results.map((r) => [
      r.setup,
      ms(percentile(r.write, 50)),
      ms(percentile(r.first, 50)),
      ms(percentile(r.first, 95)),
      ms(percentile(r.all, 50)),
      ms(percentile(r.all, 95)),
      ms(Math.max(...r.all)),
    ]),
  );
  console.log('(milliseconds; "write": the write request answered; "first"/"all": the first / every stream heard it)');
  if (save) console.log(`saved ${await saveResult('live-update', { events, subscribers, results })}`);
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const flags = parseFlags(process.argv.slice(2));
  await runLiveUpdate({
    smoke: Boolean(flags.smoke),
    save: Boolean(flags.save),
    postgres: !flags['no-postgres'],
    pglite: !flags['no-pglite'],
    ...(flags.events ? { events: Number(flags.events) } : {}),
    ...(flags.subscribers ? { subscribers: Number(flags.subscribers) } : {}),
  });
}
