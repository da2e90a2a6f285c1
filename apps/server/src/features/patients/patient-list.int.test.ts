import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, type TPatientSummary } from '@yim/contract';
import { ARI, SIAM, THONGLOR } from '../../test/appointment-fixture.ts';
import { openPatientFixture, thaiId, type PatientFixture } from '../../test/patient-fixture.ts';
import type { TestApp } from '../../test/test-app.ts';

// Issue 5 (patients): the clinic's patient list (paged, by registering branch or by a branch's
// appointments, the remembered recent ones) and the form's duplicate check.

let t: TestApp;
let counter: string;
let doctor: string;
let assistant: string;
let manager: string;
let ariManager: string;
let register: PatientFixture['register'];
beforeAll(async () => {
  ({ t, counter, doctor, assistant, manager, ariManager, register } = await openPatientFixture());
});
afterAll(() => t.close());

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
