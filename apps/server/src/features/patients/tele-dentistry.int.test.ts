import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, superadmin, type TPatient, type TTeleConnection } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The tele-dentistry calls of a patient record (issue 9) against the sandbox service of the
// adapter layer, its documented cases T1 and T3–T6 (docs/integrations.md) seen through the API:
// the simulated patient confirms a code when the super-administrator presses confirm.
const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };

let t: TestApp;
let counter: string;
let doctor: string;
let assistant: string;
let ariManager: string;
let superadminToken: string;
let patient: TPatient;
beforeAll(async () => {
  // The simulated patient never confirms by itself here: the test presses confirm.
  t = await createTestApp({ SANDBOX_TELE_CONFIRM_SECONDS: '600' });
  [counter, doctor, assistant, ariManager, superadminToken] = await Promise.all([
    t.login('counter@demo.yim.test'),
    t.login('doctor@demo.yim.test'),
    t.login('assistant@demo.yim.test'),
    t.login('manager@ari.yim.test'),
    t.login('superadmin@demo.yim.test'),
  ]);
  const created = await t.send(patients.create, {
    token: counter,
    params: SIAM,
    payload: { firstNameTh: 'ทางไกล', lastNameTh: 'ทดสอบ' },
  });
  patient = created.json.data as TPatient;
});
afterAll(() => t.close());

const at = (patientId = patient.id) => ({ ...SIAM, patientId });
async function connection(token = assistant): Promise<TTeleConnection> {
  const response = await t.send(patients.teleConnection, { token, params: at() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data as TTeleConnection;
}

describe('tele-dentistry on the patient record', () => {
  it('T1, T3: a code is pending until the patient confirms it; a linked patient gets no new code', async () => {
    const issued = await t.send(patients.teleLinkCode, { token: counter, params: at() });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json.data.code).toMatch(/^\d{6}$/);
    expect(await connection()).toMatchObject({ is_connected: false, pendingCode: issued.json.data, activeCases: [] });

    const confirmed = await t.send(superadmin.confirmSandboxTeleCode, {
      token: superadminToken,
      payload: { code: issued.json.data.code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await connection()).toMatchObject({ is_connected: true, pendingCode: null });

    const again = await t.send(patients.teleLinkCode, { token: counter, params: at() });
    expect([again.statusCode, again.json.errorCode]).toEqual([409, 'TELE-ALREADY-CONNECTED']);
  });

  it('T5: a doctor opens one case at a time for a linked patient; an assistant may only look', async () => {
    const opened = await t.send(patients.teleActivateCase, {
      token: doctor,
      params: SIAM,
      payload: { patientId: patient.id, note: 'ปวดฟันกรามล่างขวา' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json.data.note).toBe('ปวดฟันกรามล่างขวา');
    expect((await connection()).activeCases.map((c) => c.caseId)).toEqual([opened.json.data.caseId]);
    const second = await t.send(patients.teleActivateCase, {
      token: doctor,
      params: SIAM,
      payload: { patientId: patient.id },
    });
    expect([second.statusCode, second.json.errorCode]).toEqual([409, 'TELE-CASE-ACTIVE']);
    for (const call of [
      t.send(patients.teleLinkCode, { token: assistant, params: at() }),
      t.send(patients.teleUnlink, { token: assistant, params: at() }),
      t.send(patients.teleActivateCase, { token: assistant, params: SIAM, payload: { patientId: patient.id } }),
    ]) {
      expect((await call).statusCode).toBe(403);
    }
  });

  it('T4: unlinking ends the link and closes the case; unlinking again, or a case then, is refused', async () => {
    const unlinked = await t.send(patients.teleUnlink, { token: counter, params: at() });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json.data).toEqual({ is_connected: false });
    expect(await connection()).toMatchObject({ is_connected: false, activeCases: [] });
    const twice = await t.send(patients.teleUnlink, { token: counter, params: at() });
    expect([twice.statusCode, twice.json.errorCode]).toEqual([409, 'TELE-NOT-CONNECTED']);
    const caseNow = await t.send(patients.teleActivateCase, {
      token: doctor,
      params: SIAM,
      payload: { patientId: patient.id },
    });
    expect([caseNow.statusCode, caseNow.json.errorCode]).toEqual([409, 'TELE-NOT-CONNECTED']);
  });

  it('records each change on the patient’s audit trail', async () => {
    const audit = await t.db.owner.execute<{ after: { teleDentistry: { event: string } } }>(sql`
      select after from audit_log where entity = 'patient' and entity_id = ${String(patient.id)}
        and action = 'update' order by id`);
    expect(audit.rows.map((row) => row.after.teleDentistry.event)).toEqual([
      'link-code-issued',
      'case-opened',
      'unlinked',
    ]);
  });

  it('T6: a service that does not answer is 503 for every call, and nothing is audited', async () => {
    const [clinic] = (
      await t.db.owner.execute<{ id: number; branch: number }>(sql`
        select c.id, b.id as branch from clinics c join branches b on b.clinic_id = c.id
        where c.url = 'yim-demo' and b.url = 'siam'`)
    ).rows;
    // A patient id ending in 99 stands for the outage (docs/integrations.md).
    await t.db.owner.execute(sql`
      insert into patients (id, clinic_id, registered_branch_id, dn, first_name_th, last_name_th)
      overriding system value values (900099, ${clinic!.id}, ${clinic!.branch}, 900099, 'ล่ม', 'ระบบ')`);
    for (const response of [
      await t.send(patients.teleLinkCode, { token: counter, params: at(900099) }),
      await t.send(patients.teleConnection, { token: counter, params: at(900099) }),
      await t.send(patients.teleUnlink, { token: counter, params: at(900099) }),
      await t.send(patients.teleActivateCase, { token: doctor, params: SIAM, payload: { patientId: 900099 } }),
    ]) {
      expect([response.statusCode, response.json.errorCode]).toEqual([503, 'INTEGRATION-UNAVAILABLE']);
    }
    const audit = await t.db.owner.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'patient' and entity_id = '900099'`,
    );
    expect(Number(audit.rows[0]!.n)).toBe(0);
  });

  it('answers 404 for another clinic’s patient and an unknown one, 422 for a bad id or note', async () => {
    const across = await t.send(patients.teleConnection, {
      token: ariManager,
      params: { ...ARI, patientId: patient.id },
    });
    expect(across.statusCode).toBe(404);
    const code = await t.send(patients.teleLinkCode, { token: ariManager, params: { ...ARI, patientId: patient.id } });
    expect(code.statusCode).toBe(404);
    const unknown = await t.send(patients.teleLinkCode, { token: counter, params: at(2_000_000_000) });
    expect(unknown.statusCode).toBe(404);
    const badId = await t.send(patients.teleConnection, {
      token: counter,
      params: { ...SIAM, patientId: 'x' as unknown as number },
    });
    expect(badId.statusCode).toBe(422);
    const badNote = await t.send(patients.teleActivateCase, {
      token: doctor,
      params: SIAM,
      payload: { patientId: patient.id, note: 'a\u0000b' },
    });
    expect(badNote.statusCode).toBe(422);
  });
});
