import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, clinics, superadmin, type TCreateClinicInput } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('superadmin@demo.yim.test');
});
afterAll(() => t.close());

let serial = 0;
function newClinic(manager: string, url = `bangna-${++serial}`): TCreateClinicInput {
  return {
    clinic: { url, code: 'BNA', name: 'บางนา ทันตกรรม', nameEn: 'Bangna Dental' },
    branch: { url: 'main', code: 'MAIN', name: 'สาขาหลัก', nameEn: 'Main Branch' },
    manager: { email: manager },
  };
}

const create = (payload: object, token = admin) => t.send(superadmin.createClinic, { token, payload });

describe('POST /api/superadmin/clinics', () => {
  it('creates the clinic, its branch and an existing account as manager, who then finds it in /clinic', async () => {
    const body = newClinic(' Manager@Ari.yim.test ');
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json.data).toMatchObject({
      clinic: {
        url: body.clinic.url,
        code: 'BNA',
        name: 'บางนา ทันตกรรม',
        nameEn: 'Bangna Dental',
        branchCount: 1,
        memberCount: 1,
        branches: [{ url: 'main', name: 'สาขาหลัก', memberCount: 1 }],
        managers: [{ email: 'manager@ari.yim.test', fullName: 'อารี สุขใจ', branchUrl: 'main' }],
      },
      manager: { email: 'manager@ari.yim.test', invited: false },
    });

    const manager = await t.login('manager@ari.yim.test');
    const mine = await t.send(clinics.listMyClinics, { token: manager });
    expect(mine.json.data.list.map((c: { url: string }) => c.url)).toContain(body.clinic.url);
    const check = await t.send(clinics.checkLoginAtBranch, {
      token: manager,
      params: { clinicUrl: body.clinic.url, branchUrl: 'main' },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json.data.user.authIdItems).toEqual([1]);
  });

  it('writes the clinic audit row and the platform audit row in the same transaction', async () => {
    const body = newClinic('manager@demo.yim.test');
    expect((await create(body)).statusCode).toBe(200);
    const audit = await t.db.owner.execute<{ entity: string; action: string; user_id: string; after: any }>(sql`
      select a.entity, a.action, a.user_id, a.after from audit_log a join clinics c on c.id = a.clinic_id
      where c.url = ${body.clinic.url}`);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ entity: 'clinic', action: 'create' });
    expect(audit.rows[0]!.after.manager).toEqual({ email: 'manager@demo.yim.test', invited: false });
    const platform = await t.db.owner.execute<{ action: string }>(
      sql`select action from superadmin_audit where target = ${body.clinic.url}`,
    );
    expect(platform.rows.map((r) => r.action)).toEqual(['clinics.create']);
  });

  it('invites an address nobody registered: a new account, a mail link that sets the password and activates it', async () => {
    const email = 'new.manager@bangna.example';
    const body = newClinic(email);
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json.data.manager).toEqual({ email, invited: true });
    expect(JSON.stringify(response.json)).not.toContain('resetpassword');

    const mails = await t.db.owner.execute<{ payload: { subject: string; text: string } }>(
      sql`select payload from jobs where kind = 'mail' and payload->>'to' = ${email}`,
    );
    expect(mails.rows).toHaveLength(1);
    const mail = mails.rows[0]!.payload;
    expect(mail.subject).toContain('บางนา ทันตกรรม');
    const key = /\/user\/resetpassword\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(key).toBeDefined();
    expect(mail.text).toContain('24 ชั่วโมง');

    const reset = await t.send(auth.resetPassword, { payload: { resetPasswordKey: key, password: 'Bangna2026x' } });
    expect(reset.statusCode, reset.body).toBe(200);
    const token = await t.login(email, 'Bangna2026x');
    const mine = await t.send(clinics.listMyClinics, { token });
    expect(mine.json.data.list).toEqual([
      expect.objectContaining({
        url: body.clinic.url,
        branches: [expect.objectContaining({ url: 'main', roleIds: [1] })],
      }),
    ]);
  });

  it('answers 409 for a url already taken and creates nothing more', async () => {
    const response = await create(newClinic('manager@demo.yim.test', 'yim-demo'));
    expect(response.statusCode).toBe(409);
    expect(response.json.errorCode).toBe('CLINIC-URL-TAKEN');
    const count = await t.db.owner.execute<{ n: number }>(
      sql`select count(*)::int as n from clinics where url = 'yim-demo'`,
    );
    expect(Number(count.rows[0]!.n)).toBe(1);
  });

  it('lets one of two simultaneous creations with the same url through and answers the other 409, never 500', async () => {
    const url = 'same-moment';
    const responses = await Promise.all([
      create(newClinic('manager@demo.yim.test', url)),
      create(newClinic('manager@ari.yim.test', url)),
      create(newClinic('new.twin@bangna.example', url)),
    ]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses, responses.map((r) => r.body).join('\n')).toEqual([200, 409, 409]);
    const rows = await t.db.owner.execute<{ n: number }>(sql`
      select count(*)::int as n from branches b join clinics c on c.id = b.clinic_id where c.url = ${url}`);
    expect(Number(rows.rows[0]!.n)).toBe(1);
  });

  it('refuses a deleted or disabled manager account with 409 and leaves no clinic behind', async () => {
    await t.db.owner.execute(sql`update users set disabled_at = now() where email = 'assistant@demo.yim.test'`);
    const body = newClinic('assistant@demo.yim.test');
    const response = await create(body);
    expect(response.json.errorCode).toBe('CLINIC-MANAGER-INACTIVE');
    const left = await t.db.owner.execute(sql`select 1 from clinics where url = ${body.clinic.url}`);
    expect(left.rows).toHaveLength(0);
    await t.db.owner.execute(sql`update users set disabled_at = null where email = 'assistant@demo.yim.test'`);
  });

  it.each([
    ['an upper-case url', (b: TCreateClinicInput) => (b.clinic.url = 'Bangna'), 'clinic.url'],
    ['a url with a slash', (b: TCreateClinicInput) => (b.clinic.url = 'a/b'), 'clinic.url'],
    ['a reserved url', (b: TCreateClinicInput) => (b.clinic.url = 'superadmin'), 'clinic.url'],
    ['a url of 51 characters', (b: TCreateClinicInput) => (b.clinic.url = 'a'.repeat(51)), 'clinic.url'],
    ['a branch url with a space', (b: TCreateClinicInput) => (b.branch.url = 'main branch'), 'branch.url'],
    ['a Thai name without Thai', (b: TCreateClinicInput) => (b.clinic.name = 'Bangna'), 'clinic.name'],
    ['an English name in Thai', (b: TCreateClinicInput) => (b.branch.nameEn = 'สาขาหลัก'), 'branch.nameEn'],
    ['a lower-case code', (b: TCreateClinicInput) => (b.clinic.code = 'bna'), 'clinic.code'],
    ['a manager that is not an e-mail', (b: TCreateClinicInput) => (b.manager.email = 'nobody'), 'manager.email'],
  ])('answers 422 for %s', async (_label, change, path) => {
    const body = newClinic('manager@demo.yim.test');
    change(body);
    const response = await create(body);
    expect(response.statusCode).toBe(422);
    const issues = response.json.errorMessage.validationResult[0].error.map((e: { path: string }) => e.path);
    expect(issues).toContain(path);
  });

  it('is for super-administrators only', async () => {
    const manager = await t.login('manager@demo.yim.test');
    expect((await create(newClinic('manager@demo.yim.test'), manager)).statusCode).toBe(403);
    expect((await t.send(superadmin.createClinic, { payload: newClinic('manager@demo.yim.test') })).statusCode).toBe(
      401,
    );
  });

  it('keeps create_clinic closed to the app role without a super-administrator as its user', async () => {
    const manager = await t.db.owner.execute<{ id: string }>(
      sql`select id from users where email = 'manager@demo.yim.test'`,
    );
    await expect(
      t.db.run({ userId: manager.rows[0]!.id }, (tx) =>
        tx.execute(sql`select create_clinic('rogue', 'R', 'โร้ก', 'Rogue')`),
      ),
    ).rejects.toThrow();
    await expect(
      t.db.run({}, (tx) => tx.execute(sql`select create_clinic('rogue', 'R', 'โร้ก', 'Rogue')`)),
    ).rejects.toThrow();
    const rows = await t.db.owner.execute(sql`select 1 from clinics where url = 'rogue'`);
    expect(rows.rows).toHaveLength(0);
  });
});

describe('the super-administrator clinic tools', () => {
  it('search by url, code or name in pages of 20, newest first, and audit the read', async () => {
    for (let i = 0; i < 21; i += 1)
      expect((await create(newClinic('manager@demo.yim.test', `paging-${i}`))).statusCode).toBe(200);
    const first = await t.send(superadmin.searchClinics, { token: admin, query: { keyword: 'paging' } });
    expect(first.statusCode).toBe(200);
    expect(first.json.data.total).toBe(21);
    expect(first.json.data.list).toHaveLength(20);
    expect(first.json.data.list[0].url).toBe('paging-20');
    const second = await t.send(superadmin.searchClinics, { token: admin, query: { keyword: 'paging', offset: 20 } });
    expect(second.json.data.list.map((c: { url: string }) => c.url)).toEqual(['paging-0']);

    const byThai = await t.send(superadmin.searchClinics, { token: admin, query: { keyword: 'อารีย์' } });
    expect(byThai.json.data.list.map((c: { url: string }) => c.url)).toEqual(['smile-ari']);
    const wildcard = await t.send(superadmin.searchClinics, { token: admin, query: { keyword: '%' } });
    expect(wildcard.json.data.total).toBe(0);
    const audit = await t.db.owner.execute<{ target: string }>(
      sql`select target from superadmin_audit where action = 'clinics.search'`,
    );
    expect(audit.rows.map((r) => r.target)).toContain('อารีย์');
  });

  it('read one clinic with its branches and managers; an unknown id is a 404', async () => {
    const ids = await t.db.owner.execute<{ id: number }>(sql`select id from clinics where url = 'yim-demo'`);
    const detail = await t.send(superadmin.getClinic, { token: admin, params: { id: ids.rows[0]!.id } });
    expect(detail.statusCode).toBe(200);
    expect(detail.json.data.url).toBe('yim-demo');
    const branchUrls = detail.json.data.branches.map((b: { url: string }) => b.url);
    expect(branchUrls.slice(0, 2)).toEqual(['siam', 'thonglor']);
    expect(detail.json.data.branchCount).toBe(branchUrls.length);
    expect(detail.json.data.managers.map((m: { email: string }) => m.email)).toContain('manager@demo.yim.test');
    // Every active member with the roles held at each branch; the read is audited.
    expect(detail.json.data.members).toHaveLength(detail.json.data.memberCount);
    expect(detail.json.data.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'doctor@demo.yim.test', branchUrl: 'siam', roleIds: [2] }),
      ]),
    );
    const audited = await t.db.owner.execute<{ target: string }>(
      sql`select target from superadmin_audit where action = 'clinics.get'`,
    );
    expect(audited.rows.map((r) => r.target)).toContain(String(ids.rows[0]!.id));
    const missing = await t.send(superadmin.getClinic, { token: admin, params: { id: 999_999 } });
    expect(missing.statusCode).toBe(404);
    const manager = await t.login('manager@demo.yim.test');
    expect((await t.send(superadmin.getClinic, { token: manager, params: { id: ids.rows[0]!.id } })).statusCode).toBe(
      403,
    );
    expect((await t.send(superadmin.searchClinics, { token: manager })).statusCode).toBe(403);
    expect((await t.send(superadmin.searchClinics)).statusCode).toBe(401);
    expect((await t.send(superadmin.getClinic, { params: { id: ids.rows[0]!.id } })).statusCode).toBe(401);
  });
});
