import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, superadmin } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The super-administrator's user tools: search, detail, disable and enable, each audited; a
// disabled user's open session ends on its next request, and its refresh cookie renews nothing.
let t: TestApp;
let admin: string;
let adminId: string;
const DOCTOR = 'doctor@demo.yim.test';

type Cookie = { name: string; value: string };
async function signIn(email: string) {
  const response = await t.send(auth.login, { payload: { username: email, password: 'Demo1234!', rememberMe: false } });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = (response.cookies as Cookie[]).find((c) => c.name === 'yim_refresh')!;
  return { accessToken: response.json.data.accessToken as string, refreshToken: cookie.value };
}

const idOf = async (email: string) =>
  (await t.db.owner.execute<{ id: string }>(sql`select id from users where email = ${email}`)).rows[0]!.id;
const auditRows = async (action: string) =>
  (
    await t.db.owner.execute<{ user_id: string; target: string }>(
      sql`select user_id, target from superadmin_audit where action = ${action} order by id`,
    )
  ).rows;
const setStatus = (id: string, status: 'active' | 'disabled', token = admin) =>
  t.send(superadmin.setUserStatus, { params: { id }, token, payload: { status } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('superadmin@demo.yim.test');
  adminId = await idOf('superadmin@demo.yim.test');
});
afterAll(() => t.close());

describe('the guard of the user tools', () => {
  it('answers 401 without a token and 403 to a clinic manager, on every user endpoint', async () => {
    const manager = await t.login('manager@demo.yim.test');
    const id = await idOf(DOCTOR);
    const calls = [
      (token?: string) => t.send(superadmin.searchUsers, { token }),
      (token?: string) => t.send(superadmin.getUser, { params: { id }, token }),
      (token?: string) => t.send(superadmin.setUserStatus, { params: { id }, token, payload: { status: 'disabled' } }),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      const refused = await call(manager);
      expect([refused.statusCode, refused.json.errorCode]).toEqual([403, 'PERMISSION_DENIED']);
    }
    // Nothing was changed by the refused calls.
    expect((await t.send(superadmin.getUser, { params: { id }, token: admin })).json.data.status).toBe('active');
  });
});

describe('user search and detail', () => {
  it('finds by e-mail or name, 20 a page by default, and audits each search', async () => {
    const byMail = await t.send(superadmin.searchUsers, { token: admin, query: { keyword: 'manager@demo' } });
    expect(byMail.statusCode).toBe(200);
    expect(byMail.json.data.list.map((u: { email: string }) => u.email)).toEqual(['manager@demo.yim.test']);
    expect(byMail.json.data.total).toBe(1);
    const all = await t.send(superadmin.searchUsers, { token: admin });
    expect(all.json.data.list.length).toBeLessThanOrEqual(20);
    expect(all.json.data.total).toBeGreaterThanOrEqual(all.json.data.list.length);
    const nobody = await t.send(superadmin.searchUsers, { token: admin, query: { keyword: 'ไม่มีใครชื่อนี้%_' } });
    expect(nobody.json.data).toEqual({ list: [], total: 0 });
    expect((await t.send(superadmin.searchUsers, { token: admin, query: { limit: 101 } })).statusCode).toBe(422);
    expect((await auditRows('users.search')).map((r) => r.target)).toEqual(
      expect.arrayContaining(['manager@demo', '', 'ไม่มีใครชื่อนี้%_']),
    );
  });

  it("shows a user's memberships across clinics, open sessions and last sign-in; audited", async () => {
    await signIn(DOCTOR);
    const id = await idOf(DOCTOR);
    const detail = await t.send(superadmin.getUser, { params: { id }, token: admin });
    expect(detail.statusCode).toBe(200);
    expect(detail.json.data).toMatchObject({ uid: id, email: DOCTOR, status: 'active', disabledAt: null });
    expect(detail.json.data.openSessions).toBeGreaterThanOrEqual(1);
    expect(detail.json.data.lastSignInAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(detail.json.data.memberships).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ clinicUrl: 'yim-demo', roleIds: expect.arrayContaining([2]) }),
      ]),
    );
    expect((await auditRows('users.get')).some((r) => r.target === id && r.user_id === adminId)).toBe(true);

    const unknown = await t.send(superadmin.getUser, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      token: admin,
    });
    expect([unknown.statusCode, unknown.json.errorCode]).toEqual([404, 'NOT_FOUND']);
    expect((await t.send(superadmin.getUser, { params: { id: 'not-a-uuid' }, token: admin })).statusCode).toBe(422);
  });
});

describe('disabling and enabling a user', () => {
  it("ends the user's open session at once: the next request and the refresh cookie are refused", async () => {
    const id = await idOf('assistant@demo.yim.test');
    const session = await signIn('assistant@demo.yim.test');
    expect((await t.send(auth.checkLogin, { token: session.accessToken })).statusCode).toBe(200);

    const disabled = await setStatus(id, 'disabled');
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json.data).toMatchObject({ status: 'disabled', openSessions: 0 });
    expect(disabled.json.data.disabledAt).toMatch(/^\d{4}-/);

    const next = await t.send(auth.checkLogin, { token: session.accessToken });
    expect([next.statusCode, next.json.errorCode]).toEqual([401, 'AUTH_SESSION_ENDED']);
    const renewed = await t.send(auth.refreshToken, { cookies: { yim_refresh: session.refreshToken } });
    expect(renewed.statusCode).toBe(401);
    const again = await t.send(auth.login, {
      payload: { username: 'assistant@demo.yim.test', password: 'Demo1234!', rememberMe: false },
    });
    expect(again.json.errorCode).toBe('USER-INACTIVE');
    expect(await auditRows('users.disable')).toEqual([{ user_id: adminId, target: id }]);

    const enabled = await setStatus(id, 'active');
    expect(enabled.json.data).toMatchObject({ status: 'active', disabledAt: null });
    expect(await auditRows('users.enable')).toEqual([{ user_id: adminId, target: id }]);
    // The ended session stays ended; a new sign-in works.
    expect((await t.send(auth.checkLogin, { token: session.accessToken })).statusCode).toBe(401);
    const fresh = await signIn('assistant@demo.yim.test');
    expect((await t.send(auth.checkLogin, { token: fresh.accessToken })).statusCode).toBe(200);
  });

  it('refuses a super-administrator disabling themself, an unknown user and a bad status', async () => {
    const self = await setStatus(adminId, 'disabled');
    expect([self.statusCode, self.json.errorCode]).toEqual([409, 'SUPERADMIN-SELF-DISABLE']);
    expect((await t.send(superadmin.health, { token: admin })).statusCode).toBe(200);
    const unknown = await setStatus('00000000-0000-4000-8000-000000000000', 'disabled');
    expect(unknown.statusCode).toBe(404);
    const bad = await t.send(superadmin.setUserStatus, {
      params: { id: adminId },
      token: admin,
      payload: { status: 'deleted' },
    });
    expect(bad.statusCode).toBe(422);
    expect(await auditRows('users.disable')).toHaveLength(1);
  });
});
