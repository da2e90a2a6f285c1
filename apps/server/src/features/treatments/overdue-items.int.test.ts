import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, bangkokDate, treatments, type TOverdueItem, type TTreatment } from '@yim/contract';
import { DEMO_PASSWORD } from '../../seed/demo-tenants.ts';
import { ARI, SIAM, at, openAppointmentFixture, type AppointmentFixture } from '../../test/appointment-fixture.ts';
import { settleTreatmentItems } from './treatment-payments.service.ts';

// Issue 16, milestone 2: what patients still owe, and writing it off (spec clinic §7).

let f: AppointmentFixture;
let headcounter: string;
let clinicId: number;
let ids: { fill: number; ibuprofen: number };
let slot = 0;

/** A record of 1,000.00 (filling) and 40.00 (drug) of which a receipt paid 600.00 and 10.00. */
async function partlyPaid(): Promise<TTreatment> {
  const minutes = 60 + 15 * slot++;
  const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const booked = await f.booked({
    startDt: at(bangkokDate(), time(minutes)),
    endDt: at(bangkokDate(), time(minutes + 15)),
    roomId: f.rooms.siam[2] ?? f.rooms.siam[0],
    patientId: f.patientId,
    confirmOutsideHours: true,
  });
  await f.t.send(appointments.checkIn, { token: f.counter, params: { ...SIAM, id: booked.id } });
  const response = await f.t.send(treatments.create, {
    token: f.doctor,
    params: SIAM,
    payload: {
      appointmentId: booked.id,
      doctorUid: f.doctorUid,
      lines: [
        { kind: 'treatment', masterId: ids.fill, teeth: ['36'], surfaces: ['M', 'O'], price: 1000 },
        { kind: 'item', masterId: ids.ibuprofen, quantity: 10, price: 4 },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const record: TTreatment = response.json.data;
  await f.t.db.run({ clinicId }, (tx) =>
    settleTreatmentItems(tx, { clinicId }, [
      { itemId: record.lines[0]!.id, paidSatang: 60_000 },
      { itemId: record.lines[1]!.id, paidSatang: 1_000 },
    ]),
  );
  return record;
}

async function overdue(token = f.counter): Promise<TOverdueItem[]> {
  const response = await f.t.send(treatments.overdueItems, {
    token,
    params: SIAM,
    query: { patientId: f.patientId } as never,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data.list;
}

const writeOff = (token: string, id: number, payload: object = {}, params = SIAM) =>
  f.t.send(treatments.writeOffOverdue, {
    token,
    params: { ...params, id },
    payload: { password: DEMO_PASSWORD, overdueDeletedReason: 'ผู้ป่วยย้ายต่างประเทศ', ...payload },
  });

const failures = async (email: string) =>
  Number(
    (await f.t.db.owner.execute<{ n: string }>(sql`select count(*) as n from login_failures where email = ${email}`))
      .rows[0]!.n,
  );

const ownEntry = async (kind: string, code: string) => {
  const rows = await f.t.db.owner.execute<{ id: number }>(
    sql`select e.id from master_entries e join branches b on b.id = e.branch_id
        where b.url = 'siam' and e.kind = ${kind} and e.code = ${code}`,
  );
  return Number(rows.rows[0]!.id);
};

beforeAll(async () => {
  f = await openAppointmentFixture();
  headcounter = await f.t.login('headcounter@demo.yim.test');
  ids = { fill: await ownEntry('treat', 'FILL-CR2'), ibuprofen: await ownEntry('item', 'IBU400') };
  const clinic = await f.t.db.owner.execute<{ id: number }>(sql`select id from clinics where url = 'yim-demo'`);
  clinicId = Number(clinic.rows[0]!.id);
});
afterAll(() => f.t.close());

describe('GET /api/treatment/overdue', () => {
  it('lists the lines still owing after a receipt, with the date, the doctor and both names, to every reader', async () => {
    const record = await partlyPaid();
    for (const token of [f.counter, f.doctor, f.assistant, f.manager, headcounter]) {
      const mine = (await overdue(token)).filter((item) => item.treatmentId === record.id);
      expect(mine.map((item) => [item.id, item.code, item.amount, item.overdue])).toEqual([
        [record.lines[0]!.id, 'FILL-CR2', 1000, 400],
        [record.lines[1]!.id, 'IBU400', 40, 30],
      ]);
      expect(mine[0]).toMatchObject({
        treatmentDt: record.creationDt,
        doctorUid: f.doctorUid,
        doctorName: record.doctorName,
        name: record.lines[0]!.nameTh,
        nameEn: record.lines[0]!.nameEn,
        teeth: ['36'],
      });
    }
    const ari = await f.t.send(treatments.overdueItems, {
      token: f.ariManager,
      params: ARI,
      query: { patientId: f.patientId } as never,
    });
    expect(ari.json.data.list).toEqual([]);
    const bad = await f.t.send(treatments.overdueItems, { token: f.counter, params: SIAM, query: {} as never });
    expect(bad.statusCode).toBe(422);
  });
});

describe('PUT /api/treatment/{c}/{b}/item/{id}/overdue', () => {
  it('lets the manager and the head counter write off, not the counter, the doctor or the assistant', async () => {
    const record = await partlyPaid();
    const [filling, drug] = record.lines.map((l) => l.id) as [number, number];
    for (const token of [f.counter, f.doctor, f.assistant]) {
      const refused = await writeOff(token, filling);
      expect(refused.statusCode).toBe(403);
    }
    const byManager = await writeOff(f.manager, filling);
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(byManager.json.data).toEqual({ id: filling, treatmentId: record.id });
    const again = await writeOff(f.manager, filling);
    expect(again.json.errorCode).toBe('TREAT-NOT-OVERDUE');
    expect((await overdue()).map((item) => item.id)).not.toContain(filling);
    expect((await overdue()).map((item) => item.id)).toContain(drug);

    const byHead = await writeOff(headcounter, drug, { overdueDeletedReason: 'ลดให้' });
    expect(byHead.statusCode, byHead.body).toBe(200);
    expect((await overdue()).map((item) => item.treatmentId)).not.toContain(record.id);
    // Every line written off or settled: the record is paid.
    const read = await f.t.send(treatments.byAppointment, {
      token: f.counter,
      params: { ...SIAM, appointmentId: record.appointmentId },
    });
    expect(read.json.data.paid).toBe(true);
    expect(read.json.data.lines[0]).toMatchObject({ overdue: 400, overdueDeletedReason: 'ผู้ป่วยย้ายต่างประเทศ' });

    const audit = await f.t.db.owner.execute<{ action: string; user_id: string }>(
      sql`select action, user_id from audit_log where entity = 'treatment' and entity_id = ${String(record.id)} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'write_off', 'write_off']);
    const history = await f.t.send(treatments.audit, { token: f.manager, params: { ...SIAM, id: record.id } });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json.data.list.map((e: { action: string }) => e.action)).toContain('write_off');
  });

  it('refuses a wrong password and counts it against the sign-in budget', async () => {
    const record = await partlyPaid();
    const before = await failures('manager@demo.yim.test');
    const wrong = await writeOff(f.manager, record.lines[0]!.id, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json.errorCode).toBe('TREAT-PASSWORD-WRONG');
    expect(await failures('manager@demo.yim.test')).toBe(before + 1);
    expect((await overdue()).map((item) => item.id)).toContain(record.lines[0]!.id);
  });

  it('answers 404 for another clinic’s line, and refuses a missing or control-character reason', async () => {
    const record = await partlyPaid();
    const foreign = await writeOff(f.ariManager, record.lines[0]!.id, {}, ARI);
    expect(foreign.statusCode).toBe(404);
    for (const overdueDeletedReason of ['', '   ', 'a\u0007b', 'x'.repeat(501)]) {
      const bad = await writeOff(f.manager, record.lines[0]!.id, { overdueDeletedReason });
      expect(bad.statusCode, overdueDeletedReason).toBe(422);
    }
    expect((await overdue()).map((item) => item.id)).toContain(record.lines[0]!.id);
  });
});
