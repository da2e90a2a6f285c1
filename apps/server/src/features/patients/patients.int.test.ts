import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, type TPatient, type TPatientSummary } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const THONGLOR = { clinicUrl: 'yim-demo', branchUrl: 'thonglor' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };

/** A valid Thai national id: twelve digits and their check digit. */
function thaiId(firstTwelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(firstTwelve[i]) * (13 - i);
  return firstTwelve + String((11 - (sum % 11)) % 10);
}

let t: TestApp;
let counter: string;
let doctor: string;
let assistant: string;
let manager: string;
let ariManager: string;
beforeAll(async () => {
  t = await createTestApp();
  [counter, doctor, assistant, manager, ariManager] = await Promise.all([
    t.login('counter@demo.yim.test'),
    t.login('doctor@demo.yim.test'),
    t.login('assistant@demo.yim.test'),
    t.login('manager@demo.yim.test'),
    t.login('manager@ari.yim.test'),
  ]);
});
afterAll(() => t.close());

async function register(body: Record<string, unknown>, token = counter, params = SIAM) {
  const response = await t.send(patients.create, { token, params, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data as TPatient;
}

async function auditRows(patientId: number) {
  // jsonb_typeof tells SQL null (null) from the JSON value null ('null'): an absent side is SQL null.
  const rows = await t.db.owner.execute<{
    action: string;
    before: unknown;
    after: unknown;
    user_id: string;
    sides: [string | null, string | null];
  }>(
    sql`select action, before, after, user_id, array[jsonb_typeof(before), jsonb_typeof(after)] as sides
      from audit_log where entity = 'patient' and entity_id = ${String(patientId)} order by id`,
  );
  return rows.rows;
}

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

describe('GET /api/patient/{c}/{b}', () => {
  it('pages the clinic’s patients, newest DN first, and filters by registering branch', async () => {
    const atThonglor = await register({ firstNameTh: 'สาขา', lastNameTh: 'ทองหล่อ' }, manager, THONGLOR);
    const all = await t.send(patients.list, { token: doctor, params: SIAM, query: { limit: 100 } });
    expect(all.statusCode, all.body).toBe(200);
    const dns = all.json.data.list.map((p: TPatientSummary) => p.dn);
    expect(dns).toEqual([...dns].sort((a, b) => b - a));
    const total = Number(
      (
        await t.db.owner.execute<{ n: number }>(sql`select count(*)::int as n from patients p
        join clinics c on c.id = p.clinic_id where c.url = 'yim-demo' and p.deleted_at is null`)
      ).rows[0]!.n,
    );
    expect(all.json.data.maxPatient).toBe(total);
    const page = await t.send(patients.list, { token: doctor, params: SIAM, query: { offset: 1, limit: 2 } });
    expect(page.json.data.list.map((p: TPatientSummary) => p.dn)).toEqual(dns.slice(1, 3));
    const onlyThonglor = await t.send(patients.list, {
      token: counter,
      params: SIAM,
      query: { branchId: atThonglor.registeredBranchId, limit: 100 },
    });
    const rows: TPatientSummary[] = onlyThonglor.json.data.list;
    expect(rows.some((p) => p.id === atThonglor.id)).toBe(true);
    expect(rows.some((p) => p.registeredBranchId !== atThonglor.registeredBranchId)).toBe(false);
  });

  it('counts a patient with an appointment at a branch among its patients, with or without a keyword', async () => {
    const thonglorId = (await register({ firstNameTh: 'ลงทะเบียน', lastNameTh: 'ทองหล่อ' }, manager, THONGLOR))
      .registeredBranchId;
    const booked = await register({ firstNameTh: 'มาหาที่', lastNameTh: 'ทองหล่อนัด' });
    const cancelled = await register({ firstNameTh: 'ยกเลิกที่', lastNameTh: 'ทองหล่อนัด' });
    expect(booked.registeredBranchId).not.toBe(thonglorId);
    // Seen at thonglor: one live appointment for `booked`, a cancelled one for `cancelled`.
    await t.db.owner.execute(sql`
      insert into appointments (clinic_id, branch_id, patient_id, room_id, starts_at, ends_at, cancelled_at,
        created_by, updated_by)
      select r.clinic_id, r.branch_id, v.patient_id, r.id, v.starts_at, v.starts_at + interval '30 minutes',
        v.cancelled_at, u.id, u.id
      from (values (${booked.id}::integer, '2031-03-03T03:00:00Z'::timestamptz, null::timestamptz),
                   (${cancelled.id}::integer, '2031-03-03T04:00:00Z'::timestamptz, now())) as v(patient_id, starts_at, cancelled_at),
        lateral (select * from rooms where branch_id = ${thonglorId} order by id limit 1) r,
        lateral (select id from users where email = 'manager@demo.yim.test') u`);
    const ids = async (query: Record<string, unknown>) => {
      const response = await t.send(patients.list, {
        token: counter,
        params: SIAM,
        query: { branchId: thonglorId, limit: 100, ...query },
      });
      expect(response.statusCode, response.body).toBe(200);
      const list: TPatientSummary[] = response.json.data.list;
      expect(response.json.data.maxPatient).toBeGreaterThanOrEqual(list.length);
      return list.map((p) => p.id);
    };
    const plain = await ids({});
    expect(plain).toContain(booked.id);
    expect(plain).not.toContain(cancelled.id);
    const searched = await ids({ keyword: 'ทองหล่อนัด' });
    expect(searched).toEqual([booked.id]);
    // Not seen at siam's neighbour, but still one of the clinic's patients everywhere.
    const clinicWide = await t.send(patients.list, { token: counter, params: SIAM, query: { keyword: 'ทองหล่อนัด' } });
    expect(clinicWide.json.data.list.map((p: TPatientSummary) => p.id).sort()).toEqual(
      [booked.id, cancelled.id].sort(),
    );
  });

  it('answers the remembered recent patients by ids, living ones of this clinic only', async () => {
    const a = await register({ firstNameTh: 'ล่าสุด', lastNameTh: 'หนึ่ง' });
    const b = await register({ firstNameTh: 'ล่าสุด', lastNameTh: 'สอง' });
    const theirs = await register({ firstNameTh: 'ล่าสุด', lastNameTh: 'อารีย์' }, ariManager, ARI);
    const response = await t.send(patients.list, {
      token: assistant,
      params: SIAM,
      query: { ids: `${a.id},${b.id},${theirs.id}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json.data.list.map((p: TPatientSummary) => p.id).sort()).toEqual([a.id, b.id].sort());
    const tooMany = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
    expect((await t.send(patients.list, { token: counter, params: SIAM, query: { ids: tooMany } })).statusCode).toBe(
      422,
    );
  });

  it('refuses a limit over 100 and a negative offset', async () => {
    for (const query of [{ limit: 101 }, { offset: -1 }]) {
      expect((await t.send(patients.list, { token: counter, params: SIAM, query })).statusCode).toBe(422);
    }
  });
});

describe('GET /api/patient/checkDuplicate/{c}/{b}', () => {
  it('finds the same Thai name or national id, leaving out the record being edited', async () => {
    const personalId = thaiId('150990012345');
    const existing = await register({
      firstNameTh: 'ซ้ำซ้อน',
      lastNameTh: 'ตรวจสอบ',
      personalType: '1',
      personalId,
    });
    const byName = await t.send(patients.checkDuplicate, {
      token: counter,
      params: SIAM,
      query: { firstNameTh: 'ซ้ำซ้อน', lastNameTh: 'ตรวจสอบ' },
    });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json.data).toMatchObject({ duplicated: true, list: [{ id: existing.id, matchedBy: ['name'] }] });
    const byId = await t.send(patients.checkDuplicate, {
      token: counter,
      params: SIAM,
      query: { firstNameTh: 'อื่น', lastNameTh: 'อื่น', personalId: `${personalId.slice(0, 1)}-${personalId.slice(1)}` },
    });
    expect(byId.json.data.list).toMatchObject([{ id: existing.id, matchedBy: ['personalId'] }]);
    const both = await t.send(patients.checkDuplicate, {
      token: counter,
      params: SIAM,
      query: { firstNameTh: 'ซ้ำซ้อน', lastNameTh: 'ตรวจสอบ', personalId },
    });
    expect(both.json.data.list[0].matchedBy).toEqual(['name', 'personalId']);
    const editing = await t.send(patients.checkDuplicate, {
      token: counter,
      params: SIAM,
      query: { firstNameTh: 'ซ้ำซ้อน', lastNameTh: 'ตรวจสอบ', personalId, id: existing.id },
    });
    expect(editing.json.data).toEqual({ duplicated: false, list: [] });
    // Another clinic's namesake is no duplicate here.
    const elsewhere = await t.send(patients.checkDuplicate, {
      token: ariManager,
      params: ARI,
      query: { firstNameTh: 'ซ้ำซ้อน', lastNameTh: 'ตรวจสอบ' },
    });
    expect(elsewhere.json.data.duplicated).toBe(false);
  });

  it('is asked by the form of who may register (a doctor gets 403)', async () => {
    const response = await t.send(patients.checkDuplicate, {
      token: doctor,
      params: SIAM,
      query: { firstNameTh: 'ก', lastNameTh: 'ข' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/patient/merge/{c}/{b}', () => {
  it('retires one record into the other, fills the kept one’s blanks and audits both', async () => {
    const keep = await register({ firstNameTh: 'รวม', lastNameTh: 'แฟ้ม', mobile: '0822222222' });
    const retired = await register({
      firstNameTh: 'รวม',
      lastNameTh: 'แฟ้ม',
      mobile: '0833333333',
      existDn: 'HN-0042',
      allergies: 'ยาชา',
    });
    const merged = await t.send(patients.merge, {
      token: manager,
      params: SIAM,
      payload: { keepId: keep.id, mergeId: retired.id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json.data.patient).toMatchObject({
      id: keep.id,
      dn: keep.dn,
      mobile: '0822222222',
      existDn: 'HN-0042',
      allergies: 'ยาชา',
    });
    expect(typeof merged.json.data.moved).toBe('object');
    expect((await t.send(patients.get, { token: manager, params: { ...SIAM, id: retired.id } })).statusCode).toBe(404);
    const row = await t.db.owner.execute(sql`select merged_into_id from patients where id = ${retired.id}`);
    expect(row.rows).toEqual([{ merged_into_id: keep.id }]);
    expect((await auditRows(keep.id)).map((r) => r.action)).toEqual(['create', 'merge']);
    expect((await auditRows(retired.id)).map((r) => r.action)).toEqual(['create', 'merge']);
  });

  it('is the manager’s only, and refuses merging a record into itself', async () => {
    const a = await register({ firstNameTh: 'รวม', lastNameTh: 'ไม่ได้' });
    const b = await register({ firstNameTh: 'รวม', lastNameTh: 'ไม่ได้' });
    const payload = { keepId: a.id, mergeId: b.id };
    expect((await t.send(patients.merge, { token: counter, params: SIAM, payload })).statusCode).toBe(403);
    const same = await t.send(patients.merge, {
      token: manager,
      params: SIAM,
      payload: { keepId: a.id, mergeId: a.id },
    });
    expect(same.statusCode).toBe(422);
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
