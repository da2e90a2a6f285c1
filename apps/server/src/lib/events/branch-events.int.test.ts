import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildPath, clinics } from '@yim/contract';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { ACCESS_TOKEN_SECONDS, createAccessTokens } from '../../features/auth/access-token.crypto.ts';
import { loadSecret } from '../db/app-secrets.ts';
import { probeBranchEvents, probePublish } from '../../test/branch-events-probe.ts';
import { branchIds, createStreamTestApp, readEvents, type StreamTestApp } from '../../test/stream-test-app.ts';
import type { TBranchEvent } from './branch-event.ts';

let testDb: TestDatabase;
let t: StreamTestApp;
let siam: { clinicId: number; branchId: number };
let thonglor: { clinicId: number; branchId: number };
let counter: string;
const siamPath = buildPath(probeBranchEvents.path, { clinicUrl: 'yim-demo', branchUrl: 'siam' });

beforeAll(async () => {
  testDb = await createTestDatabase();
  t = await createStreamTestApp(testDb.db, testDb, testConfig());
  siam = await branchIds(testDb.db, 'yim-demo', 'siam');
  thonglor = await branchIds(testDb.db, 'yim-demo', 'thonglor');
  counter = await t.login('counter@demo.yim.test');
});
afterAll(() => t.close());

function publishCommitted(app: StreamTestApp, event: TBranchEvent) {
  return app.db.run({ clinicId: event.clinicId }, (tx) => app.deps.events.publish(tx, event));
}

describe('a stream endpoint', () => {
  it('refuses a caller without a token (401), without the role (403) and of another clinic (404)', async () => {
    expect((await t.call({ method: 'GET', url: siamPath })).statusCode).toBe(401);
    const doctor = await t.login('doctor@demo.yim.test');
    const refused = await t.call({ method: 'GET', url: siamPath, token: doctor });
    expect([refused.statusCode, refused.json.errorCode]).toEqual([403, 'PERMISSION_DENIED']);
    const ari = await t.login('manager@ari.yim.test');
    expect((await t.call({ method: 'GET', url: siamPath, token: ari })).statusCode).toBe(404);
  });

  it('answers an allowed caller at once (the checks over every endpoint inject it too)', async () => {
    const response = await t.call({ method: 'GET', url: siamPath, token: counter });
    expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'text/event-stream; charset=utf-8']);
  });

  it('refuses control characters in its path with 422, as every endpoint does', async () => {
    const url = buildPath(probeBranchEvents.path, { clinicUrl: 'yim-demo', branchUrl: 'si\u0001am' });
    const response = await t.call({ method: 'GET', url, token: counter });
    expect([response.statusCode, response.json.errorCode]).toEqual([422, 'VALIDATION_FAILED']);
  });

  it('does not take a token from the URL', async () => {
    const response = await t.call({ method: 'GET', url: `${siamPath}?access_token=${counter}` });
    expect(response.statusCode).toBe(401);
  });

  it('answers an event stream that no cache keeps and that carries the security headers', async () => {
    const stream = await readEvents(`${t.baseUrl}${siamPath}`, counter);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['cache-control']).toBe('no-store');
      expect(stream.headers['content-security-policy']).toContain("default-src 'self'");
      expect(stream.headers['x-accel-buffering']).toBe('no');
    } finally {
      stream.close();
    }
  });

  it('delivers a committed event of its branch, never a rolled-back one or another branch', async () => {
    const stream = await readEvents(`${t.baseUrl}${siamPath}`, counter);
    try {
      await t.db
        .run({ clinicId: siam.clinicId }, async (tx) => {
          await t.deps.events.publish(tx, { ...siam, kind: 'appointment.booked', id: 1 });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await publishCommitted(t, { ...thonglor, kind: 'appointment.booked', id: 2 });
      await publishCommitted(t, { ...siam, kind: 'appointment.moved', id: 3 });
      expect(await stream.next()).toEqual({ kind: 'appointment.moved', id: 3 });
    } finally {
      stream.close();
    }
  });

  it('hears a change published by a request of a write endpoint, once it committed', async () => {
    const stream = await readEvents(`${t.baseUrl}${siamPath}`, counter);
    try {
      const params = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
      expect((await t.send(probePublish, { params, token: counter, payload: { id: 9 } })).statusCode).toBe(200);
      expect(await stream.next()).toEqual({ kind: 'probe.changed', id: 9 });
    } finally {
      stream.close();
    }
  });

  it('ends when the access token expires, so that the session is checked again', async () => {
    const claims = await t.deps.tokens.verify(counter);
    // A token signed 15 minutes less 2 seconds ago: it expires 2 seconds from now.
    const secret = await loadSecret(t.db, 'jwt', t.config.jwtSecret);
    const aging = createAccessTokens(secret, () => Date.now() - (ACCESS_TOKEN_SECONDS - 2) * 1000);
    const stream = await readEvents(`${t.baseUrl}${siamPath}`, await aging.sign(claims.userId, claims.sessionId));
    try {
      expect(stream.status).toBe(200);
      await stream.ended;
    } finally {
      stream.close();
    }
  });

  it('holds no transaction while it streams (PGlite runs one at a time)', async () => {
    const stream = await readEvents(`${t.baseUrl}${siamPath}`, counter);
    try {
      const check = await t.send(clinics.checkLoginAtBranch, {
        params: { clinicUrl: 'yim-demo', branchUrl: 'siam' },
        token: counter,
      });
      expect(check.statusCode).toBe(200);
    } finally {
      stream.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it('delivers an event published on one instance to a stream of the other', async () => {
    const other = await createStreamTestApp(await testDb.openAnother(), testDb, testConfig());
    try {
      const stream = await readEvents(`${other.baseUrl}${siamPath}`, counter);
      try {
        await publishCommitted(t, { ...siam, kind: 'appointment.checkedIn', id: 4 });
        expect(await stream.next()).toEqual({ kind: 'appointment.checkedIn', id: 4 });
      } finally {
        stream.close();
      }
    } finally {
      await other.app.close();
    }
  });

  it('listens again after its connection was killed, and says events may have been missed', async () => {
    const heard: TBranchEvent[] = [];
    let gaps = 0;
    const unsubscribe = await t.deps.events.subscribe(siam.branchId, {
      onEvent: (event) => heard.push(event),
      onGap: () => (gaps += 1),
    });
    try {
      await testDb.db.owner.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen yim_branch_events'`,
      );
      await expect.poll(() => gaps, { timeout: 10_000 }).toBeGreaterThan(0);
      await publishCommitted(t, { ...siam, kind: 'appointment.cancelled', id: 5 });
      await expect.poll(() => heard.map((e) => e.id), { timeout: 5_000 }).toContain(5);
    } finally {
      unsubscribe();
    }
  });
});

describe('a subscription that fails', () => {
  it('is answered as any error, in JSON, not as a broken stream', async () => {
    const app = await createStreamTestApp(testDb.db, testDb, testConfig());
    try {
      await app.deps.events.close();
      const response = await app.call({ method: 'GET', url: siamPath, token: counter });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    } finally {
      await app.app.close();
    }
  });
});

describe('closing the app', () => {
  it('ends open streams instead of waiting for them', async () => {
    const app = await createStreamTestApp(testDb.db, testDb, testConfig());
    const stream = await readEvents(`${app.baseUrl}${siamPath}`, counter);
    await app.app.close();
    await stream.ended;
  });
});
