import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients } from '@yim/contract';
import { ARI, SIAM, THONGLOR } from '../../test/appointment-fixture.ts';
import { openPatientFixture, thaiId, type PatientFixture } from '../../test/patient-fixture.ts';
import type { TestApp } from '../../test/test-app.ts';

// Issue 5 (patients): registering, opening, changing and deleting a record, and its history; every
// change and every opening audited. The list and the duplicate check: patient-list.int.test.ts;
// merging two records: patient-merge.int.test.ts.

let t: TestApp;
let counter: string;
let doctor: string;
let assistant: string;
let manager: string;
let ariManager: string;
let register: PatientFixture['register'];
let auditRows: PatientFixture['auditRows'];
beforeAll(async () => {
  ({ t, counter, doctor, assistant, manager, ariManager, register, auditRows } = await openPatientFixture());
});
afterAll(() => t.close());

describe('POST /api/patient/{c}/{b}', () => {
  it('registers a patient at the branch with the next DN and an audit row', async () => {
    const first = await register({
      titleNameTh: '1',
      firstNameTh: 'ทดสอบ',
      lastNameTh: 'ลงทะเบียน',
      firstNameEn: 'Todsob',
      lastNameEn: 'Longtabien',
      mobile: '081-234-5678',
      personalType: '1',
      personalId: thaiId('110370012345'),
      dob: '1990-05-17',
      gender: '1',
      allergies: 'เพนิซิลลิน\nแอสไพริน',
      consentSms: true,
    });
    expect(first).toMatchObject({
      firstNameTh: 'ทดสอบ',
      mobile: '0812345678',
      allergies: 'เพนิซิลลิน\nแอสไพริน',
      consentSms: true,
      consentLine: false,
      foreigner: false,
    });
    const second = await register({ firstNameTh: 'ทดสอบ', lastNameTh: 'คนที่สอง' }, manager, THONGLOR);
    expect(second.dn).toBe(first.dn + 1);
    const [branch] = (await t.db.owner.execute<{ id: number }>(sql`select id from branches where url = 'thonglor'`))
      .rows;
    expect(second.registeredBranchId).toBe(branch!.id);
    const audit = await auditRows(first.id);
    expect(audit.map((row) => row.action)).toEqual(['create']);
    expect(audit[0]!.after).toMatchObject({ id: first.id, dn: first.dn, firstNameTh: 'ทดสอบ' });
  });

  it('takes a foreigner with English names only', async () => {
    const created = await register({
      foreigner: true,
      firstNameEn: 'John',
      lastNameEn: 'Smith',
      personalType: '2',
      personalId: 'AA1234567',
    });
    expect(created).toMatchObject({ firstNameTh: '', firstNameEn: 'John', personalId: 'AA1234567' });
  });

  it.each([
    [{ lastNameTh: 'ใจดี' }, 'firstNameTh'],
    [{ firstNameTh: 'สมชาย' }, 'lastNameTh'],
    [{ foreigner: true, firstNameTh: 'สมชาย', lastNameTh: 'ใจดี' }, 'firstNameEn'],
    [{ firstNameTh: 'ก', lastNameTh: 'ข', mobile: '081234567' }, 'mobile'],
    [{ firstNameTh: 'ก', lastNameTh: 'ข', mobile: '08a2345678' }, 'mobile'],
    [{ firstNameTh: 'ก', lastNameTh: 'ข', dob: '2999-01-01' }, 'dob'],
    [{ firstNameTh: 'ก', lastNameTh: 'ข', dob: '2001-02-30' }, 'dob'],
    [{ firstNameTh: 'ก', lastNameTh: 'ข', personalType: '1', personalId: '1103700123450' }, 'personalId'],
    [{ firstNameTh: 'ก', lastNameTh: 'ข', postcode: '1011' }, 'postcode'],
    [{ firstNameTh: 'ก', lastNameTh: 'ข', email: 'not-an-address' }, 'email'],
    [{ firstNameTh: 'ก\u0007', lastNameTh: 'ข' }, 'firstNameTh'],
    [{ firstNameTh: 'ก', lastNameTh: 'ข', gender: '99' }, 'gender'],
    [{ firstNameTh: 'ก', lastNameTh: 'ข', titleNameTh: '999' }, 'titleNameTh'],
    [{ firstNameTh: 'ก', lastNameTh: 'ข', photoContentId: 2147483647 }, 'photoContentId'],
  ])('refuses %j with 422 on %s', async (body, field) => {
    const response = await t.send(patients.create, { token: counter, params: SIAM, payload: body });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.body).toContain(field);
  });

  it('refuses a second living record with the same Thai national id, naming the first DN', async () => {
    const personalId = thaiId('310170099887');
    const first = await register({ firstNameTh: 'บัตร', lastNameTh: 'ซ้ำ', personalType: '1', personalId });
    const again = await t.send(patients.create, {
      token: counter,
      params: SIAM,
      payload: { firstNameTh: 'บัตร', lastNameTh: 'ซ้ำอีก', personalType: '1', personalId },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json.errorCode).toBe('PATIENT-PERSONAL-ID-EXISTS');
    expect(again.json.errorMessage).toContain(String(first.dn).padStart(6, '0'));
    // Another clinic may hold the same person.
    await register({ firstNameTh: 'บัตร', lastNameTh: 'ซ้ำ', personalType: '1', personalId }, ariManager, ARI);
  });

  it('is the front desk’s and the manager’s: a doctor or an assistant gets 403', async () => {
    for (const token of [doctor, assistant]) {
      const response = await t.send(patients.create, {
        token,
        params: SIAM,
        payload: { firstNameTh: 'ห้าม', lastNameTh: 'สร้าง' },
      });
      expect(response.statusCode).toBe(403);
    }
    await register({ firstNameTh: 'ผู้จัดการ', lastNameTh: 'สร้าง' }, manager);
  });
});

describe('GET /api/patient/{c}/{b}/{id}', () => {
  it('answers the record to every member and writes an "open" audit row each time', async () => {
    const created = await register({ firstNameTh: 'เปิด', lastNameTh: 'แฟ้ม' });
    for (const token of [doctor, assistant]) {
      const response = await t.send(patients.get, { token, params: { ...SIAM, id: created.id } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json.data).toMatchObject({ id: created.id, dn: created.dn, lastNameTh: 'แฟ้ม' });
    }
    const rows = await auditRows(created.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'open', 'open']);
    expect(rows.map((row) => row.sides)).toEqual([
      [null, 'object'],
      [null, null],
      [null, null],
    ]);
  });

  it('answers 404 for another clinic’s patient, by row id, on every call that names one', async () => {
    const theirs = await register({ firstNameTh: 'ของ', lastNameTh: 'อารีย์' }, ariManager, ARI);
    const params = { ...SIAM, id: theirs.id };
    const calls = [
      t.send(patients.get, { token: manager, params }),
      t.send(patients.update, { token: manager, params, payload: { firstNameTh: 'ก', lastNameTh: 'ข' } }),
      t.send(patients.remove, { token: manager, params }),
      t.send(patients.history, { token: manager, params }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(404);
    const mine = await register({ firstNameTh: 'ของ', lastNameTh: 'สยาม' });
    const merge = await t.send(patients.merge, {
      token: manager,
      params: SIAM,
      payload: { keepId: mine.id, mergeId: theirs.id },
    });
    expect(merge.statusCode).toBe(404);
    expect((await auditRows(theirs.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('answers 422 for an id that is not a positive integer', async () => {
    const response = await t.call({ method: 'GET', url: '/api/patient/yim-demo/siam/abc', token: counter });
    expect(response.statusCode).toBe(422);
  });
});

describe('PUT /api/patient/{c}/{b}/{id}', () => {
  it('replaces the fields, keeps DN and branch, and audits only what changed', async () => {
    const created = await register({ firstNameTh: 'แก้ไข', lastNameTh: 'ข้อมูล', mobile: '0811111111' });
    const response = await t.send(patients.update, {
      token: counter,
      params: { ...SIAM, id: created.id },
      payload: { firstNameTh: 'แก้ไข', lastNameTh: 'ข้อมูล', mobile: '089-999-9999', notes: 'มาตามนัด' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json.data).toMatchObject({ dn: created.dn, mobile: '0899999999', notes: 'มาตามนัด' });
    const [, update] = await auditRows(created.id);
    expect(update).toMatchObject({
      action: 'update',
      before: { mobile: '0811111111', notes: '' },
      after: { mobile: '0899999999', notes: 'มาตามนัด' },
    });
    expect(Object.keys(update!.after as object).sort()).toEqual(['mobile', 'notes']);
  });

  it('refuses a doctor (403) and a bad body (422)', async () => {
    const created = await register({ firstNameTh: 'แก้', lastNameTh: 'ไม่ได้' });
    const params = { ...SIAM, id: created.id };
    const byDoctor = await t.send(patients.update, {
      token: doctor,
      params,
      payload: { firstNameTh: 'ก', lastNameTh: 'ข' },
    });
    expect(byDoctor.statusCode).toBe(403);
    const bad = await t.send(patients.update, {
      token: counter,
      params,
      payload: { firstNameTh: '', lastNameTh: 'ข' },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('DELETE /api/patient/{c}/{b}/{id}', () => {
  it('is the manager’s only, hides the record and keeps its row and DN', async () => {
    const created = await register({ firstNameTh: 'ลบ', lastNameTh: 'ออกจากรายการ' });
    const params = { ...SIAM, id: created.id };
    expect((await t.send(patients.remove, { token: counter, params })).statusCode).toBe(403);
    const removed = await t.send(patients.remove, { token: manager, params });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json.data).toEqual({ id: created.id });
    expect((await t.send(patients.get, { token: manager, params })).statusCode).toBe(404);
    expect((await t.send(patients.remove, { token: manager, params })).statusCode).toBe(404);
    const list = await t.send(patients.list, { token: counter, params: SIAM, query: { keyword: 'ออกจากรายการ' } });
    expect(list.json.data).toEqual({ list: [], maxPatient: 0 });
    const kept = await t.db.owner.execute(
      sql`select dn from patients where id = ${created.id} and deleted_at is not null`,
    );
    expect(kept.rows).toEqual([{ dn: created.dn }]);
    expect((await auditRows(created.id)).map((row) => row.action)).toEqual(['create', 'delete']);
  });
});

describe('GET /api/patient/history/{c}/{b}/{id}', () => {
  it('shows a manager who opened and changed the record, newest first', async () => {
    const created = await register({ firstNameTh: 'ประวัติ', lastNameTh: 'การเข้าดู' });
    const params = { ...SIAM, id: created.id };
    await t.send(patients.get, { token: doctor, params });
    await t.send(patients.update, {
      token: counter,
      params,
      payload: { firstNameTh: 'ประวัติ', lastNameTh: 'การเข้าดู', tel: '02-123-4567' },
    });
    const response = await t.send(patients.history, { token: manager, params });
    expect(response.statusCode, response.body).toBe(200);
    const { list, total } = response.json.data;
    expect(total).toBe(3);
    expect(list.map((e: { action: string }) => e.action)).toEqual(['update', 'open', 'create']);
    expect(list[0].changes).toEqual([{ field: 'tel', before: '', after: '02-123-4567' }]);
    expect(list[1].changes).toEqual([]);
    expect(list[1].userName).not.toBe('');
    expect(list[2].changes.map((c: { field: string }) => c.field)).toContain('firstNameTh');
    expect((await t.send(patients.history, { token: counter, params })).statusCode).toBe(403);
  });
});
