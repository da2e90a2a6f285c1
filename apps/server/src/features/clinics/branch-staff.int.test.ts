import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { clinics } from '@yim/contract';

let t: TestApp;
let counter: string;
beforeAll(async () => {
  t = await createTestApp();
  counter = await t.login('counter@demo.yim.test');
});
afterAll(() => t.close());

describe('GET /api/user/{clinicUrl}/{branchUrl}', () => {
  it('lists the doctors with roleIds=2', async () => {
    const response = await t.send(clinics.listBranchUsers, {
      params: { clinicUrl: 'yim-demo', branchUrl: 'siam' },
      query: { roleIds: '2' },
      token: counter,
    });
    expect(response.json.data.map((u: { email: string }) => u.email).sort()).toEqual([
      'doctor2@demo.yim.test',
      'doctor@demo.yim.test',
    ]);
    expect(response.json.data.find((u: { email: string }) => u.email === 'doctor@demo.yim.test')).toMatchObject({
      drApptColor: '#1e88e5',
      authIdItems: [2],
    });
  });

  it('lists everyone, and former members only with activeMembersOnly=false', async () => {
    const all = await t.send(clinics.listBranchUsers, {
      params: { clinicUrl: 'yim-demo', branchUrl: 'siam' },
      query: { roleIds: '1,2,3,4,5' },
      token: counter,
    });
    expect(all.json.data).toHaveLength(6);
    await t.db.owner.execute(
      sql`update branch_members set deleted_at = now() where user_id = (select id from users where email = 'assistant@demo.yim.test')`,
    );
    const active = await t.send(clinics.listBranchUsers, {
      params: { clinicUrl: 'yim-demo', branchUrl: 'siam' },
      token: counter,
    });
    expect(active.json.data).toHaveLength(5);
    const withFormer = await t.send(clinics.listBranchUsers, {
      params: { clinicUrl: 'yim-demo', branchUrl: 'siam' },
      query: { activeMembersOnly: 'false' },
      token: counter,
    });
    expect(withFormer.json.data).toHaveLength(6);
    expect(
      withFormer.json.data.find((u: { email: string }) => u.email === 'assistant@demo.yim.test').deletedAt,
    ).not.toBeNull();
  });

  it('validates roleIds', async () => {
    expect(
      (
        await t.send(clinics.listBranchUsers, {
          params: { clinicUrl: 'yim-demo', branchUrl: 'siam' },
          query: { roleIds: '9' },
          token: counter,
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('POST /api/branch/verify/{clinicUrl}/{branchUrl}', () => {
  it('answers the member and roles for right credentials', async () => {
    const response = await t.send(clinics.verifyBranchMember, {
      params: { clinicUrl: 'yim-demo', branchUrl: 'siam' },
      token: counter,
      payload: { username: 'doctor@demo.yim.test', password: 'Demo1234!' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json.data).toMatchObject({ fullName: 'สมชาย ฟันสวย', authIdItems: [2] });
  });

  it('answers 401 alike for a wrong password and a member of another branch', async () => {
    const wrong = await t.send(clinics.verifyBranchMember, {
      params: { clinicUrl: 'yim-demo', branchUrl: 'siam' },
      token: counter,
      payload: { username: 'doctor@demo.yim.test', password: 'Nope1234!' },
    });
    const elsewhere = await t.send(clinics.verifyBranchMember, {
      params: { clinicUrl: 'yim-demo', branchUrl: 'siam' },
      token: counter,
      payload: { username: 'manager@ari.yim.test', password: 'Demo1234!' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(elsewhere.json).toEqual(wrong.json);
  });
});
