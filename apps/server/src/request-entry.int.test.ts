import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auth, defineEndpoint, patients } from '@yim/contract';
import { composeApp } from './app.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import type { OpenedRows } from './lib/db/database.ts';
import { createEndpointRegistrar } from './lib/http/register-endpoint.ts';
import type { AccessResolvers } from './lib/http/request-context.ts';
import { requestAccess } from './request-access.ts';
import { branchIds } from './test/stream-test-app.ts';

// What a signed-in request reads before its handler (request_entry, migration 0049, ADR 0019):
// sent with `begin`, or read apart when its values cannot go into the statement's text.

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager@demo.yim.test');
});
afterAll(() => t.close());

const probeBranch = defineEndpoint({
  id: 'probe.branch',
  method: 'GET',
  path: '/api/probe/branch/:clinicUrl/:branchUrl',
  access: { kind: 'branch' },
  params: z.object({ clinicUrl: z.string(), branchUrl: z.string() }),
  response: z.object({ clinicId: z.number(), branchId: z.number(), roleIds: z.array(z.number()) }),
});

/** A money POST's stand-in: idempotent, so it authorises in two transactions (idempotent-route.ts). */
const probeWrite = defineEndpoint({
  id: 'probe.write',
  method: 'POST',
  path: '/api/probe/write/:clinicUrl/:branchUrl',
  access: { kind: 'branch' },
  params: z.object({ clinicUrl: z.string(), branchUrl: z.string() }),
  body: z.object({}),
  response: z.object({ branchId: z.number() }),
});

/** A branch endpoint on the app's database whose access records the rows each entry was read from. */
async function probeApp() {
  const { app, deps } = await composeApp({ config: t.config, db: t.db, logger: false });
  const real = requestAccess(deps.tokens);
  const opened: OpenedRows[] = [];
  const access: AccessResolvers = {
    ...real,
    enter: (tx, claims, request, rows) => {
      opened.push(rows);
      return real.enter(tx, claims, request, rows);
    },
  };
  const routes = createEndpointRegistrar(app, t.db, access, 'probe');
  routes.handle(probeBranch, async ({ branch }) => ({
    clinicId: branch.clinicId,
    branchId: branch.branchId,
    roleIds: branch.roleIds,
  }));
  routes.handle(probeWrite, async ({ branch }) => ({ branchId: branch.branchId }), { idempotent: true });
  await app.ready();
  return { app, opened };
}

describe('a branch request entry', () => {
  it('reads session, clinic and branch from the rows its transaction opened with', async () => {
    const { app, opened } = await probeApp();
    const response = await app.inject({
      method: 'GET',
      url: '/api/probe/branch/yim-demo/siam',
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const ids = await branchIds(t.db, 'yim-demo', 'siam');
    expect(response.json().data).toEqual({ ...ids, roleIds: [1] });
    // One entry, read from the opening call's rows: no statement of its own.
    expect(opened).toHaveLength(1);
    expect(opened[0]).toHaveLength(1);
    await app.close();
  });

  it('opens both authorising transactions of an idempotent request with it', async () => {
    const { app, opened } = await probeApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/write/yim-demo/siam',
      headers: { authorization: `Bearer ${manager}`, 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(opened.map((rows) => rows?.length)).toEqual([1, 1]);
    await app.close();
  });

  it('reads the entry apart, with the same rules, for a url the opening text cannot hold', async () => {
    const { app, opened } = await probeApp();
    const call = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${manager}` } });
    const thai = await call(`/api/probe/branch/yim-demo/${encodeURIComponent('สยาม')}`);
    expect(thai.statusCode).toBe(404);
    expect(thai.json().errorCode).toBe('BRANCH-NOT-FOUND');
    const underscore = await call('/api/probe/branch/yim_demo/siam');
    expect(underscore.json().errorCode).toBe('BRANCH-NOT-FOUND');
    expect(opened).toEqual([undefined, undefined]);
    await app.close();
  });
});

describe('the entry of a session that has ended', () => {
  it('is refused on either way in: from the opening rows and read apart', async () => {
    const token = await t.login('doctor@demo.yim.test');
    const list = (branchUrl: string) => t.send(patients.list, { params: { clinicUrl: 'yim-demo', branchUrl }, token });
    expect((await list('siam')).statusCode).toBe(200);
    expect((await t.send(auth.logout, { token })).statusCode).toBe(200);
    for (const branchUrl of ['siam', 'สยาม']) {
      const response = await list(branchUrl);
      expect(response.statusCode, branchUrl).toBe(401);
      expect(response.json.errorCode, branchUrl).toBe('AUTH_SESSION_ENDED');
    }
    // A signed-in endpoint without a branch opens with the same call.
    const checkLogin = await t.send(auth.checkLogin, { token });
    expect(checkLogin.json.errorCode).toBe('AUTH_SESSION_ENDED');
  });
});

describe('request_entry', () => {
  it('keeps the plans of its statements for the connection', async () => {
    const token = await t.login('counter@demo.yim.test');
    const { app, deps } = await composeApp({ config: t.config, db: t.db, logger: false });
    const claims = await deps.tokens.verify(token);
    await app.close();
    const opening = { fn: 'request_entry', args: [claims.sessionId, claims.userId, 'yim-demo', 'siam'] };
    // The pool hands a run the connection the last one released: these warm one connection.
    for (let i = 0; i < 8; i += 1) await t.db.run({ userId: claims.userId, opening }, async () => undefined);
    const locked = await t.db.run({ userId: claims.userId, opening }, async (tx, opened) => {
      expect(opened).toHaveLength(1);
      const rows = await tx.execute<{ name: string }>(sql`select relation::regclass::text as name from pg_locks
        where pid = pg_backend_pid() and locktype = 'relation' and relation::regclass::text !~ '^pg_'`);
      return rows.rows.map((r) => r.name).sort();
    });
    // Planning locks every index of a table; a plan kept from before locks only what it reads
    // (sessions_user_idx, users_email_unique, branch_members_branch_idx and branches_pkey are
    // not read).
    expect(locked).toEqual([
      'branch_members',
      'branch_members_branch_user_idx',
      'branch_members_user_idx',
      'branches',
      'branches_clinic_url_idx',
      'clinics',
      'clinics_url_unique',
      'sessions',
      'sessions_pkey',
      'users',
      'users_pkey',
    ]);
  });
});
