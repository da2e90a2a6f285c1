import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masters, superadmin } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The ads list (issue 20): the store's announcements at the current ads_version, which a
// super-administrator moves on; the store is asked once per version.
let t: TestApp;
let admin: string;
let manager: string;

const storeCalls = async () =>
  Number(
    (
      await t.db.owner.execute<{ n: number }>(
        sql`select count(*)::int as n from sandbox_exchanges where service = 'adsStore'`,
      )
    ).rows[0]?.n,
  );
const configVersion = async () => (await t.send(masters.configValueAll, {})).json.data.ads_version[0].value as string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('superadmin@demo.yim.test');
  manager = await t.login('manager@demo.yim.test');
});
afterAll(() => t.close());

describe('the ads list', () => {
  it('answers the sandbox store at version 1 to a signed-in user, 401 without a token', async () => {
    expect((await t.send(masters.ads, {})).statusCode).toBe(401);
    const answer = await t.send(masters.ads, { token: manager });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json.data.version).toBe(1);
    expect(answer.json.data.ads.map((ad: { titleEn: string }) => ad.titleEn)).toEqual([
      'Welcome to Yim',
      'Free online training: the dental chart and treatment plans',
    ]);
    expect(await configVersion()).toBe('1');
  });

  it('asks the store once per version, however many ask', async () => {
    const before = await storeCalls();
    await Promise.all([1, 2, 3, 4].map(() => t.send(masters.ads, { token: manager })));
    expect(await storeCalls()).toBe(before);
  });

  it('refuses the increment to a clinic manager, and changes nothing', async () => {
    const refused = await t.send(superadmin.incrementAdsVersion, { token: manager });
    expect([refused.statusCode, refused.json.errorCode]).toEqual([403, 'PERMISSION_DENIED']);
    expect((await t.send(superadmin.incrementAdsVersion, {})).statusCode).toBe(401);
    expect(await configVersion()).toBe('1');
  });

  it('moves the version on for a super-administrator, audited, and the store is asked again', async () => {
    await t.db.owner.execute(sql`update sandbox_ads set enabled = false where id = 2`);
    const before = await storeCalls();
    const moved = await t.send(superadmin.incrementAdsVersion, { token: admin });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json.data).toEqual({ version: 2 });
    expect(await configVersion()).toBe('2');
    const answer = await t.send(masters.ads, { token: manager });
    expect(answer.json.data.version).toBe(2);
    expect(answer.json.data.ads.map((ad: { id: number }) => ad.id)).toEqual([1]);
    expect(await storeCalls()).toBe(before + 1);
    const audit = await t.db.owner.execute<{ target: string }>(
      sql`select target from superadmin_audit where action = 'config.ads_version.increment'`,
    );
    expect(audit.rows).toEqual([{ target: '2' }]);
  });

  it('keeps the version across a restart of reference data (the seed does not reset it)', async () => {
    const { syncReferenceData } = await import('./masters.repo.ts');
    await syncReferenceData(t.db.owner);
    expect(await configVersion()).toBe('2');
  });

  it('refuses the version function to a request that is not a super-administrator, even as raw SQL', async () => {
    const managerId = (
      await t.db.owner.execute<{ id: string }>(sql`select id from users where email = 'manager@demo.yim.test'`)
    ).rows[0]!.id;
    await expect(
      t.db.run({ userId: managerId }, (tx) => tx.execute(sql`select increment_ads_version()`)),
    ).rejects.toThrow();
    await expect(
      t.db.run({ userId: managerId }, (tx) => tx.execute(sql`update ads_version set version = 99`)),
    ).rejects.toThrow();
    expect(await configVersion()).toBe('2');
  });
});

describe('the live ads store', () => {
  let server: Server;
  let live: TestApp;
  let answer: { status: number; body: unknown };

  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    live = await createTestApp({ ADS_STORE_URL: `http://127.0.0.1:${port}/v1` });
  });
  afterAll(async () => {
    await live.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers the last list known, under its own version, while the store is down', async () => {
    const token = await live.login('manager@demo.yim.test');
    answer = { status: 503, body: {} };
    expect((await live.send(masters.ads, { token })).json.data).toEqual({ version: 0, ads: [] });

    const ad = (id: number, linkUrl: string | null) => ({
      id,
      titleTh: `ประกาศ ${id}`,
      titleEn: `Notice ${id}`,
      bodyTh: '',
      bodyEn: '',
      linkUrl,
      imageUrl: null,
    });
    // One row that is not an announcement (an http link) is left out; the others stay.
    answer = {
      status: 200,
      body: { ads: [ad(7, 'https://yim.example/a'), ad(8, 'http://yim.example/b'), { id: 'x' }] },
    };
    const listed = await live.send(masters.ads, { token });
    expect(listed.json.data).toEqual({ version: 1, ads: [ad(7, 'https://yim.example/a')] });

    const liveAdmin = await live.login('superadmin@demo.yim.test');
    await live.send(superadmin.incrementAdsVersion, { token: liveAdmin });
    answer = { status: 500, body: {} };
    expect((await live.send(masters.ads, { token })).json.data.version).toBe(1);
  });
});
