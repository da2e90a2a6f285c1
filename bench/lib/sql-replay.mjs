// @ts-check
// Replays the round trips one request sent (captured by pg-recorder.mjs) straight against the
// database, at a given concurrency: the throughput the API could reach if the server cost nothing.
import { pathToFileURL } from 'node:url';
import { serverRequire } from './server.mjs';

/**
 * @typedef {import('./pg-recorder.mjs').RoundTrip} RoundTrip
 * @typedef {{ requests: number; perSecond: number; p50: number; p95: number; p99: number }} ReplayResult
 * @typedef {{
 *   query(text: string, values?: unknown[]): Promise<unknown>;
 *   exec(text: string): Promise<unknown>;
 *   close(): Promise<void>;
 *   execProtocolStream(message: Uint8Array, options: { syncToFs: boolean }): Promise<unknown[]>;
 *   serializers: Record<number, (value: unknown) => string>;
 *   parsers: Record<number, unknown>;
 * }} PgliteLike
 */

/**
 * The same trips with one database's ids swapped for another's (the seeds differ only in their
 * generated uuids): in the values of every statement, and in the text of a simple query, which
 * carries its values written out (a transaction's scope, and the entry it opens with: ADR 0019).
 * @param {RoundTrip[]} trips @param {Map<string, string>} swap
 * @returns {RoundTrip[]}
 */
export function withIds(trips, swap) {
  const swapText = (/** @type {string} */ text) =>
    [...swap].reduce((swapped, [from, to]) => swapped.replaceAll(from, to), text);
  return trips.map((trip) =>
    trip.map((statement) => ({
      ...statement,
      text: statement.simple ? swapText(statement.text) : statement.text,
      values: statement.values.map((value) =>
        typeof value === 'string' && swap.has(value) ? (swap.get(value) ?? value) : value,
      ),
    })),
  );
}

/**
 * A replayed request must be the server's request: a simple query that opens with the request's
 * entry (ADR 0019) must find its session, else every statement after it reads nothing (the clinic
 * is never entered) and the replay measures an empty request.
 * @param {string} text @param {unknown} results what the driver answered the simple query
 */
function assertEntered(text, results) {
  if (!text.includes('request_entry(')) return;
  const last = /** @type {{ rows?: unknown[] } | undefined} */ (Array.isArray(results) ? results.at(-1) : results);
  if (!last?.rows?.length) throw new Error(`the replayed request's entry found no session: ${text}`);
}

/** @param {number[]} sorted @param {number} p */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** The middle of some figures (the mean of the two middle ones for an even count). @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/**
 * Runs `once` in `connections` loops for `durationMs` and measures each call.
 * @param {number} connections @param {number} durationMs @param {(loop: number) => Promise<void>} once
 * @returns {Promise<ReplayResult>}
 */
async function measureLoops(connections, durationMs, once) {
  /** @type {number[]} */
  const times = [];
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async (_unused, loop) => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        await once(loop);
        times.push(performance.now() - begun);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    perSecond: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

/**
 * One client per connection, as the server's pool has; a named statement is prepared once per
 * client, as the server's driver does, and an unnamed one is parsed every time.
 * @param {string} url @param {RoundTrip[]} trips
 * @param {{ connections: number; durationMs: number }} options
 */
export async function replayOnPostgres(url, trips, { connections, durationMs }) {
  const pg = serverRequire('pg');
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  try {
    return await measureLoops(connections, durationMs, async (loop) => {
      const client = clients[loop];
      for (const trip of trips) {
        for (const statement of trip) {
          if (statement.simple) assertEntered(statement.text, await client.query(statement.text));
          else
            await client.query({
              text: statement.text,
              values: statement.values,
              ...(statement.name ? { name: statement.name } : {}),
            });
        }
      }
    });
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/**
 * PGlite on a server's directory, with the server's extensions (the server must have stopped).
 * @param {string} dataDir
 * @returns {Promise<{ db: PgliteLike; protocol: any; parse: any }>}
 */
async function openPglite(dataDir) {
  const { PGlite, protocol, parse } = await import(pathToFileURL(serverRequire.resolve('@electric-sql/pglite')).href);
  const { btree_gin } = await import(
    pathToFileURL(serverRequire.resolve('@electric-sql/pglite/contrib/btree_gin')).href
  );
  const { btree_gist } = await import(
    pathToFileURL(serverRequire.resolve('@electric-sql/pglite/contrib/btree_gist')).href
  );
  const { pg_trgm } = await import(pathToFileURL(serverRequire.resolve('@electric-sql/pglite/contrib/pg_trgm')).href);
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gin, btree_gist } });
  return { db, protocol, parse };
}

/**
 * What the server's upkeep leaves a PGlite directory at a minute after it starts
 * (`lib/jobs/pglite-upkeep.ts`): vacuumed and analysed. A copy taken before that would be planned
 * without statistics: the demo's name search replayed at 76 requests a second on one, against
 * several hundred on the server's analysed directory (2026-11-29).
 * @param {string} dataDir the server's PGlite directory (the server must have stopped)
 */
export async function settlePgliteLikeUpkeep(dataDir) {
  const { db } = await openPglite(dataDir);
  try {
    await db.exec('vacuum (analyze)');
  } finally {
    await db.close();
  }
}

/**
 * PGlite runs one transaction at a time (as the server's PGlite connection does): a request's
 * round trips run under one lock, however many loops wait for it. Each statement is sent as the
 * server's PGlite client sends it (`lib/db/pglite-statements.ts`, ADR 0020): a simple query is one
 * call, a statement the server sends by name is prepared once and then bound and executed in one
 * call, any other is parsed and described in one call and bound and executed in a second.
 * @param {string} dataDir the server's PGlite directory (the server must have stopped)
 * @param {RoundTrip[]} trips
 * @param {{ connections: number; durationMs: number }} options
 */
export async function replayOnPglite(dataDir, trips, { connections, durationMs }) {
  const { db, protocol, parse } = await openPglite(dataDir);
  const { serialize } = protocol;
  const call = (/** @type {Uint8Array[]} */ messages) =>
    db.execProtocolStream(Buffer.concat(messages), { syncToFs: false });
  /** @param {string} name @param {string} text @returns {Promise<number[]>} parameter types */
  const describe = async (name, text) =>
    parse.parseDescribeStatementResults(
      await call([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
  /** The messages that bind and run a parsed statement. @param {string} statement @param {unknown[]} values @param {number[]} types */
  const bindAndExecute = (statement, values, types) => {
    const serialized = values.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[types[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    return [
      serialize.bind({ statement, values: serialized }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ];
  };
  /** @type {Map<string, number[]>} parameter types by statement name */
  const prepared = new Map();
  /** @param {{ name?: string; text: string; values: unknown[] }} statement */
  const runStatement = async ({ name, text, values }) => {
    if (name) {
      let types = prepared.get(name);
      if (!types) {
        types = await describe(name, text);
        prepared.set(name, types);
      }
      return parse.parseResults(await call(bindAndExecute(name, values, types)), db.parsers);
    }
    if (values.length === 0) {
      return parse.parseResults(await call([serialize.parse({ text }), ...bindAndExecute('', [], [])]), db.parsers);
    }
    return parse.parseResults(await call(bindAndExecute('', values, await describe('', text))), db.parsers);
  };
  /** @param {string} text */
  const simpleQuery = async (text) => parse.parseResults(await call([serialize.query(text)]), db.parsers);
  let lock = Promise.resolve();
  try {
    return await measureLoops(connections, durationMs, async () => {
      const turn = lock.then(async () => {
        for (const trip of trips) {
          for (const statement of trip) {
            if (statement.simple) assertEntered(statement.text, await simpleQuery(statement.text));
            else await runStatement(statement);
          }
        }
      });
      lock = turn.catch(() => {});
      await turn;
    });
  } finally {
    await db.close();
  }
}
