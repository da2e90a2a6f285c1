import { get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import { composeApp } from '../app.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Config } from '../config.ts';
import type { Database } from '../lib/db/database.ts';
import { probeBranchEvents, registerBranchEventsProbe } from './branch-events-probe.ts';
import { wrap, type TestApp } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

export type StreamTestApp = Omit<TestApp, 'storage'> & { deps: AppDeps; baseUrl: string };

/** An app with `testBranchEvents` registered, listening on a free port of 127.0.0.1. */
export async function createStreamTestApp(db: Database, testDb: TestDatabase, config: Config): Promise<StreamTestApp> {
  const { app, deps } = await composeApp({ config, db, logger: false });
  registerBranchEventsProbe(app, deps);
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { ...wrap(app, db, testDb, config, [probeBranchEvents]), deps, baseUrl };
}

/** The ids of a demo branch, read as the owner (tests only). */
export async function branchIds(db: Database, clinicUrl: string, branchUrl: string) {
  const result = await db.owner.execute(
    sql`select b.id as "branchId", b.clinic_id as "clinicId" from branches b join clinics c on c.id = b.clinic_id
        where c.url = ${clinicUrl} and b.url = ${branchUrl}`,
  );
  const row = result.rows[0] as { branchId: number; clinicId: number } | undefined;
  if (!row) throw new Error(`no branch ${clinicUrl}/${branchUrl}`);
  return { branchId: Number(row.branchId), clinicId: Number(row.clinicId) };
}

export type EventReader = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The next event's parsed data; rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<unknown>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
};

/**
 * Opens an event stream over real HTTP with a bearer token, as the web client does. node:http
 * without an agent: one connection per stream, gone when the stream is closed (fetch's pool keeps
 * connections of its own, which would hold the server's close).
 */
export async function readEvents(url: string, token: string): Promise<EventReader> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { agent: false, headers: { authorization: `Bearer ${token}` } }, resolve).on('error', reject);
  });
  const queue: unknown[] = [];
  const waiting: ((value: unknown) => void)[] = [];
  const ended = (async () => {
    let buffer = '';
    try {
      for await (const chunk of response.setEncoding('utf8')) {
        buffer += chunk as string;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = dataOf(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (data === null) continue;
          const waiter = waiting.shift();
          if (waiter) waiter(data);
          else queue.push(data);
        }
      }
    } catch {
      // destroyed by close()
    }
  })();
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    ended,
    close: () => response.destroy(),
    next(timeoutMs = 5_000) {
      if (queue.length > 0) return Promise.resolve(queue.shift());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(deliver), 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const deliver = (value: unknown) => {
          clearTimeout(timer);
          resolve(value);
        };
        waiting.push(deliver);
      });
    },
  };
}

/** The data of one event block, parsed; null for a comment (heartbeat). */
function dataOf(block: string): unknown {
  const lines = block.split('\n').filter((line) => line.startsWith('data: '));
  return lines.length === 0 ? null : (JSON.parse(lines.map((line) => line.slice(6)).join('\n')) as unknown);
}
