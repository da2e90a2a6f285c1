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

const refresh = (refreshToken: string) => t.send(auth.refreshToken, { cookies: { yim_refresh: refreshToken } });

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
  it('answers 429 on the 11th failure for one account while another account still signs in', async () => {
    const attempt = (username: string, password: string) =>
      t.send(auth.login, { remoteAddress: '10.0.0.9', payload: { username, password } });
    for (let i = 1; i <= 10; i += 1) {
      expect((await attempt('manager@demo.yim.test', `Wrong${i}pass`)).statusCode, `attempt ${i}`).toBe(401);
    }
    const eleventh = await attempt('manager@demo.yim.test', 'Wrong11pass');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json.errorCode).toBe('RATE_LIMITED');
    // Even the right password waits out the window: the limit is checked first.
    expect((await attempt('manager@demo.yim.test', 'Demo1234!')).statusCode).toBe(429);
    expect((await attempt('counter@demo.yim.test', 'Demo1234!')).statusCode).toBe(200);
  });
});
