import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { Database } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { enqueueJob } from './enqueue-job.ts';
import { startJobWorker, type JobHandler, type JobWorker } from './job-worker.ts';
import { jobs } from './jobs.table.ts';

const log = pino({ level: 'silent' });
let testDb: TestDatabase;
let db: Database;
const workers: JobWorker[] = [];
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await testDb.drop();
});

/** A worker that only polls when a test says so (runOnce). */
function worker(handlers: Record<string, JobHandler>, on: Database = db, batchSize = 10) {
  const started = startJobWorker({ db: on, handlers, log, pollMs: 3_600_000, batchSize });
  workers.push(started);
  return started;
}

const enqueue = (kind: string, payload: unknown, options = {}) =>
  db.run({}, (tx) => enqueueJob(tx, kind, payload, options));
const row = async (id: number) => (await db.owner.select().from(jobs).where(eq(jobs.id, id)))[0]!;
/** Makes a waiting job due now, as if its time had come. */
const makeDue = (id: number) =>
  db.owner
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.id, id));

describe('job worker', () => {
  it('runs a job once, outside the enqueuing transaction, and forgets its payload when done', async () => {
    const seen: unknown[] = [];
    const w = worker({
      once: async (payload) => {
        seen.push(payload);
      },
    });
    const id = await enqueue('once', { hello: 'ยิ้ม' });
    expect(await w.runOnce()).toBe(1);
    expect(await w.runOnce()).toBe(0);
    expect(seen).toEqual([{ hello: 'ยิ้ม' }]);
    expect(await row(id)).toMatchObject({ attempts: 1, lockedUntil: null, payload: {}, failedAt: null });
    expect((await row(id)).doneAt).toBeInstanceOf(Date);
  });

  it('queues nothing when the enqueuing transaction rolls back', async () => {
    const calls: unknown[] = [];
    await expect(
      db.run({}, async (tx) => {
        await enqueueJob(tx, 'rolled-back', {});
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(
      await worker({
        'rolled-back': async (p) => {
          calls.push(p);
        },
      }).runOnce(),
    ).toBe(0);
  });

  it('never runs a job twice when two workers on two connections claim at the same time', async () => {
    const calls = new Map<number, number>();
    const handler: JobHandler = async (payload) => {
      const n = (payload as { n: number }).n;
      calls.set(n, (calls.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    for (let n = 0; n < 20; n += 1) await enqueue('race', { n });
    const a = worker({ race: handler }, db, 20);
    const b = worker({ race: handler }, await testDb.openAnother(), 20);
    let total = 0;
    for (;;) {
      const [ranA, ranB] = await Promise.all([a.runOnce(), b.runOnce()]);
      total += ranA + ranB;
      if (ranA + ranB === 0) break;
    }
    expect(total).toBe(20);
    expect(calls.size).toBe(20);
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
  });

  it('retries a failing job later with backoff, then gives up at max_attempts', async () => {
    let calls = 0;
    const w = worker({
      flaky: async () => {
        calls += 1;
        throw new Error(`SMTP down ${calls}`);
      },
    });
    const id = await enqueue('flaky', {}, { maxAttempts: 3 });

    expect(await w.runOnce()).toBe(1);
    const afterFirst = await row(id);
    expect(afterFirst).toMatchObject({
      attempts: 1,
      lastError: 'SMTP down 1',
      failedAt: null,
      doneAt: null,
      lockedUntil: null,
    });
    expect(afterFirst.runAt.getTime() - Date.now()).toBeGreaterThan(20_000);
    expect(await w.runOnce()).toBe(0);

    await makeDue(id);
    expect(await w.runOnce()).toBe(1);
    expect((await row(id)).runAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    await makeDue(id);
    expect(await w.runOnce()).toBe(1);
    const last = await row(id);
    expect(last).toMatchObject({ attempts: 3, lastError: 'SMTP down 3', doneAt: null });
    expect(last.failedAt).toBeInstanceOf(Date);

    await makeDue(id);
    expect(await w.runOnce()).toBe(0);
    expect(calls).toBe(3);
  });

  it('does not run a job before its run_at', async () => {
    let calls = 0;
    const w = worker({
      later: async () => {
        calls += 1;
      },
    });
    const id = await enqueue('later', {}, { runAt: new Date(Date.now() + 3_600_000) });
    expect(await w.runOnce()).toBe(0);
    await makeDue(id);
    expect(await w.runOnce()).toBe(1);
    expect(calls).toBe(1);
  });

  it('leaves a claimed job alone until its claim expires (a crashed worker)', async () => {
    let calls = 0;
    const w = worker({
      claimed: async () => {
        calls += 1;
      },
    });
    const id = await enqueue('claimed', {});
    await db.owner
      .update(jobs)
      .set({ lockedUntil: sql`now() + interval '5 minutes'`, attempts: 1 })
      .where(eq(jobs.id, id));
    expect(await w.runOnce()).toBe(0);
    await db.owner
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    expect(await w.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ attempts: 2, lockedUntil: null });
    expect(calls).toBe(1);
  });

  it('claims only the kinds it has handlers for', async () => {
    const id = await enqueue('someone-else', {});
    expect(await worker({ mine: async () => {} }).runOnce()).toBe(0);
    expect(await row(id)).toMatchObject({ attempts: 0, doneAt: null });
  });

  it('polls by itself and stops cleanly', async () => {
    const seen: unknown[] = [];
    const w = startJobWorker({
      db,
      handlers: {
        polled: async (p) => {
          seen.push(p);
        },
      },
      log,
      pollMs: 20,
    });
    await enqueue('polled', { n: 1 });
    await expect.poll(() => seen.length, { timeout: 5_000 }).toBe(1);
    await w.stop();
    await enqueue('polled', { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([{ n: 1 }]);
  });
});
