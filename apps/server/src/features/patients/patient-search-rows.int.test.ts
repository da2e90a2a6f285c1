import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, type TPatient } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The search reads patient_search_rows, a narrow copy of each living patient that triggers on
// patients keep (migration 0042, ADR 0012). A copy that lagged behind its record would find a
// patient by an old name, or a deleted or merged one: every write of the application is followed
// here, through the API (as yim_app, behind the tenant policy), and the copy compared with the
// records column by column.

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };

let t: TestApp;
let counter: string;
let manager: string;
let ariManager: string;
beforeAll(async () => {
  t = await createTestApp();
  [counter, manager, ariManager] = await Promise.all([
    t.login('counter@demo.yim.test'),
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

async function search(keyword: string, token = counter, params = SIAM): Promise<number[]> {
  const response = await t.send(patients.list, { token, params, query: { keyword } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json.data.list as { id: number }[]).map((row) => row.id);
}

/** The search copy of one patient as the owner sees it, or undefined. */
async function copyOf(patientId: number) {
  const result = await t.db.owner.execute<Record<string, unknown>>(
    sql`select * from patient_search_rows where patient_id = ${patientId}`,
  );
  return result.rows[0];
}

/** Living patients whose copy is missing or differs from the record, and copies of no living patient. */
async function copiesOutOfStep(): Promise<unknown[]> {
  const result = await t.db.owner.execute(sql`
    (select id, clinic_id, registered_branch_id, dn, search_text, first_name_th, last_name_th, first_name_en,
        last_name_en, exist_dn, mobile, personal_id from patients where deleted_at is null
      except
     select patient_id, clinic_id, registered_branch_id, dn, search_text, first_name_th, last_name_th, first_name_en,
        last_name_en, exist_dn, mobile, personal_id from patient_search_rows)
    union all
    (select patient_id, clinic_id, registered_branch_id, dn, search_text, first_name_th, last_name_th, first_name_en,
        last_name_en, exist_dn, mobile, personal_id from patient_search_rows
      except
     select id, clinic_id, registered_branch_id, dn, search_text, first_name_th, last_name_th, first_name_en,
        last_name_en, exist_dn, mobile, personal_id from patients where deleted_at is null)`);
  return result.rows;
}

describe('the search copy of each living patient (patient_search_rows)', () => {
  it('holds every living patient of the seeded demo, and nothing else', async () => {
    expect(await copiesOutOfStep()).toEqual([]);
  });

  it('follows a registration: the new patient is found at once by a fragment of the surname', async () => {
    const created = await register({ firstNameTh: 'สำเนา', lastNameTh: 'ตามทันใหม่', mobile: '0861234501' });
    expect(await copyOf(created.id)).toMatchObject({ dn: created.dn, first_name_th: 'สำเนา', mobile: '0861234501' });
    expect(await search('ตามทันใ')).toEqual([created.id]);
    expect(await copiesOutOfStep()).toEqual([]);
  });

  it('follows an update of the names and mobile: found by the new ones, no longer by the old', async () => {
    const created = await register({ firstNameTh: 'ชื่อเดิม', lastNameTh: 'สกุลเก่าสำเนา', mobile: '0861234502' });
    const response = await t.send(patients.update, {
      token: counter,
      params: { ...SIAM, id: created.id },
      payload: { firstNameTh: 'ชื่อใหม่', lastNameTh: 'สกุลใหม่สำเนา', mobile: '086-123-4599', firstNameEn: 'Mai' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await search('สกุลเก่าสำเนา')).toEqual([]);
    expect(await search('สกุลใหม่สำเนา ชื่อใหม่')).toEqual([created.id]);
    expect(await search('086-123-4599')).toEqual([created.id]);
    expect(await search('mai')).toContain(created.id);
    expect(await copiesOutOfStep()).toEqual([]);
  });

  it('drops the copy of a deleted patient', async () => {
    const created = await register({ firstNameTh: 'ลบแล้ว', lastNameTh: 'ไม่มีสำเนา' });
    expect(await search('ไม่มีสำเนา')).toEqual([created.id]);
    const removed = await t.send(patients.remove, { token: manager, params: { ...SIAM, id: created.id } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await copyOf(created.id)).toBeUndefined();
    expect(await search('ไม่มีสำเนา')).toEqual([]);
    expect(await copiesOutOfStep()).toEqual([]);
  });

  it('keeps the kept record’s copy of a merge, with the legacy DN it took over, and drops the retired one’s', async () => {
    const keep = await register({ firstNameTh: 'รวมสำเนา', lastNameTh: 'คงไว้', mobile: '0861234503' });
    const retired = await register({ firstNameTh: 'รวมสำเนา', lastNameTh: 'คงไว้', existDn: 'HN-7788' });
    const merged = await t.send(patients.merge, {
      token: manager,
      params: SIAM,
      payload: { keepId: keep.id, mergeId: retired.id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await copyOf(retired.id)).toBeUndefined();
    expect(await copyOf(keep.id)).toMatchObject({ exist_dn: 'HN-7788' });
    expect(await search('รวมสำเนา คงไว้')).toEqual([keep.id]);
    expect(await search('hn-7788')).toEqual([keep.id]);
    expect(await copiesOutOfStep()).toEqual([]);
  });

  it('shows a clinic only its own copies: another clinic neither finds nor reads them', async () => {
    const created = await register({ firstNameTh: 'เฉพาะ', lastNameTh: 'คลินิกสยามสำเนา' });
    expect(await search('คลินิกสยามสำเนา', ariManager, ARI)).toEqual([]);
    const ari = (await t.db.owner.execute<{ id: number }>(sql`select id from clinics where url = 'smile-ari'`)).rows[0];
    const seen = await t.db.run({ clinicId: Number(ari?.id) }, (tx) =>
      tx.execute<{ n: number }>(sql`
        select count(*)::int as n from patient_search_rows
        where patient_id = ${created.id} or clinic_id <> ${Number(ari?.id)}`),
    );
    expect(Number(seen.rows[0]?.n)).toBe(0);
  });
});
