import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, superadmin } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// POST /api/user/tdc/verify/{c}/{b} through the sandbox licence registry (documented cases
// L1–L4, docs/integrations.md); the contract-wide permission test covers every role.
const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };

let t: TestApp;
let manager: string;
let counter: string;
const uid = async (email: string) =>
  (await t.db.owner.execute<{ id: string }>(sql`select id from users where email = ${email}`)).rows[0]!.id;
const setLicence = (email: string, licenceNo: string | null) =>
  t.db.owner.execute(sql`update users set dr_license_no = ${licenceNo} where email = ${email}`);
const verify = async (email: string, token = manager, params = SIAM) =>
  t.send(clinics.verifyLicence, { params, token, body: { userId: await uid(email) } });

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager@demo.yim.test');
  counter = await t.login('counter@demo.yim.test');
});
afterAll(() => t.close());

describe('the licence check of a member', () => {
  it('L1: a registered number is valid, with the registered name, recorded on the member and audited', async () => {
    const response = await verify('doctor@demo.yim.test');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json.data).toMatchObject({
      userId: await uid('doctor@demo.yim.test'),
      licenceNo: '12345',
      status: 'valid',
      holderNameTh: 'ทพ. สมชาย ฟันสวย',
      holderNameEn: 'Somchai Fansuay',
      nameMatches: true,
      sandbox: true,
    });
    const recorded = await t.db.owner.execute<{ status: string; branch_member_id: number; checked_by: string }>(
      sql`select status, branch_member_id, checked_by from licence_checks order by id desc limit 1`,
    );
    expect(recorded.rows[0]).toEqual({
      status: 'valid',
      branch_member_id: response.json.data.branchMemberId,
      checked_by: await uid('manager@demo.yim.test'),
    });
    const audit = await t.db.owner.execute<{ action: string; after: { status: string } }>(
      sql`select action, after from audit_log where entity = 'licence_check' order by id desc limit 1`,
    );
    expect(audit.rows[0]).toMatchObject({ action: 'create', after: { status: 'valid', licenceNo: '12345' } });
  });

  it('L2: a registered number ending in 9 is suspended', async () => {
    await setLicence('doctor2@demo.yim.test', '10009');
    const response = await verify('doctor2@demo.yim.test', counter);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json.data).toMatchObject({ licenceNo: '10009', status: 'suspended', nameMatches: false });
  });

  it('L3: a number the registry does not know is not found', async () => {
    await setLicence('doctor2@demo.yim.test', '55555');
    const response = await verify('doctor2@demo.yim.test');
    expect(response.json.data).toMatchObject({ status: 'not_found', holderNameTh: null, nameMatches: false });
  });

  it('L4: the number 00000 meets a registry that does not answer: 503, nothing recorded', async () => {
    await setLicence('doctor2@demo.yim.test', '00000');
    const before = await t.db.owner.execute<{ n: number }>(sql`select count(*)::int as n from licence_checks`);
    const response = await verify('doctor2@demo.yim.test');
    expect([response.statusCode, response.json.errorCode]).toEqual([503, 'INTEGRATION-UNAVAILABLE']);
    const after = await t.db.owner.execute<{ n: number }>(sql`select count(*)::int as n from licence_checks`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('shows each question and answer on the super-administrator sandbox page', async () => {
    const admin = await t.login('superadmin@demo.yim.test');
    const response = await t.send(superadmin.listSandboxExchanges, {
      token: admin,
      query: { service: 'licenceRegistry' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const outcomes = response.json.data.map((e: { request: { licenceNo: string }; outcome: string }) => [
      e.request.licenceNo,
      e.outcome,
    ]);
    expect(outcomes.slice(0, 4)).toEqual([
      ['00000', 'unavailable'],
      ['55555', 'ok'],
      ['10009', 'ok'],
      ['12345', 'ok'],
    ]);
  });

  it('refuses a member without a licence number in their profile', async () => {
    const response = await verify('assistant@demo.yim.test');
    expect([response.statusCode, response.json.errorCode]).toEqual([409, 'LICENCE-NOT-SET']);
  });

  it("answers 404 for someone who is not an active member of this branch, another clinic's manager included", async () => {
    expect((await verify('manager@ari.yim.test')).statusCode).toBe(404);
    const ari = await t.login('manager@ari.yim.test');
    const response = await verify('doctor@demo.yim.test', ari);
    expect(response.statusCode).toBe(404);
  });

  it('lets no doctor or assistant check (userManage), and validates the body', async () => {
    const doctor = await t.login('doctor@demo.yim.test');
    expect((await verify('doctor@demo.yim.test', doctor)).json.errorCode).toBe('PERMISSION_DENIED');
    const invalid = await t.send(clinics.verifyLicence, { params: SIAM, token: manager, body: { userId: 'nobody' } });
    expect([invalid.statusCode, invalid.json.errorCode]).toEqual([422, 'VALIDATION_FAILED']);
  });
});
