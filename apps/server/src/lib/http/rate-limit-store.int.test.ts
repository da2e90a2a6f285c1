import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, wrap, type TestApp } from '../../test/test-app.ts';
import { runPeriodicTasks } from '../jobs/periodic-tasks.ts';
import { countHit, pruneRateLimitWindows } from './rate-limit-store.ts';
import { rateLimitWindows } from './rate-limit.table.ts';
import { auth } from '@yim/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const endWindow = (key: string) =>
  t.db.owner
    .update(rateLimitWindows)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimitWindows.key, key));

describe('rate-limit counters in the database', () => {
  it('counts concurrent hits without losing one', async () => {
    const other = await t.testDb.openAnother();
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => countHit(i % 2 ? other : t.db, 'race', 60_000)),
    );
    expect(hits.map((h) => h.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const hit of hits) expect(hit.ttl).toBeGreaterThan(50_000);
  });

  it('starts a new window once the last one has ended, and housekeeping removes ended ones', async () => {
    expect((await countHit(t.db, 'window', 60_000)).current).toBe(1);
    expect((await countHit(t.db, 'window', 60_000)).current).toBe(2);
    await endWindow('window');
    expect((await countHit(t.db, 'window', 60_000)).current).toBe(1);

    await endWindow('window');
    const touched = await runPeriodicTasks(t.db, [pruneRateLimitWindows]);
    expect(touched.rateLimitWindows).toBeGreaterThanOrEqual(1);
    expect(await t.db.owner.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, 'window'))).toEqual([]);
  });

  it('holds one limit across two server instances on one database', async () => {
    const otherDb = await t.testDb.openAnother();
    const second = wrap(await buildApp({ config: t.config, db: otherDb, logger: false }), otherDb, t.testDb, t.config);
    try {
      const ask = (app: Omit<TestApp, 'storage'>, ip: string) =>
        app.send(auth.forgotPassword, { payload: { email: 'nobody@example.com' }, remoteAddress: ip });
      // forgot-password allows 20 an hour per address: 10 on each instance use it up.
      for (let i = 0; i < 10; i += 1) {
        expect((await ask(t, '198.51.100.7')).statusCode).toBe(200);
        expect((await ask(second, '198.51.100.7')).statusCode).toBe(200);
      }
      const refused = await ask(second, '198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json.errorCode).toBe('RATE_LIMITED');
      expect((await ask(t, '198.51.100.7')).statusCode).toBe(429);
      expect((await ask(t, '198.51.100.8')).statusCode).toBe(200);
      // One window per route and address: other limited routes keep their own counts.
      const keys = (await t.db.owner.select({ key: rateLimitWindows.key }).from(rateLimitWindows)).map(
        (row) => row.key,
      );
      expect(keys).toContain('POST /api/user/forgotPassword/|address:198.51.100.7');
    } finally {
      await second.app.close();
    }
  });
});
