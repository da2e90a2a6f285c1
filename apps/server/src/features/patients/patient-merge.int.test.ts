import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients } from '@yim/contract';
import { SIAM } from '../../test/appointment-fixture.ts';
import { openPatientFixture, type PatientFixture } from '../../test/patient-fixture.ts';
import type { TestApp } from '../../test/test-app.ts';

// Issue 5 (patients): merging a record registered twice into the one kept, audited on both.

let t: TestApp;
let counter: string;
let manager: string;
let register: PatientFixture['register'];
let auditRows: PatientFixture['auditRows'];
beforeAll(async () => {
  ({ t, counter, manager, register, auditRows } = await openPatientFixture());
});
afterAll(() => t.close());

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
