import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { profile } from '@yim/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function me(token: string) {
  return (await t.send(profile.getUserInfo, { token })).json.data;
}

const profileOf = (user: Record<string, unknown>) => ({
  uid: user.uid,
  firstNameTh: user.firstNameTh,
  lastNameTh: user.lastNameTh,
  firstNameEn: user.firstNameEn,
  lastNameEn: user.lastNameEn,
  mobile: user.mobile,
  userTypeId: user.userTypeId,
  drLicenseNo: user.drLicenseNo,
  drSpecialItems: user.drSpecialItems,
  contentId: user.contentId,
  linkedWithMFD: user.linkedWithMFD,
});

describe('GET and PUT /api/user/userInfo', () => {
  it('updates the own profile and trims the inputs', async () => {
    const token = await t.login('doctor@demo.yim.test');
    const user = await me(token);
    const response = await t.send(profile.updateUserInfo, {
      token,
      payload: {
        ...profileOf(user),
        firstNameTh: '  สมชาย ',
        mobile: '0899999999',
        drLicenseNo: '54321',
        drSpecialItems: ['1', '2'],
        linkedWithMFD: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json.data).toMatchObject({
      firstNameTh: 'สมชาย',
      mobile: '0899999999',
      drLicenseNo: '54321',
      drSpecialItems: ['1', '2'],
      linkedWithMFD: true,
    });
    expect((await me(token)).mobile).toBe('0899999999');
  });

  it('refuses another uid with 403', async () => {
    const token = await t.login('counter@demo.yim.test');
    const other = await me(await t.login('assistant@demo.yim.test'));
    const response = await t.send(profile.updateUserInfo, { token, payload: profileOf(other) });
    expect(response.statusCode).toBe(403);
  });

  it('checks the spec rules with the profile messages', async () => {
    const token = await t.login('doctor@demo.yim.test');
    const user = await me(token);
    const bad = await t.send(profile.updateUserInfo, {
      token,
      payload: { ...profileOf(user), mobile: '08x', drLicenseNo: 'ab', drSpecialItems: [] },
    });
    expect(bad.statusCode).toBe(422);
    const issues = bad.json.errorMessage.validationResult[0].error;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'mobile', message: '*เบอร์โทรศัพท์ต้องเป็นตัวเลข' },
        { path: 'drLicenseNo', message: '*กรุณาใส่เลข ท. (ใส่เฉพาะตัวเลข)' },
        { path: 'drSpecialItems', message: '*กรุณาเลือกสาขาเฉพาะทางอย่างน้อย 1 อย่าง' },
      ]),
    );
  });

  it('keeps the user type and refuses an avatar that is not the caller upload', async () => {
    const token = await t.login('counter@demo.yim.test');
    const user = await me(token);
    expect(
      (
        await t.send(profile.updateUserInfo, {
          token,
          payload: { ...profileOf(user), userTypeId: '2', drLicenseNo: '1', drSpecialItems: ['1'] },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await t.send(profile.updateUserInfo, { token, payload: { ...profileOf(user), contentId: 999999 } })).json
        .errorMessage.validationResult[0].error[0].path,
    ).toBe('contentId');
  });
});

describe('PUT /api/user/changePassword', () => {
  it('answers 400 for a wrong old password and 404 for a password used before', async () => {
    const token = await t.login('assistant@demo.yim.test');
    const { uid } = await me(token);
    const wrong = await t.send(profile.changePassword, {
      token,
      payload: { uid, oldPassword: 'Nope1234!', password: 'Fresh5678!' },
    });
    expect([wrong.statusCode, wrong.json.errorCode]).toEqual([400, 'PASSWORD-WRONG']);
    const same = await t.send(profile.changePassword, {
      token,
      payload: { uid, oldPassword: 'Demo1234!', password: 'Demo1234!' },
    });
    expect([same.statusCode, same.json.errorCode]).toEqual([404, 'PASSWORD-USED-BEFORE']);
  });

  it('refuses a common password and a bad composition with the Thai messages', async () => {
    const token = await t.login('assistant@demo.yim.test');
    const { uid } = await me(token);
    const common = await t.send(profile.changePassword, {
      token,
      payload: { uid, oldPassword: 'Demo1234!', password: 'password1' },
    });
    expect(common.statusCode).toBe(422);
    expect(common.json.errorMessage.validationResult[0].error[0].message).toContain('เดาได้ง่าย');
    const letters = await t.send(profile.changePassword, {
      token,
      payload: { uid, oldPassword: 'Demo1234!', password: 'abcdefghij' },
    });
    expect(letters.json.errorMessage.validationResult[0].error[0].message).toBe(
      '*รหัสผ่านต้องประกอบไปด้วยตัวเลข (0-9) และตัวอักษรภาษาอังกฤษ (A-Z, a-z) อย่างน้อย 1 ตัว',
    );
  });

  it('changes it, ends the other sessions, keeps this one, and refuses going back', async () => {
    const other = await t.login('headcounter@demo.yim.test');
    const token = await t.login('headcounter@demo.yim.test');
    const { uid } = await me(token);
    const changed = await t.send(profile.changePassword, {
      token,
      payload: { uid, oldPassword: 'Demo1234!', password: 'Brand9new!' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.send(profile.getUserInfo, { token: other })).statusCode).toBe(401);
    expect((await t.send(profile.getUserInfo, { token })).statusCode).toBe(200);
    await t.login('headcounter@demo.yim.test', 'Brand9new!');
    const back = await t.send(profile.changePassword, {
      token,
      payload: { uid, oldPassword: 'Brand9new!', password: 'Demo1234!' },
    });
    expect(back.json.errorCode).toBe('PASSWORD-USED-BEFORE');
  });
});
