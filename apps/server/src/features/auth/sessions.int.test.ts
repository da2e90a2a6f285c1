import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { REUSE_GRACE_MS } from './refresh-tokens.service.ts';
import { auth } from '@yim/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '1000' });
});
afterAll(() => t.close());

type Cookie = { name: string; value: string; path?: string; httpOnly?: boolean; sameSite?: string; maxAge?: number };

async function signIn(email: string, rememberMe = false, ip = '10.0.0.1') {
  const response = await t.send(auth.login, {
    remoteAddress: ip,
    payload: { username: email, password: 'Demo1234!', rememberMe },
  });
  expect(response.statusCode).toBe(200);
  const cookie = (response.cookies as Cookie[]).find((c) => c.name === 'yim_refresh')!;
  return { accessToken: response.json.data.accessToken as string, cookie };
}

const refresh = (refreshToken: string, userAgent = 'yim-test-browser') =>
  t.send(auth.refreshToken, { cookies: { yim_refresh: refreshToken }, headers: { 'user-agent': userAgent } });

const sessionEnd = async (refreshToken: string) => {
  const rows = await t.db.owner.execute<{ session_end: string; token_end: string }>(sql`
    select s.expires_at::text as session_end, r.expires_at::text as token_end
    from refresh_tokens r join sessions s on s.id = r.session_id
    where r.token_hash = encode(sha256(convert_to(${refreshToken}, 'UTF8')), 'hex')`);
  return rows.rows[0]!;
};

const backdateRotations = () =>
  t.db.owner.execute(
    sql`update refresh_tokens set used_at = used_at - make_interval(secs => ${(REUSE_GRACE_MS + 5000) / 1000}) where used_at is not null`,
  );

describe('the refresh cookie', () => {
  it('is httpOnly, Lax, on /api, and a browser-session cookie without rememberMe', async () => {
    const { cookie } = await signIn('counter@demo.yim.test');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(cookie.maxAge).toBeUndefined();
  });

  it('persists 30 days with rememberMe', async () => {
    const { cookie } = await signIn('counter@demo.yim.test', true);
    expect(cookie.maxAge).toBe(30 * 86_400);
  });

  it('is stored only as a hash', async () => {
    const { cookie } = await signIn('counter@demo.yim.test');
    const stored = await t.db.owner.execute(sql`select 1 from refresh_tokens where token_hash = ${cookie.value}`);
    expect(stored.rows).toHaveLength(0);
  });
});

describe('POST /api/token', () => {
  it('rotates: a new access token that works and a new cookie', async () => {
    const { cookie } = await signIn('assistant@demo.yim.test');
    const response = await refresh(cookie.value);
    expect(response.statusCode).toBe(200);
    const next = (response.cookies as Cookie[]).find((c) => c.name === 'yim_refresh')!;
    expect(next.value).not.toBe(cookie.value);
    const check = await t.send(auth.checkLogin, { token: response.json.data.accessToken });
    expect(check.json.data.user.email).toBe('assistant@demo.yim.test');
  });

  it('answers a concurrent twin within the grace window without a new cookie', async () => {
    const { cookie } = await signIn('assistant@demo.yim.test');
    const [a, b] = await Promise.all([refresh(cookie.value), refresh(cookie.value)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const newCookies = [a, b].filter((r) => (r.cookies as Cookie[]).some((c) => c.name === 'yim_refresh'));
    expect(newCookies).toHaveLength(1);
  });

  it('gives the grace only to the client that rotated: another one within the window ends the family', async () => {
    const { cookie } = await signIn('assistant@demo.yim.test');
    const first = await refresh(cookie.value, 'tab-one');
    expect(first.statusCode).toBe(200);
    const twin = await refresh(cookie.value, 'tab-one');
    expect(twin.statusCode).toBe(200);
    expect((twin.cookies as Cookie[]).some((c) => c.name === 'yim_refresh')).toBe(false);
    const thief = await refresh(cookie.value, 'somebody-else');
    expect(thief.statusCode).toBe(401);
    const rotated = (first.cookies as Cookie[]).find((c) => c.name === 'yim_refresh')!.value;
    expect((await refresh(rotated, 'tab-one')).statusCode).toBe(401);
  });

  it('never moves the end of a session: rotation keeps the 12 hours fixed at sign-in', async () => {
    const { cookie } = await signIn('assistant@demo.yim.test');
    const before = await sessionEnd(cookie.value);
    const hoursLeft = (Date.parse(before.session_end) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(11.9);
    expect(hoursLeft).toBeLessThanOrEqual(12);
    const rotated = (await refresh(cookie.value)).cookies as Cookie[];
    const next = rotated.find((c) => c.name === 'yim_refresh')!.value;
    const after = await sessionEnd(next);
    expect(after.session_end).toBe(before.session_end);
    expect(Date.parse(after.token_end)).toBe(Date.parse(before.session_end));
  });

  it('ends a remember-me session after 30 days however often it was refreshed', async () => {
    const { cookie } = await signIn('assistant@demo.yim.test', true);
    const days = (Date.parse((await sessionEnd(cookie.value)).session_end) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    let current = cookie.value;
    for (let i = 0; i < 3; i += 1)
      current = ((await refresh(current)).cookies as Cookie[]).find((c) => c.name === 'yim_refresh')!.value;
    // Thirty days later (the session as it would stand then): the newest token no longer works.
    await t.db.owner.execute(sql`update sessions set expires_at = now() - interval '1 second'
      where id = (select session_id from refresh_tokens where token_hash = encode(sha256(convert_to(${current}, 'UTF8')), 'hex'))`);
    expect((await refresh(current)).statusCode).toBe(401);
  });

  it('detects reuse of a rotated token and ends the whole family', async () => {
    const { cookie } = await signIn('headcounter@demo.yim.test');
    const first = await refresh(cookie.value);
    const rotated = (first.cookies as Cookie[]).find((c) => c.name === 'yim_refresh')!.value;
    await backdateRotations();
    const replay = await refresh(cookie.value);
    expect(replay.statusCode).toBe(401);
    expect(replay.json.errorMessage).toBe('Invalid request. Token is not in store');
    // The legitimate holder's newer token and access token are dead too.
    expect((await refresh(rotated)).statusCode).toBe(401);
    const check = await t.send(auth.checkLogin, { token: first.json.data.accessToken });
    expect(check.statusCode).toBe(401);
  });

  it('refuses a missing or unknown cookie, and ignores a stale bearer token', async () => {
    expect((await t.send(auth.refreshToken)).json.errorMessage).toBe('jwt must be provided');
    expect((await refresh('x'.repeat(43))).json.errorMessage).toBe('Invalid request. Token is not in store');
    const { cookie } = await signIn('doctor@demo.yim.test');
    const response = await t.send(auth.refreshToken, {
      cookies: { yim_refresh: cookie.value },
      token: 'expired.garbage.token',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('ends this session only', async () => {
    const one = await signIn('doctor2@demo.yim.test');
    const two = await signIn('doctor2@demo.yim.test');
    const response = await t.send(auth.logout, { cookies: { yim_refresh: one.cookie.value }, token: one.accessToken });
    expect(response.statusCode).toBe(200);
    expect((response.cookies as Cookie[]).find((c) => c.name === 'yim_refresh')?.value).toBe('');
    expect((await t.send(auth.checkLogin, { token: one.accessToken })).statusCode).toBe(401);
    expect((await refresh(one.cookie.value)).statusCode).toBe(401);
    expect((await t.send(auth.checkLogin, { token: two.accessToken })).statusCode).toBe(200);
    expect((await refresh(two.cookie.value)).statusCode).toBe(200);
  });

  it('works with the bearer token alone and answers 200 when already signed out', async () => {
    const one = await signIn('doctor2@demo.yim.test');
    expect((await t.send(auth.logout, { token: one.accessToken })).statusCode).toBe(200);
    expect((await t.send(auth.checkLogin, { token: one.accessToken })).statusCode).toBe(401);
    expect((await t.send(auth.logout)).statusCode).toBe(200);
  });
});

describe('failed sign-in limits', () => {
  it('refuses a sixth guess at once for one account and address while another account still signs in', async () => {
    const attempt = (username: string, password: string) =>
      t.send(auth.login, { remoteAddress: '10.0.0.9', payload: { username, password } });
    for (let i = 1; i <= 5; i += 1) {
      expect((await attempt('manager@demo.yim.test', `Wrong${i}pass`)).statusCode, `attempt ${i}`).toBe(401);
    }
    // As if the five had just happened, however slow the machine running the test is.
    await t.db.owner.execute(sql`update login_failures set at = now() where email = 'manager@demo.yim.test'`);
    const sixth = await attempt('manager@demo.yim.test', 'Wrong6pass');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json.errorCode).toBe('RATE_LIMITED');
    expect((await attempt('counter@demo.yim.test', 'Demo1234!')).statusCode).toBe(200);
  });
});
