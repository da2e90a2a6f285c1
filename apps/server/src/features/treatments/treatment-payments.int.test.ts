import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, bangkokDate, treatments, type TTreatment } from '@yim/contract';
import { SIAM, at, openAppointmentFixture, type AppointmentFixture } from '../../test/appointment-fixture.ts';
import { reopenTreatmentItems, settleTreatmentItems, type LinePayment } from './treatment-payments.service.ts';

// Issue 16, milestone 2: lines keep their ids across edits, and receipts settle and reopen them.

let f: AppointmentFixture;
let ids: { caries: number; fill: number; ibuprofen: number };
let clinicId: number;
let slot = 0;

async function checkedIn(): Promise<number> {
  const minutes = 60 + 15 * slot++;
  const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const day = bangkokDate();
  const booked = await f.booked({
    startDt: at(day, time(minutes)),
    endDt: at(day, time(minutes + 15)),
    roomId: f.rooms.siam[1] ?? f.rooms.siam[0],
    patientId: f.patientId,
    confirmOutsideHours: true,
  });
  const checked = await f.t.send(appointments.checkIn, { token: f.counter, params: { ...SIAM, id: booked.id } });
  expect(checked.statusCode, checked.body).toBe(200);
  return booked.id;
}

/** 36 MO: a diagnosis, a filling of 1,000.00 net and 10 tablets of 40.00, 100.00 off the bill. */
async function recorded(): Promise<TTreatment> {
  const response = await f.t.send(treatments.create, {
    token: f.doctor,
    params: SIAM,
    payload: {
      appointmentId: await checkedIn(),
      doctorUid: f.doctorUid,
      finalDiscount: 100,
      lines: [
        { kind: 'diagnosis', masterId: ids.caries, teeth: ['36'], surfaces: ['M', 'O'] },
        { kind: 'treatment', masterId: ids.fill, teeth: ['36'], surfaces: ['M', 'O'], price: 1200, discount: 200 },
        { kind: 'item', masterId: ids.ibuprofen, quantity: 10, price: 4 },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data;
}

const settle = (payments: LinePayment[]) =>
  f.t.db.run({ clinicId }, (tx) => settleTreatmentItems(tx, { clinicId }, payments));
const reopen = (payments: LinePayment[]) =>
  f.t.db.run({ clinicId }, (tx) => reopenTreatmentItems(tx, { clinicId }, payments));

async function read(id: number): Promise<TTreatment> {
  const response = await f.t.send(treatments.list, {
    token: f.counter,
    params: SIAM,
    query: { patientId: f.patientId, limit: 100 } as never,
  });
  return (response.json.data.list as TTreatment[]).find((t) => t.id === id)!;
}

const ownEntry = async (kind: string, code: string) => {
  const rows = await f.t.db.owner.execute<{ id: number }>(
    sql`select e.id from master_entries e join branches b on b.id = e.branch_id
        where b.url = 'siam' and e.kind = ${kind} and e.code = ${code}`,
  );
  return Number(rows.rows[0]!.id);
};

beforeAll(async () => {
  f = await openAppointmentFixture();
  ids = {
    caries: await ownEntry('treatDiag', 'CARIES-D'),
    fill: await ownEntry('treat', 'FILL-CR2'),
    ibuprofen: await ownEntry('item', 'IBU400'),
  };
  const clinic = await f.t.db.owner.execute<{ id: number }>(sql`select id from clinics where url = 'yim-demo'`);
  clinicId = Number(clinic.rows[0]!.id);
});
afterAll(() => f.t.close());

describe('PUT /api/treatment keeps its lines', () => {
  it('changes a line sent with its id in place, adds one without, removes one not sent', async () => {
    const record = await recorded();
    const [diagnosis, filling, drug] = record.lines;
    const response = await f.t.send(treatments.update, {
      token: f.doctor,
      params: { ...SIAM, id: record.id },
      payload: {
        doctorUid: f.doctorUid,
        modifyDt: record.modifyDt,
        lines: [
          {
            id: filling!.id,
            kind: 'treatment',
            masterId: ids.fill,
            teeth: ['36'],
            surfaces: ['M', 'O', 'D'],
            price: 1500,
          },
          { id: diagnosis!.id, kind: 'diagnosis', masterId: ids.caries, teeth: ['36'], surfaces: ['M', 'O', 'D'] },
          { kind: 'item', masterId: ids.ibuprofen, quantity: 20, price: 4 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = (response.json.data as TTreatment).lines;
    expect(lines.map((l) => [l.id, l.surfaces, l.amount])).toEqual([
      [filling!.id, ['M', 'O', 'D'], 1500],
      [diagnosis!.id, ['M', 'O', 'D'], 0],
      [expect.any(Number), [], 80],
    ]);
    expect(lines[2]!.id).not.toBe(drug!.id);
    expect(lines.every((l) => l.overdue === null && l.overdueDeletedAt === null)).toBe(true);
  });

  it('refuses a line id of another record (422 TREAT-LINE-NOT-FOUND) and on a new record, and the same id twice', async () => {
    const record = await recorded();
    const other = await recorded();
    const send = (lineId: number) =>
      f.t.send(treatments.update, {
        token: f.doctor,
        params: { ...SIAM, id: record.id },
        payload: {
          doctorUid: f.doctorUid,
          modifyDt: record.modifyDt,
          lines: [{ id: lineId, kind: 'diagnosis', masterId: ids.caries, teeth: ['36'] }],
        },
      });
    const foreign = await send(other.lines[0]!.id);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json.errorCode).toBe('TREAT-LINE-NOT-FOUND');
    expect((await read(other.id)).lines).toEqual(other.lines);
    const onCreate = await f.t.send(treatments.create, {
      token: f.doctor,
      params: SIAM,
      payload: {
        appointmentId: await checkedIn(),
        doctorUid: f.doctorUid,
        lines: [{ id: record.lines[0]!.id, kind: 'diagnosis', masterId: ids.caries }],
      },
    });
    expect(onCreate.json.errorCode).toBe('TREAT-LINE-NOT-FOUND');
    const twice = await f.t.send(treatments.update, {
      token: f.doctor,
      params: { ...SIAM, id: record.id },
      payload: {
        doctorUid: f.doctorUid,
        modifyDt: record.modifyDt,
        lines: [record.lines[0]!, record.lines[0]!].map((l) => ({ id: l.id, kind: l.kind, masterId: l.masterId })),
      },
    });
    expect(twice.statusCode).toBe(422);
  });
});

describe('settleTreatmentItems and reopenTreatmentItems', () => {
  it('settles lines against their share of the bill, refuses to overpay, marks the record paid, and reopens', async () => {
    const record = await recorded();
    const [diagnosis, filling, drug] = record.lines.map((l) => l.id) as [number, number, number];
    // 100.00 off spread over 1,000.00 and 40.00: 96.15 and 3.85, so they owe 903.85 and 36.15.
    await settle([{ itemId: filling, paidSatang: 50_000 }]);
    let now = await read(record.id);
    expect(now.lines.map((l) => l.overdue)).toEqual([null, 403.85, null]);
    expect(now.paid).toBe(false);

    await expect(settle([{ itemId: filling, paidSatang: 40_386 }])).rejects.toMatchObject({ code: 'TREAT-OVERPAID' });
    await expect(
      settle([
        { itemId: drug, paidSatang: 3_615 },
        { itemId: filling, paidSatang: 40_000 },
        { itemId: filling, paidSatang: 386 },
      ]),
    ).rejects.toMatchObject({ code: 'TREAT-OVERPAID' });
    // The refused payments changed nothing (the transaction rolled back).
    expect((await read(record.id)).lines.map((l) => l.overdue)).toEqual([null, 403.85, null]);

    // A payment taken closes the record for edits.
    const edit = await f.t.send(treatments.update, {
      token: f.doctor,
      params: { ...SIAM, id: record.id },
      payload: { doctorUid: f.doctorUid, modifyDt: now.modifyDt, lines: [] },
    });
    expect(edit.json.errorCode).toBe('PAYMENT-COMPLETED');

    await settle([
      { itemId: filling, paidSatang: 40_385 },
      { itemId: drug, paidSatang: 3_615 },
    ]);
    now = await read(record.id);
    expect(now.lines.map((l) => l.overdue)).toEqual([null, 0, 0]);
    expect(now.paid).toBe(true);
    const forPayment = await f.t.send(treatments.list, {
      token: f.counter,
      params: SIAM,
      query: { appointmentId: record.appointmentId, forPayment: true } as never,
    });
    expect(forPayment.json.data.total).toBe(0);
    // The patient's unpaid records (their own statement: preparedByShape) leave it out too.
    const unpaidOfPatient = () =>
      f.t.send(treatments.list, {
        token: f.counter,
        params: SIAM,
        query: { patientId: f.patientId, forPayment: true } as never,
      });
    const unpaidIds = async () => ((await unpaidOfPatient()).json.data.list as TTreatment[]).map((t) => t.id);
    expect(await unpaidIds()).not.toContain(record.id);

    // The receipt that paid the drug is cancelled: it is owed whole again and the record unpaid.
    await reopen([{ itemId: drug, paidSatang: 3_615 }]);
    now = await read(record.id);
    expect(now.lines.map((l) => l.overdue)).toEqual([null, 0, null]);
    expect(await unpaidIds()).toContain(record.id);
    expect(now.paid).toBe(false);
    await reopen([{ itemId: filling, paidSatang: 40_385 }]);
    expect((await read(record.id)).lines.map((l) => l.overdue)).toEqual([null, 403.85, null]);
    await expect(reopen([{ itemId: drug, paidSatang: 1 }])).rejects.toThrow(/more than was paid/);
    await expect(settle([{ itemId: diagnosis, paidSatang: 1 }])).rejects.toMatchObject({ code: 'TREAT-OVERPAID' });
  });

  it('settles and reopens lines of two records at once, marking both paid and then both unpaid', async () => {
    const records = [await recorded(), await recorded()];
    // Each record owes 903.85 for its filling and 36.15 for its drug (see the test above).
    const filling = (r: TTreatment) => ({ itemId: r.lines[1]!.id, paidSatang: 90_385 });
    const drug = (r: TTreatment) => ({ itemId: r.lines[2]!.id, paidSatang: 3_615 });
    await settle(records.flatMap((r) => [filling(r), drug(r)]));
    const paid = await Promise.all(records.map((r) => read(r.id)));
    expect(paid.map((r) => [r.paid, r.lines.map((l) => l.overdue)])).toEqual([
      [true, [null, 0, 0]],
      [true, [null, 0, 0]],
    ]);
    await reopen(records.map(drug));
    const reopened = await Promise.all(records.map((r) => read(r.id)));
    expect(reopened.map((r) => [r.paid, r.lines.map((l) => l.overdue)])).toEqual([
      [false, [null, 0, null]],
      [false, [null, 0, null]],
    ]);
  });

  it('answers NOT_FOUND for a line of another clinic (or none), inside the caller’s clinic only', async () => {
    const record = await recorded();
    const ari = await f.t.db.owner.execute<{ id: number }>(sql`select id from clinics where url = 'smile-ari'`);
    const ariId = Number(ari.rows[0]!.id);
    await expect(
      f.t.db.run({ clinicId: ariId }, (tx) =>
        settleTreatmentItems(tx, { clinicId: ariId }, [{ itemId: record.lines[1]!.id, paidSatang: 1 }]),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(settle([{ itemId: 2_147_483_647, paidSatang: 1 }])).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('pays a line once when two receipts settle it at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const record = await recorded();
      const filling = record.lines[1]!.id;
      const results = await Promise.allSettled([
        settle([{ itemId: filling, paidSatang: 90_385 }]),
        settle([{ itemId: filling, paidSatang: 90_385 }]),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ code: 'TREAT-OVERPAID' });
      expect((await read(record.id)).lines[1]!.overdue).toBe(0);
    }
  });
});
