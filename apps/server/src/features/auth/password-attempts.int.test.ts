import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, profile, auth } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newMailKey } from './mail-keys.crypto.ts';

// The defaults of config.ts, but a per-address ceiling small enough to reach quickly.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '20' });
});
afterAll(() => t.close());

const signIn = (username: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.send(auth.login, { remoteAddress, headers, payload: { username, password } });

const failuresOf = async (email: string) =>
  Number(
    (await t.db.owner.execute<{ n: string }>(sql`select count(*) as n from login_failures where email = ${email}`))
      .rows[0]!.n,
  );

/** Moves the recorded failures into the past, as if the attacker had waited. */
const ageFailures = (email: string, seconds: number) =>
  t.db.owner.execute(sql`update login_failures set at = at - make_interval(secs => ${seconds}) where email = ${email}`);

/** As if the failures had just happened, however slow the machine running the test is. */
const freshenFailures = (email: string) =>
  t.db.owner.execute(sql`update login_failures set at = now() where email = ${email}`);

describe('one account from one address', () => {
  it('waits longer after each failure past the free ones, and says how long', async () => {
    const email = 'doctor2@demo.yim.test';
    for (let i = 1; i <= 5; i += 1) expect((await signIn(email, `Wrong${i}pass`, '10.5.0.1')).statusCode).toBe(401);
    await freshenFailures(email);
    const refused = await signIn(email, 'Wrong6pass', '10.5.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json.errorCode).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // A refused attempt is not checked and not counted.
    expect(await failuresOf(email)).toBe(5);
    await ageFailures(email, 2);
    expect((await signIn(email, 'Wrong6pass', '10.5.0.1')).statusCode).toBe(401);
    // The sixth failure doubles the wait to 2 s: an attempt right after it waits.
    await freshenFailures(email);
    expect((await signIn(email, 'Wrong7pass', '10.5.0.1')).statusCode).toBe(429);
    await ageFailures(email, 3);
    expect((await signIn(email, 'Demo1234!', '10.5.0.1')).statusCode).toBe(200);
    // The right password forgets this address's failures.
    expect(await failuresOf(email)).toBe(0);
  });

  it('checks at most the budget of 60 parallel guesses: each attempt is reserved before it is checked', async () => {
    const email = 'assistant@demo.yim.test';
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(email, `Parallel${i}x`, '10.5.0.2')));
    const checked = answers.filter((a) => a.statusCode === 401).length;
    expect(checked + answers.filter((a) => a.statusCode === 429).length).toBe(60);
    // Five free ones, and on a slow machine perhaps one more whose wait had passed; never the
    // dozens that raced past one count before reservations (52 of 60 then).
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(7);
    expect(await failuresOf(email)).toBe(checked);
    await t.db.owner.execute(sql`delete from login_failures where email = ${email}`);
  });
});

describe('the owner is not locked out by an attacker', () => {
  it('signs in from another address after 50 failures of an attacker', async () => {
    const email = 'manager@demo.yim.test';
    // 50 failures spread over the last quarter of an hour, as a patient attacker would make them.
    await t.db.owner.execute(sql`insert into login_failures (email, ip, at)
      select ${email}, '203.0.113.66', now() - make_interval(secs => g * 15) from generate_series(1, 50) g`);
    // The attacker's address has spent its budget for this account...
    expect((await signIn(email, 'Demo1234!', '203.0.113.66')).statusCode).toBe(429);
    // ...the owner at the clinic has not.
    expect((await signIn(email, 'Demo1234!', '10.5.0.3')).statusCode).toBe(200);
  });

  it('lifts every counter of the account when the password is reset by mail', async () => {
    const email = 'manager@demo.yim.test';
    expect((await signIn(email, 'Demo1234!', '203.0.113.66')).statusCode).toBe(429);
    const { key, hash } = newMailKey();
    await t.db.owner.execute(sql`insert into user_keys (user_id, purpose, key_hash, expires_at)
      select id, 'reset', ${hash}, now() + interval '1 hour' from users where email = ${email}`);
    const reset = await t.send(auth.resetPassword, {
      payload: { resetPasswordKey: key, password: 'Fresh9876!' },
    });
    expect(reset.statusCode, JSON.stringify(reset.json)).toBe(200);
    expect(await failuresOf(email)).toBe(0);
    expect((await signIn(email, 'Fresh9876!', '203.0.113.66')).statusCode).toBe(200);
  });

  it('lets 30 staff behind one clinic address sign in while an attacker there sprays other accounts', async () => {
    const clinicAddress = '198.51.100.7';
    await t.db.owner.execute(sql`
      with staff as (
        insert into users (email, password_hash, activated_at)
        select 'nat-staff-' || g || '@clinic.test', (select password_hash from users where email = 'counter@demo.yim.test'), now()
        from generate_series(1, 30) g returning id)
      insert into sessions (user_id, ip, expires_at, last_used_at)
      select id, ${clinicAddress}, now() - interval '1 day', now() - interval '1 day' from staff`);
    // Yesterday's sessions from this address: today the attacker spends the address's budget.
    for (let i = 0; i < 20; i += 1)
      expect((await signIn(`nobody${i}@x.test`, 'Nope1234!', clinicAddress)).statusCode).toBe(401);
    expect((await signIn('nobody-more@x.test', 'Nope1234!', clinicAddress)).statusCode).toBe(429);
    const staff = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(`nat-staff-${i + 1}@clinic.test`, 'Demo1234!', clinicAddress)),
    );
    expect(staff.map((s) => s.statusCode)).toEqual(Array(30).fill(200));
  });
});

describe('every password check shares the budget', () => {
  it('counts wrong current passwords of a password change with the sign-in failures', async () => {
    const email = 'doctor@demo.yim.test';
    const token = await t.login(email);
    const me = (await t.send(auth.checkLogin, { token })).json.data.user.uid as string;
    for (let i = 1; i <= 3; i += 1) expect((await signIn(email, `Wrong${i}pass`, '10.5.0.9')).statusCode).toBe(401);
    const change = (oldPassword: string) =>
      t.send(profile.changePassword, {
        token,
        remoteAddress: '10.5.0.9',
        payload: { uid: me, oldPassword, password: 'Fresh5678!' },
      });
    expect((await change('Wrong4pass')).statusCode).toBe(400);
    expect((await change('Wrong5pass')).statusCode).toBe(400);
    await freshenFailures(email);
    expect((await change('Wrong6pass')).statusCode).toBe(429);
    expect((await signIn(email, 'Demo1234!', '10.5.0.9')).statusCode).toBe(429);
    await t.db.owner.execute(sql`delete from login_failures where email = ${email}`);
  });

  it('records a failed member verification at a branch, and throttles it', async () => {
    const token = await t.login('counter@demo.yim.test');
    const verify = (password: string) =>
      t.send(clinics.verifyBranchMember, {
        token,
        remoteAddress: '10.5.0.10',
        params: { clinicUrl: 'yim-demo', branchUrl: 'siam' },
        payload: { username: 'headcounter@demo.yim.test', password },
      });
    for (let i = 1; i <= 5; i += 1) expect((await verify(`Wrong${i}pass`)).statusCode).toBe(401);
    expect(await failuresOf('headcounter@demo.yim.test')).toBe(5);
    await freshenFailures('headcounter@demo.yim.test');
    expect((await verify('Demo1234!')).statusCode).toBe(429);
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot pick its address', async () => {
    for (let i = 0; i < 20; i += 1)
      await signIn(`spray${i}@x.test`, 'Nope1234!', '10.3.3.3', { 'x-forwarded-for': `1.1.1.${i}` });
    expect(
      (await signIn('spray-more@x.test', 'Nope1234!', '10.3.3.3', { 'x-forwarded-for': '9.9.9.9' })).statusCode,
    ).toBe(429);
  });

  it('with TRUST_PROXY=1 takes the address the proxy saw, not one the client wrote before it', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: '1', LOGIN_MAX_FAILURES_PER_IP: '3' });
    try {
      const attempt = (i: number) =>
        behindProxy.send(auth.login, {
          remoteAddress: '10.0.0.254', // the proxy
          headers: { 'x-forwarded-for': `6.6.6.${i}, 192.0.2.44` }, // client-written, then what the proxy saw
          payload: { username: `rotating${i}@x.test`, password: 'Nope1234!' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt(i)).statusCode).toBe(401);
      expect((await attempt(3)).statusCode).toBe(429);
      const recorded = await behindProxy.db.owner.execute<{ ip: string }>(sql`select distinct ip from login_failures`);
      expect(recorded.rows.map((r) => r.ip)).toEqual(['192.0.2.44']);
    } finally {
      await behindProxy.close();
    }
  });

  it('keys the limit of a member-only route by the member, so anonymous requests cannot spend it', async () => {
    const token = await t.login('headcounter@demo.yim.test');
    const verify = (withToken: boolean) =>
      t.send(clinics.verifyBranchMember, {
        ...(withToken ? { token } : {}),
        remoteAddress: '10.7.7.7',
        params: { clinicUrl: 'yim-demo', branchUrl: 'siam' },
        payload: { username: 'nobody@x.test', password: 'Nope1234!' },
      });
    // The route allows 20 a minute; anonymous callers from the member's address use their own.
    for (let i = 0; i < 21; i += 1) await verify(false);
    expect((await verify(false)).statusCode).toBe(429);
    expect((await verify(true)).statusCode).toBe(401);
  });
});
