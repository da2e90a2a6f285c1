import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, PASSWORD_MESSAGES } from '@yim/contract';
import type { JobWorker } from '../../lib/jobs/job-worker.ts';
import { createMailTestApp, type MailTestApp } from '../../test/mail-test-app.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';
import { DEMO_PASSWORD } from '../../seed/demo-tenants.ts';
import type { TestApp } from '../../test/test-app.ts';
import { hashMailKey } from './mail-keys.crypto.ts';

let app: MailTestApp;
let t: TestApp;
let sink: SmtpSink;
let worker: JobWorker;
beforeAll(async () => {
  app = await createMailTestApp();
  ({ t, sink, worker } = app);
});
afterAll(() => app.close());

const forgot = (email: string) => t.send(auth.forgotPassword, { payload: { email } });
const verify = (resetPasswordKey: string) => t.send(auth.verifyResetKey, { payload: { resetPasswordKey } });
const reset = (resetPasswordKey: string, password: string) =>
  t.send(auth.resetPassword, { payload: { resetPasswordKey, password } });
const login = (username: string, password: string) => t.send(auth.login, { payload: { username, password } });

/** Asks for a reset link by mail and answers the key it carries. */
async function resetKeyFor(email: string): Promise<string> {
  const before = sink.messages.length;
  expect((await forgot(email)).statusCode).toBe(200);
  expect(await worker.runOnce()).toBe(1);
  const mail = (await sink.waitFor(before + 1))[before]!;
  expect(mail.subject).toBe('ตั้งรหัสผ่านใหม่ ยิ้ม (Yim)');
  expect(mail.to).toEqual([email]);
  const key = /http:\/\/yim\.test\/user\/resetpassword\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!key) throw new Error(`no reset link in ${mail.text}`);
  return key;
}

describe('forgot password', () => {
  it('answers an unknown e-mail exactly like a known one, and sends it nothing', async () => {
    const known = await forgot('counter@demo.yim.test');
    const unknown = await forgot('nobody@demo.yim.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json).toEqual({ status: '200', data: { ok: true } });
    expect(unknown.json).toEqual(known.json);
    expect(await worker.runOnce()).toBe(1);
    await sink.waitFor(1);
    expect(sink.messages.map((m) => m.to)).toEqual([['counter@demo.yim.test']]);
  });

  it('makes only the newest link work', async () => {
    const first = await resetKeyFor('assistant@demo.yim.test');
    const second = await resetKeyFor('assistant@demo.yim.test');
    expect((await verify(first)).json.errorCode).toBe('RESET-KEY-INVALID');
    expect((await verify(second)).json).toEqual({ status: '200', data: { email: 'assistant@demo.yim.test' } });
  });

  it('sends one account at most 5 reset mails an hour, answering ok all the same', async () => {
    for (let i = 0; i < 6; i += 1) expect((await forgot('superadmin@demo.yim.test')).json.data).toEqual({ ok: true });
    expect(await worker.runOnce()).toBe(5);
  });

  it('limits requests per address to 20 an hour', async () => {
    const ask = (ip: string) =>
      t.send(auth.forgotPassword, { payload: { email: 'nobody@example.com' }, remoteAddress: ip });
    for (let i = 0; i < 20; i += 1) expect((await ask('203.0.113.20')).statusCode).toBe(200);
    expect((await ask('203.0.113.20')).statusCode).toBe(429);
    expect((await ask('203.0.113.21')).statusCode).toBe(200);
  });
});

describe('reset password by mail', () => {
  it('sets the new password, ends every session of the user, and uses the link up', async () => {
    const before = await t.login('doctor@demo.yim.test');
    const key = await resetKeyFor('doctor@demo.yim.test');
    expect((await verify(key)).json.data).toEqual({ email: 'doctor@demo.yim.test' });

    const response = await reset(key, 'Brighter2025smile');
    expect(response.statusCode).toBe(200);
    expect(response.json).toEqual({ status: '200', data: { ok: true } });

    const stale = await t.send(auth.checkLogin, { token: before });
    expect(stale.statusCode).toBe(401);
    expect(stale.json.errorMessage).toBe('Invalid request. Token is not in store');
    expect((await login('doctor@demo.yim.test', DEMO_PASSWORD)).statusCode).toBe(401);
    const fresh = await login('doctor@demo.yim.test', 'Brighter2025smile');
    expect(fresh.statusCode).toBe(200);
    expect((await t.send(auth.checkLogin, { token: fresh.json.data.accessToken })).statusCode).toBe(200);

    expect((await reset(key, 'Another2025smile')).json.errorCode).toBe('RESET-KEY-INVALID');
    expect((await verify(key)).statusCode).toBe(400);
  });

  it('refuses a password used before with 404, and the same link still works after', async () => {
    const key = await resetKeyFor('headcounter@demo.yim.test');
    await expect(reset(key, DEMO_PASSWORD).then((r) => [r.statusCode, r.json.errorCode])).resolves.toEqual([
      404,
      'PASSWORD-USED-BEFORE',
    ]);
    expect((await reset(key, 'Fresh2025smile')).statusCode).toBe(200);

    const next = await resetKeyFor('headcounter@demo.yim.test');
    for (const earlier of [DEMO_PASSWORD, 'Fresh2025smile']) {
      const response = await reset(next, earlier);
      expect(response.statusCode).toBe(404);
      expect(response.json).toEqual({ errorCode: 'PASSWORD-USED-BEFORE', errorMessage: 'รหัสผ่านใหม่นี้เคยถูกใช้มาแล้ว' });
    }
  });

  it('refuses a common password with the Thai message', async () => {
    const key = await resetKeyFor('manager@ari.yim.test');
    const response = await reset(key, 'password1');
    expect(response.statusCode).toBe(422);
    expect(response.json.errorMessage.validationResult[0].error[0]).toEqual({
      path: 'password',
      message: PASSWORD_MESSAGES.tooCommon,
    });
  });

  it('refuses a link older than 30 minutes', async () => {
    const key = await resetKeyFor('doctor2@demo.yim.test');
    await t.db.owner.execute(sql`update user_keys set created_at = now() - interval '31 minutes',
      expires_at = now() - interval '1 minute' where key_hash = ${hashMailKey(key)}`);
    expect((await verify(key)).json).toEqual({
      errorCode: 'RESET-KEY-INVALID',
      errorMessage: 'ลิงก์ตั้งรหัสผ่านใหม่ไม่ถูกต้องหรือหมดอายุแล้ว',
    });
    expect((await reset(key, 'Late2025smile')).statusCode).toBe(400);
    expect((await login('doctor2@demo.yim.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('activates an account whose activation link was never followed (the mail proved the address)', async () => {
    const form = {
      email: 'late@example.com',
      password: 'Smile2024x',
      confirmPassword: 'Smile2024x',
      firstNameTh: 'ช้า',
      lastNameTh: 'ไป',
      firstNameEn: 'Late',
      lastNameEn: 'Comer',
      mobile: '0899999999',
      userTypeId: '1',
    };
    expect((await t.send(auth.register, { payload: form })).statusCode).toBe(200);
    await worker.runOnce();
    expect((await login('late@example.com', 'Smile2024x')).json.errorCode).toBe('USER-NOT-ACTIVATED');
    const key = await resetKeyFor('late@example.com');
    expect((await reset(key, 'Smile2025y')).statusCode).toBe(200);
    expect((await login('late@example.com', 'Smile2025y')).statusCode).toBe(200);
  });
});
