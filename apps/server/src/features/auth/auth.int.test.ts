import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAccessTokens } from './access-token.crypto.ts';
import { loadSecret } from '../../lib/db/app-secrets.ts';
import { auth } from '@yim/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  t.send(auth.login, { payload: { username, password, ...extra } });

describe('POST /api/login', () => {
  it('answers an access token and the user info for a demo user', async () => {
    const response = await login('  Manager@Demo.Yim.Test ', 'Demo1234!');
    expect(response.statusCode).toBe(200);
    expect(response.json.status).toBe('200');
    expect(response.json.data.accessToken).toMatch(/^ey/);
    expect(response.json.data.user).toMatchObject({
      email: 'manager@demo.yim.test',
      firstNameTh: 'มานี',
      fullName: 'มานี ใจดี',
      isSuperadmin: false,
    });
    expect(response.json.data.user).not.toHaveProperty('passwordHash');
  });

  it('is also served at /api/user/login', async () => {
    const response = await t.send(auth.userLogin, {
      payload: { username: 'doctor@demo.yim.test', password: 'Demo1234!' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown e-mail and a wrong password with the same 401 body', async () => {
    const wrongPassword = await login('manager@demo.yim.test', 'Wrong1234!');
    const unknownEmail = await login('nobody@demo.yim.test', 'Wrong1234!');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json).toEqual({
      errorCode: 'AUTH-INVALID-CREDENTIALS',
      errorMessage: 'อีเมล หรือ รหัสผ่านไม่ถูกต้อง',
    });
    expect(unknownEmail.json).toEqual(wrongPassword.json);
  });

  it('answers 403 USER-NOT-ACTIVATED only after the right password', async () => {
    await t.db.owner.execute(sql`update users set activated_at = null where email = 'counter@demo.yim.test'`);
    try {
      expect((await login('counter@demo.yim.test', 'Wrong1234!')).json.errorCode).toBe('AUTH-INVALID-CREDENTIALS');
      const right = await login('counter@demo.yim.test', 'Demo1234!');
      expect(right.statusCode).toBe(403);
      expect(right.json.errorCode).toBe('USER-NOT-ACTIVATED');
    } finally {
      await t.db.owner.execute(sql`update users set activated_at = now() where email = 'counter@demo.yim.test'`);
    }
  });

  it('validates the body with the field path of the first problem', async () => {
    const response = await login('a'.repeat(101), 'x');
    expect(response.statusCode).toBe(422);
    expect(response.json.errorCode).toBe('VALIDATION_FAILED');
    expect(response.json.errorMessage.validationResult[0].error[0].path).toBe('username');
  });
});

describe('bearer authentication', () => {
  it('refuses a call without a token with the spec text', async () => {
    const response = await t.send(auth.checkLogin);
    expect(response.statusCode).toBe(401);
    expect(response.json).toMatchObject({ errorCode: 'AUTH_REQUIRED', errorMessage: 'jwt must be provided' });
  });

  it('refuses a forged token', async () => {
    const forged = createAccessTokens(new TextEncoder().encode('x'.repeat(48)));
    const token = await forged.sign('00000000-0000-0000-0000-000000000000', '00000000-0000-0000-0000-000000000000');
    const response = await t.send(auth.checkLogin, { token });
    expect(response.statusCode).toBe(401);
    expect(response.json.errorMessage).toBe('invalid signature');
  });

  it('refuses an expired token with the text that triggers a refresh', async () => {
    const secret = await loadSecret(t.db, 'jwt', undefined);
    const past = createAccessTokens(secret, () => Date.now() - 16 * 60_000);
    const valid = await t.login('manager@demo.yim.test');
    const { userId, sessionId } = await createAccessTokens(secret).verify(valid);
    const response = await t.send(auth.checkLogin, { token: await past.sign(userId, sessionId) });
    expect(response.statusCode).toBe(401);
    expect(response.json).toMatchObject({ errorCode: 'AUTH_TOKEN_EXPIRED', errorMessage: 'jwt expired' });
  });

  it('refuses a token whose session was revoked', async () => {
    const token = await t.login('headcounter@demo.yim.test');
    expect((await t.send(auth.checkLogin, { token })).statusCode).toBe(200);
    await t.db.owner.execute(
      sql`update sessions set revoked_at = now() where user_id = (select id from users where email = 'headcounter@demo.yim.test')`,
    );
    const response = await t.send(auth.checkLogin, { token });
    expect(response.statusCode).toBe(401);
    expect(response.json.errorMessage).toBe('Invalid request. Token is not in store');
  });

  it('answers the signed-in user without a branch on the plain login check', async () => {
    const token = await t.login('doctor@demo.yim.test');
    const response = await t.send(auth.checkLogin, { token });
    expect(response.json.data).toMatchObject({
      user: { email: 'doctor@demo.yim.test', userTypeId: '2', drLicenseNo: '12345' },
      branch: null,
    });
  });

  it('stores passwords as argon2id hashes', async () => {
    const result = await t.db.owner.execute<{ password_hash: string }>(
      sql`select password_hash from users where email = 'manager@demo.yim.test'`,
    );
    expect(result.rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });
});
