import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, clinics } from '@yim/contract';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createClinic, parseCreateClinicArgs } from './create-clinic.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ARGS = (url: string, manager: string) => [
  '--clinic-url',
  url,
  '--clinic-code',
  'CM',
  '--clinic-name',
  'เชียงใหม่ ทันตกรรม',
  '--clinic-name-en',
  'Chiang Mai Dental',
  '--branch-url',
  'nimman',
  '--branch-code',
  'NMM',
  '--branch-name',
  'สาขานิมมาน',
  '--branch-name-en',
  'Nimman Branch',
  '--manager',
  manager,
];

describe('create-clinic: the first clinic of a fresh install', () => {
  it('creates clinic, branch and a new manager, who chooses a password by the printed link and sees the clinic', async () => {
    const created = await createClinic(
      t.db,
      parseCreateClinicArgs(ARGS('chiang-mai', 'Owner@CM-Dental.example')),
      t.config.publicUrl,
    );
    expect(created.manager).toEqual({ email: 'owner@cm-dental.example', invited: true });
    expect(created.invitationLink).toMatch(new RegExp(`^${t.config.publicUrl}/user/resetpassword/[A-Za-z0-9_-]{43}$`));
    const mails = await t.db.owner.execute<{ n: number }>(sql`select count(*)::int as n from jobs
      where kind = 'mail' and payload->>'to' = 'owner@cm-dental.example'`);
    expect(Number(mails.rows[0]!.n)).toBe(1);

    const key = created.invitationLink!.split('/').at(-1)!;
    const reset = await t.send(auth.resetPassword, { payload: { resetPasswordKey: key, password: 'Nimman2026x' } });
    expect(reset.statusCode, reset.body).toBe(200);
    const token = await t.login('owner@cm-dental.example', 'Nimman2026x');
    const mine = await t.send(clinics.listMyClinics, { token });
    expect(mine.json.data.list).toEqual([
      expect.objectContaining({
        url: 'chiang-mai',
        name: 'เชียงใหม่ ทันตกรรม',
        branches: [expect.objectContaining({ url: 'nimman' })],
      }),
    ]);

    // The rows under the clinic were written as the app role, with an audit row naming no user.
    const audit = await t.db.owner.execute<{ entity: string; user_id: string | null }>(sql`
      select a.entity, a.user_id from audit_log a join clinics c on c.id = a.clinic_id where c.url = 'chiang-mai'`);
    expect(audit.rows).toEqual([{ entity: 'clinic', user_id: null }]);
  });

  it('makes an existing account the manager without touching its password', async () => {
    const created = await createClinic(
      t.db,
      parseCreateClinicArgs(ARGS('chiang-rai', 'manager@ari.yim.test')),
      t.config.publicUrl,
    );
    expect(created).toMatchObject({ manager: { email: 'manager@ari.yim.test', invited: false }, invitationLink: null });
    const token = await t.login('manager@ari.yim.test');
    const mine = await t.send(clinics.listMyClinics, { token });
    expect(mine.json.data.list.map((c: { url: string }) => c.url)).toEqual(
      expect.arrayContaining(['smile-ari', 'chiang-rai']),
    );
  });

  it('refuses a taken url, and what the contract refuses, creating nothing', async () => {
    await expect(
      createClinic(t.db, parseCreateClinicArgs(ARGS('yim-demo', 'manager@demo.yim.test')), t.config.publicUrl),
    ).rejects.toMatchObject({ code: 'CLINIC-URL-TAKEN' });
    await expect(
      createClinic(t.db, parseCreateClinicArgs(ARGS('Not A Slug', 'manager@demo.yim.test')), t.config.publicUrl),
    ).rejects.toThrow();
    expect(() => parseCreateClinicArgs(['--colour', 'red'])).toThrow();
    const count = await t.db.owner.execute<{ n: number }>(sql`select count(*)::int as n from clinics`);
    expect(Number(count.rows[0]!.n)).toBe(4);
  });
});
