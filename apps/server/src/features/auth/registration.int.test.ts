import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, auth, PASSWORD_MESSAGES } from '@yim/contract';
import type { JobWorker } from '../../lib/jobs/job-worker.ts';
import { createMailTestApp, type MailTestApp } from '../../test/mail-test-app.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';
import type { TestApp } from '../../test/test-app.ts';
import { passwordHistory } from './password-history.table.ts';
import { users } from './users.table.ts';

let app: MailTestApp;
let t: TestApp;
let sink: SmtpSink;
let worker: JobWorker;
beforeAll(async () => {
  app = await createMailTestApp();
  ({ t, sink, worker } = app);
});
afterAll(() => app.close());

const PASSWORD = 'Smile2024x';
const form = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  firstNameTh: 'สมหญิง',
  lastNameTh: 'ฟันดี',
  firstNameEn: 'Somying',
  lastNameEn: 'Fundee',
  mobile: '0812345678',
  userTypeId: '1',
  ...extra,
});
const register = (payload: Record<string, unknown>, ip = '127.0.0.1') =>
  t.send(auth.register, { payload, remoteAddress: ip });
const activate = (activateKey: string) => t.send(auth.activate, { payload: { activateKey } });
const login = (username: string, password = PASSWORD) => t.send(auth.login, { payload: { username, password } });
const firstIssue = (json: any) => json.errorMessage.validationResult[0].error[0];

/** Delivers the queued mail over SMTP and answers the newest message. */
async function deliver() {
  const before = sink.messages.length;
  expect(await worker.runOnce()).toBe(1);
  return (await sink.waitFor(before + 1))[before]!;
}

describe('registration by e-mail', () => {
  it('refuses a user type that is not one of the configured ones, and creates nothing', async () => {
    const response = await register(form('made-up-type@example.com', { userTypeId: '99' }));
    expect(response.statusCode).toBe(422);
    expect(firstIssue(response.json)).toEqual({ path: 'userTypeId', message: '*กรุณาเลือกประเภทผู้ใช้งาน' });
    const created = await t.db.owner.execute(sql`select 1 from users where email = 'made-up-type@example.com'`);
    expect(created.rows).toHaveLength(0);
  });

  it('sends an activation mail over SMTP; the account signs in only after the link is followed', async () => {
    const response = await register(form('  Somying@Example.COM '));
    expect(response.statusCode).toBe(200);
    expect(response.json).toEqual({ status: '200', data: { email: 'somying@example.com' } });

    const mail = await deliver();
    expect(mail.to).toEqual(['somying@example.com']);
    expect(mail.subject).toBe('ยืนยันอีเมลสำหรับบัญชี ยิ้ม (Yim)');
    expect(mail.text).toMatch(/^สวัสดีค่ะ\n/);
    expect(mail.text).toContain('24 ชั่วโมง');
    const key = /http:\/\/yim\.test\/user\/activate\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(key).toBeDefined();
    expect(mail.html).toContain(`href="http://yim.test/user/activate/${key}"`);

    const early = await login('somying@example.com');
    expect(early.statusCode).toBe(403);
    expect(early.json.errorCode).toBe('USER-NOT-ACTIVATED');

    const activated = await activate(key!);
    expect(activated.statusCode).toBe(200);
    expect(activated.json.data).toEqual({ email: 'somying@example.com' });
    expect((await login('somying@example.com')).statusCode).toBe(200);

    const again = await activate(key!);
    expect(again.statusCode).toBe(400);
    expect(again.json.errorCode).toBe('ACTIVATION-KEY-INVALID');
  });

  it('stores the account as typed: a hashed password, its history, dentist fields only for type 2', async () => {
    await register(form('counter.new@example.com', { drLicenseNo: '12345', drSpecialItems: ['1'] }));
    await register(
      form('dentist.new@example.com', { userTypeId: '2', drLicenseNo: '54321', drSpecialItems: ['1', '3'] }),
    );
    await worker.runOnce();
    const [counter] = await t.db.owner.select().from(users).where(eq(users.email, 'counter.new@example.com'));
    const [dentist] = await t.db.owner.select().from(users).where(eq(users.email, 'dentist.new@example.com'));
    expect(counter).toMatchObject({
      userTypeId: '1',
      drLicenseNo: null,
      drSpecialItems: [],
      activatedAt: null,
      mobile: '0812345678',
    });
    expect(dentist).toMatchObject({ userTypeId: '2', drLicenseNo: '54321', drSpecialItems: ['1', '3'] });
    expect(counter!.passwordHash).toMatch(/^\$argon2id\$/);
    const history = await t.db.owner.select().from(passwordHistory).where(eq(passwordHistory.userId, counter!.id));
    expect(history.map((h) => h.passwordHash)).toEqual([counter!.passwordHash]);
  });

  it('refuses an e-mail that is registered already, whatever its case', async () => {
    const response = await register(form('Manager@Demo.Yim.Test'));
    expect(response.statusCode).toBe(400);
    expect(response.json).toEqual({ errorCode: 'USER-EMAIL-EXISTS', errorMessage: 'The Email is existing' });
    expect(await worker.runOnce()).toBe(0);
  });

  it('carries nothing the registrant typed into the mail', async () => {
    const planted = { firstNameTh: 'โทร 0899999999', lastNameTh: 'https://evil.example/claim' };
    expect((await register(form('planted@example.com', planted), '10.8.0.1')).statusCode).toBe(200);
    const mail = await deliver();
    for (const typed of ['0899999999', 'evil.example', 'โทร'])
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(typed);
  });

  it('lets the owner take an address back once a registration of it by a stranger has expired', async () => {
    const squatted = form('squatted@example.com', {
      firstNameTh: 'คนอื่น',
      password: 'Squat2024x',
      confirmPassword: 'Squat2024x',
    });
    expect((await register(squatted, '10.8.0.2')).statusCode).toBe(200);
    await deliver();
    // Within the activation window the address is taken...
    expect((await register(form('squatted@example.com'), '10.8.0.3')).json.errorCode).toBe('USER-EMAIL-EXISTS');
    // ...after it, it is free again: the same row, the new registrant's password and names.
    await t.db.owner.execute(
      sql`update users set created_at = now() - interval '25 hours' where email = 'squatted@example.com'`,
    );
    await t.db.owner.execute(sql`update user_keys set expires_at = now() - interval '1 hour'
      where user_id = (select id from users where email = 'squatted@example.com')`);
    expect((await register(form('squatted@example.com'), '10.8.0.3')).statusCode).toBe(200);
    const key = /\/user\/activate\/([A-Za-z0-9_-]+)/.exec((await deliver()).text)?.[1];
    expect((await activate(key!)).statusCode).toBe(200);
    expect((await login('squatted@example.com', 'Squat2024x')).statusCode).toBe(401);
    const owner = await login('squatted@example.com');
    expect(owner.statusCode).toBe(200);
    expect(owner.json.data.user.firstNameTh).toBe('สมหญิง');
    const history = await t.db.owner.execute(sql`select count(*)::int as n from password_history
      where user_id = (select id from users where email = 'squatted@example.com')`);
    expect(history.rows[0]).toEqual({ n: 1 });
  });

  it('keeps an expired registration whose reset link is still alive (its owner is proving it)', async () => {
    expect((await register(form('proving@example.com'), '10.8.0.4')).statusCode).toBe(200);
    await deliver();
    await t.db.owner.execute(
      sql`update users set created_at = now() - interval '25 hours' where email = 'proving@example.com'`,
    );
    await t.db.owner.execute(sql`update user_keys set expires_at = now() - interval '1 hour'
      where user_id = (select id from users where email = 'proving@example.com')`);
    expect((await t.send(auth.forgotPassword, { payload: { email: 'proving@example.com' } })).statusCode).toBe(200);
    await deliver();
    expect((await register(form('proving@example.com'), '10.8.0.5')).json.errorCode).toBe('USER-EMAIL-EXISTS');
  });

  it('clears what a registrant typed when the address is proven by a reset link instead', async () => {
    expect(
      (await register(form('reset-proves@example.com', { firstNameTh: 'คนแปลกหน้า' }), '10.8.0.6')).statusCode,
    ).toBe(200);
    await deliver();
    expect((await t.send(auth.forgotPassword, { payload: { email: 'reset-proves@example.com' } })).statusCode).toBe(
      200,
    );
    const resetMail = await deliver();
    expect(resetMail.text).not.toContain('คนแปลกหน้า');
    const key = /\/user\/resetpassword\/([A-Za-z0-9_-]+)/.exec(resetMail.text)?.[1];
    const reset = await t.send(auth.resetPassword, { payload: { resetPasswordKey: key!, password: 'Owner2024x' } });
    expect(reset.statusCode).toBe(200);
    const owner = await login('reset-proves@example.com', 'Owner2024x');
    expect(owner.statusCode).toBe(200);
    expect(owner.json.data.user).toMatchObject({ firstNameTh: '', lastNameTh: '', mobile: '' });
  });

  it('refuses a common password with the Thai message at path password', async () => {
    const response = await register(
      form('common@example.com', { password: 'password1', confirmPassword: 'password1' }),
    );
    expect(response.statusCode).toBe(422);
    expect(firstIssue(response.json)).toEqual({ path: 'password', message: PASSWORD_MESSAGES.tooCommon });
  });

  it('asks a dentist for the license number', async () => {
    const response = await register(form('dentist.nolicense@example.com', { userTypeId: '2', drSpecialItems: ['1'] }));
    expect(response.statusCode).toBe(422);
    expect(firstIssue(response.json)).toEqual({ path: 'drLicenseNo', message: ACCOUNT_MESSAGES.licenseRequired });
    expect(ACCOUNT_MESSAGES.licenseRequired).toBe('*กรุณาใส่เลข ท.');
  });

  it('refuses a licence number with letters, as the profile does (one rule for ท.)', async () => {
    const response = await register(
      form('dentist.letters@example.com', { userTypeId: '2', drLicenseNo: '12a', drSpecialItems: ['1'] }),
    );
    expect(response.statusCode).toBe(422);
    expect(firstIssue(response.json)).toEqual({ path: 'drLicenseNo', message: ACCOUNT_MESSAGES.licenseNumeric });
  });

  it('refuses an unknown or malformed activation key', async () => {
    expect((await activate('A'.repeat(43))).json.errorCode).toBe('ACTIVATION-KEY-INVALID');
    expect((await activate('short')).statusCode).toBe(422);
  });

  it('limits registrations per address to 10 an hour', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await register({ email: 'x' }, '203.0.113.7')).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 422)).toBe(true);
    expect(codes[10]).toBe(429);
    expect((await register({ email: 'x' }, '203.0.113.8')).statusCode).toBe(422);
  });
});
