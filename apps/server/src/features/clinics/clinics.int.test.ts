import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { clinics } from '@yim/contract';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager@demo.yim.test');
});
afterAll(() => t.close());

describe('GET /api/user/checkLogin/{clinicUrl}/{branchUrl}', () => {
  it('answers the branch info of the spec with the caller roles', async () => {
    const response = await t.send(clinics.checkLoginAtBranch, {
      params: { clinicUrl: 'yim-demo', branchUrl: 'siam' },
      token: manager,
    });
    expect(response.statusCode).toBe(200);
    const { user, branch } = response.json.data;
    expect(user.authIdItems).toEqual([1]);
    expect(branch).toMatchObject({
      url: 'siam',
      code: 'SIAM',
      name: 'สาขาสยาม',
      nameEn: 'Siam Branch',
      tel: '021234567',
      clinic: { url: 'yim-demo', code: 'YIM', name: 'ยิ้ม เดนทัล คลินิก', nameEn: 'Yim Dental Clinic', logo: null },
      auth: { authId: 1, authIdItems: [1] },
      confApptDuration: '00:15',
      confOpeningTime: '09:00',
      confClosingTime: '20:00',
      fileStoreExpiration: null,
      linkedWithKtbPaotang: true,
      linkedWithNhso: true,
      nhsoSubitemNoSupportedList: [],
    });
    expect(branch.rooms.map((r: { name: string }) => r.name)).toEqual(['ห้องทำฟัน 1', 'ห้องทำฟัน 2', 'ห้องทำฟัน 3']);
    expect(branch.address).toContain('ปทุมวัน');
  });

  it('gives each branch its own hours and rooms', async () => {
    const response = await t.send(clinics.checkLoginAtBranch, {
      params: { clinicUrl: 'yim-demo', branchUrl: 'thonglor' },
      token: manager,
    });
    expect(response.json.data.branch).toMatchObject({
      confApptDuration: '00:30',
      confOpeningTime: '10:00',
      confClosingTime: '19:00',
    });
    expect(response.json.data.branch.rooms).toHaveLength(2);
  });

  it('answers INVALID_LENGTH for a 51-character clinicUrl and accepts 50', async () => {
    const long = await t.send(clinics.checkLoginAtBranch, {
      params: { clinicUrl: 'a'.repeat(51), branchUrl: 'siam' },
      token: manager,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json.errorCode).toBe('INVALID_LENGTH');
    const fifty = await t.send(clinics.checkLoginAtBranch, {
      params: { clinicUrl: 'a'.repeat(50), branchUrl: 'siam' },
      token: manager,
    });
    expect(fifty.json.errorCode).toBe('BRANCH-NOT-FOUND');
  });

  it('answers INVALID_PARAMS for the texts undefined and null, before authentication', async () => {
    // Literal paths: what a client that printed an unset variable into the url really sends.
    for (const url of ['/api/user/checkLogin/undefined/siam', '/api/user/checkLogin/yim-demo/null']) {
      const response = await t.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json.errorCode, url).toBe('INVALID_PARAMS');
    }
  });

  it('answers 404 for another clinic, hiding that it exists', async () => {
    const response = await t.send(clinics.checkLoginAtBranch, {
      params: { clinicUrl: 'smile-ari', branchUrl: 'ari' },
      token: manager,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json.errorCode).toBe('BRANCH-NOT-FOUND');
    const missing = await t.send(clinics.checkLoginAtBranch, {
      params: { clinicUrl: 'no-such-clinic', branchUrl: 'ari' },
      token: manager,
    });
    expect(missing.json).toEqual(response.json);
  });

  it("answers 404 for a branch that does not exist in the caller's own clinic", async () => {
    const response = await t.send(clinics.checkLoginAtBranch, {
      params: { clinicUrl: 'yim-demo', branchUrl: 'no-such-branch' },
      token: manager,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json.errorCode).toBe('BRANCH-NOT-FOUND');
  });

  it('answers 403 for a branch of the same clinic where the caller is not a member', async () => {
    const counter = await t.login('counter@demo.yim.test');
    const response = await t.send(clinics.checkLoginAtBranch, {
      params: { clinicUrl: 'yim-demo', branchUrl: 'thonglor' },
      token: counter,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json.errorCode).toBe('BRANCH-NOT-MEMBER');
  });

  it('gives a user several roles at one branch', async () => {
    const doctor2 = await t.login('doctor2@demo.yim.test');
    const response = await t.send(clinics.checkLoginAtBranch, {
      params: { clinicUrl: 'yim-demo', branchUrl: 'siam' },
      token: doctor2,
    });
    expect(response.json.data.branch.auth.authIdItems).toEqual([1, 2]);
  });
});

describe('GET /api/user/clinic', () => {
  it('lists the clinics and branches of the caller only', async () => {
    const response = await t.send(clinics.listMyClinics, { token: manager });
    expect(response.json.data.total).toBe(1);
    const [clinic] = response.json.data.list;
    expect(clinic.url).toBe('yim-demo');
    expect(clinic.branches.map((b: { url: string }) => b.url)).toEqual(['siam', 'thonglor']);
  });

  it('shows the one branch of a single-branch member', async () => {
    const assistant = await t.login('assistant@demo.yim.test');
    const response = await t.send(clinics.listMyClinics, { token: assistant });
    expect(response.json.data.list[0].branches).toEqual([
      { url: 'siam', code: 'SIAM', name: 'สาขาสยาม', nameEn: 'Siam Branch', roleIds: [4] },
    ]);
  });

  it('is empty for a user without membership', async () => {
    const superadmin = await t.login('superadmin@demo.yim.test');
    const response = await t.send(clinics.listMyClinics, { token: superadmin });
    expect(response.json.data).toEqual({ list: [], total: 0 });
  });

  it('keeps the other clinic apart', async () => {
    const ari = await t.login('manager@ari.yim.test');
    const response = await t.send(clinics.listMyClinics, { token: ari });
    expect(response.json.data.list.map((c: { url: string }) => c.url)).toEqual(['smile-ari']);
  });
});
