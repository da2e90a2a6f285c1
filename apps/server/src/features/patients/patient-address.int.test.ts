import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The patient write checks its address against the Thai address data set (masters feature).
const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };

let t: TestApp;
let counter: string;
beforeAll(async () => {
  t = await createTestApp();
  counter = await t.login('counter@demo.yim.test');
});
afterAll(() => t.close());

describe('POST /api/patient/{c}/{b}: the address', () => {
  it('checks the address against the Thai address data set, naming the first part that does not fit', async () => {
    const bangkok = { province: 'กรุงเทพมหานคร', district: 'เขตปทุมวัน', subDistrict: 'วังใหม่', postcode: '10330' };
    const created = await t.send(patients.create, {
      token: counter,
      params: SIAM,
      payload: { firstNameTh: 'ที่อยู่', lastNameTh: 'ถูกต้อง', ...bangkok },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json.data).toMatchObject(bangkok);
    for (const [wrong, field] of [
      [{ district: 'เขตบางรัก' }, 'subDistrict'],
      [{ postcode: '10500' }, 'postcode'],
      [{ province: 'เชียงใหม่' }, 'district'],
    ] as const) {
      const response = await t.send(patients.create, {
        token: counter,
        params: SIAM,
        payload: { firstNameTh: 'ที่อยู่', lastNameTh: 'ผิด', ...bangkok, ...wrong },
      });
      expect([response.statusCode, response.json.errorMessage.validationResult[0].error[0].path]).toEqual([422, field]);
    }
  });
});
