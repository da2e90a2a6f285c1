import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, testConfig, wrap, type TestApp } from '../../test/test-app.ts';
import { auth, clinics, shell } from '@yim/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and version', () => {
  it('tells anyone that it answers and its version, and nothing of how it runs', async () => {
    const response = await t.send(shell.health);
    expect(response.statusCode).toBe(200);
    expect(response.json.data).toEqual({ ok: true, version: '1.1.4' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('names the database kind and the modes to a platform super-administrator', async () => {
    const admin = await t.login('superadmin@demo.yim.test');
    const response = await t.send(shell.health, { token: admin });
    expect(response.json.data).toMatchObject({
      ok: true,
      version: '1.1.4',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      mail: 'log',
      storage: 'local',
      sandbox: {
        licenceRegistry: 'sandbox',
        teleDentistry: 'sandbox',
        nhso: 'sandbox',
        ktbPaotang: 'sandbox',
        sms: 'sandbox',
        line: 'sandbox',
        ktbFastPay: 'sandbox',
        adsStore: 'sandbox',
        dentalAi: 'sandbox',
        edcTerminal: 'sandbox',
      },
    });
    const manager = await t.send(shell.health, { token: await t.login('manager@demo.yim.test') });
    expect(manager.json.data).toEqual({ ok: true, version: '1.1.4' });
  });

  it("makes its own request id and does not take the client's", async () => {
    const response = await t.send(shell.version, { headers: { 'x-request-id': 'forged-id\nsecond line' } });
    expect(response.headers['x-request-id']).not.toBe('forged-id\nsecond line');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps signed-in answers out of every cache, and lets public ones be', async () => {
    const token = await t.login('manager@demo.yim.test');
    const signedIn = await t.send(clinics.listMyClinics, { token });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refused = await t.send(clinics.listMyClinics);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await t.send(shell.version)).headers['cache-control']).toBeUndefined();
  });

  it('answers the app version, and that a loopback install runs the demo data', async () => {
    expect((await t.send(shell.version)).json).toEqual({
      status: '200',
      data: { version: '1.1.4', demoData: true, appEnv: 'development', sandbox: true },
    });
  });

  it('fills the sandbox map from the adapters, and tells everyone APP_ENV (issue 8, the adapter layer)', async () => {
    const app = await buildApp({
      config: testConfig({
        APP_ENV: 'staging',
        LICENCE_REGISTRY_URL: 'https://registry.example/v1',
        SMS_URL: 'https://sms.example/v1',
      }),
      db: t.db,
      logger: false,
    });
    try {
      const admin = await t.login('superadmin@demo.yim.test');
      const health = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(health.json().data.sandbox).toEqual({
        licenceRegistry: 'live',
        teleDentistry: 'sandbox',
        nhso: 'sandbox',
        ktbPaotang: 'sandbox',
        sms: 'live',
        line: 'sandbox',
        ktbFastPay: 'sandbox',
        adsStore: 'sandbox',
        dentalAi: 'sandbox',
        edcTerminal: 'sandbox',
      });
      const version = await app.inject({ method: 'GET', url: '/api/version' });
      expect(version.json().data.appEnv).toBe('staging');
      // One service still a sandbox: the public flag says so, and only that.
      expect(version.json().data.sandbox).toBe(true);
      expect(JSON.stringify(version.json())).not.toContain('licenceRegistry');
    } finally {
      await app.close();
    }
  });

  it('says sandbox false once every outside service is live', async () => {
    const app = await buildApp({
      config: testConfig({
        LICENCE_REGISTRY_URL: 'https://registry.example/v1',
        TELE_DENTISTRY_URL: 'https://tele.example/v1',
        NHSO_URL: 'https://nhso.example/v1',
        KTB_PAOTANG_URL: 'https://paotang.example/v1',
        SMS_URL: 'https://sms.example/v1',
        LINE_URL: 'https://line.example/v1',
        KTB_FASTPAY_URL: 'https://fastpay.example/v1',
        KTB_FASTPAY_CALLBACK_SECRET: 'a-callback-key-the-bank-and-we-share-0123',
        ADS_STORE_URL: 'https://ads.example/v1',
        AI_SERVICE_URL: 'https://ai.example/v1',
        EDC_TERMINAL_URL: 'https://edc.example/v1',
      }),
      db: t.db,
      logger: false,
    });
    try {
      const version = await app.inject({ method: 'GET', url: '/api/version' });
      expect(version.json().data.sandbox).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('tells the web app of demo data only where the demo seed is on (issue 7, item 1)', async () => {
    const demoData = async (env: Record<string, string>) => {
      const app = await buildApp({ config: testConfig(env), db: t.db, logger: false });
      try {
        return (await app.inject({ method: 'GET', url: '/api/version' })).json().data.demoData as boolean;
      } finally {
        await app.close();
      }
    };
    expect(await demoData({ PUBLIC_URL: 'https://yim.example.com' })).toBe(false);
    expect(await demoData({ PUBLIC_URL: 'https://yim.example.com', SEED: 'demo' })).toBe(true);
    expect(await demoData({ PUBLIC_URL: 'http://127.0.0.1:3000', SEED: 'none' })).toBe(false);
  });

  it('answers unknown API paths with the catalogue 404', async () => {
    const response = await t.call({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json).toEqual({ errorCode: 'NOT_FOUND', errorMessage: 'ไม่พบข้อมูล' });
  });
});

describe('the error handler', () => {
  it('answers a body that is not JSON with BAD_REQUEST', async () => {
    const response = await t.send(auth.login, {
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json).toEqual({ errorCode: 'BAD_REQUEST', errorMessage: 'รูปแบบคำขอไม่ถูกต้อง' });
  });

  it('hides the internals of a 500', async () => {
    const app = await buildApp({ config: t.config, db: t.db, logger: false });
    app.get('/api/test-boom', async () => {
      throw new Error('secret connection string postgres://u:p@h/db');
    });
    const response = await app.inject({ method: 'GET', url: '/api/test-boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errorCode: 'INTERNAL', errorMessage: 'ระบบขัดข้อง ขออภัยในความไม่สะดวก' });
    expect(response.body).not.toContain('secret');
    await app.close();
  });
});

describe('two server instances on one database', () => {
  it('serve the same signed-in user', async () => {
    const otherDb = await t.testDb.openAnother();
    const second = wrap(await buildApp({ config: t.config, db: otherDb, logger: false }), otherDb, t.testDb, t.config);
    const token = await t.login('manager@demo.yim.test');
    const onSecond = await second.send(clinics.checkLoginAtBranch, {
      params: { clinicUrl: 'yim-demo', branchUrl: 'siam' },
      token,
    });
    expect(onSecond.statusCode).toBe(200);
    expect(onSecond.json.data.user.email).toBe('manager@demo.yim.test');
    const tokenFromSecond = await second.login('doctor@demo.yim.test');
    expect((await t.send(auth.checkLogin, { token: tokenFromSecond })).statusCode).toBe(200);
    await second.app.close();
  });
});
