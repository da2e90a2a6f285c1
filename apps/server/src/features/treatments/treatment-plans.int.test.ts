import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, bangkokDate, patients, treatments, type TTreatment, type TTreatmentPlan } from '@yim/contract';
import {
  ARI,
  SIAM,
  THONGLOR,
  at,
  openAppointmentFixture,
  type AppointmentFixture,
} from '../../test/appointment-fixture.ts';

// Issue 16: treatment plans (spec clinic §3, §4, §7 Treatment plan): one Active plan per patient,
// items Diagnosed → Planned → Done, Done recorded as a treatment line of the current visit.

let f: AppointmentFixture;
let ids: { fill: number; scaling: number; exam: number };
let slot = 0;

/** A new patient of the clinic, so each test owns its plans. */
async function newPatient(name: string): Promise<number> {
  const response = await f.t.send(patients.create, {
    token: f.counter,
    params: SIAM,
    payload: { firstNameTh: name, lastNameTh: 'แผนการรักษา', mobile: '0891113333' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data.id;
}

/** A visit of today at siam for the patient, checked in (early morning, one slot each). */
async function checkedIn(patientId: number): Promise<number> {
  const minutes = 60 + 15 * slot++;
  const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const day = bangkokDate();
  const booked = await f.booked({
    startDt: at(day, time(minutes)),
    endDt: at(day, time(minutes + 15)),
    roomId: f.rooms.siam[0],
    patientId,
    confirmOutsideHours: true,
  });
  const checked = await f.t.send(appointments.checkIn, {
    token: f.counter,
    params: { ...SIAM, id: booked.id },
    payload: {},
  });
  expect(checked.statusCode, checked.body).toBe(200);
  return booked.id;
}

function planBody(patientId: number, extra: object = {}) {
  return {
    patientId,
    title: 'แผนอุดฟันและขูดหินปูน',
    items: [
      { masterId: ids.fill, teeth: ['36'], price: 1200, priority: 1 },
      { masterId: ids.scaling, mouthArea: '00', priority: 2, status: 'Diagnosed' },
    ],
    ...extra,
  };
}

async function createdPlan(payload: object, token = f.doctor): Promise<TTreatmentPlan> {
  const response = await f.t.send(treatments.planCreate, { token, params: SIAM, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data;
}

async function plansOf(patientId: number, token = f.counter, params = SIAM) {
  return f.t.send(treatments.planOfPatient, { token, params: { ...params, patientId } });
}

const ownEntry = async (code: string) => {
  const rows = await f.t.db.owner.execute<{ id: number; price_satang: number }>(
    sql`select e.id from master_entries e join branches b on b.id = e.branch_id
        where b.url = 'siam' and e.kind = 'treat' and e.code = ${code}`,
  );
  return Number(rows.rows[0]!.id);
};

const planAudit = async (id: number) => {
  const rows = await f.t.db.owner.execute<{ action: string }>(
    sql`select action from audit_log where entity = 'treatmentPlan' and entity_id = ${String(id)} order by id`,
  );
  return rows.rows.map((r) => r.action);
};

beforeAll(async () => {
  f = await openAppointmentFixture();
  ids = { fill: await ownEntry('FILL-CR2'), scaling: await ownEntry('SCALE'), exam: await ownEntry('EXAM') };
});
afterAll(() => f.t.close());

describe('POST /api/treatmentPlan and the patient’s plans', () => {
  it('saves a plan on a tooth and a mouth area, priced from the branch list where no price is sent', async () => {
    const patientId = await newPatient('แผนหนึ่ง');
    const plan = await createdPlan(planBody(patientId));
    const [scalingPrice] = (
      await f.t.db.owner.execute<{ price_satang: number }>(
        sql`select price_satang from master_entries where id = ${ids.scaling}`,
      )
    ).rows;
    const scaling = Number(scalingPrice!.price_satang) / 100;
    expect(plan).toMatchObject({ patientId, status: 'Active', title: 'แผนอุดฟันและขูดหินปูน' });
    expect(plan.items.map((i) => [i.code, i.teeth, i.mouthArea, i.price, i.priority, i.status])).toEqual([
      ['FILL-CR2', ['36'], null, 1200, 1, 'Planned'],
      ['SCALE', [], '00', scaling, 2, 'Diagnosed'],
    ]);
    expect(plan.total).toBe(1200 + scaling);
    expect(plan.remaining).toBe(plan.total);
    expect(await planAudit(plan.id)).toEqual(['create']);

    for (const token of [f.counter, f.assistant, f.manager]) {
      const read = await plansOf(patientId, token);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json.data).toEqual({ active: plan, list: [plan] });
    }
  });

  it('keeps one Active plan per patient: a new Active plan retires the last, even when saved at once', async () => {
    const patientId = await newPatient('แผนสอง');
    const first = await createdPlan(planBody(patientId));
    // The AI analysis saves its suggestion for a manager: items Diagnosed.
    const suggested = await createdPlan(
      planBody(patientId, { items: [{ masterId: ids.fill, teeth: ['46'], status: 'Diagnosed', price: 900 }] }),
      f.manager,
    );
    const read = await plansOf(patientId);
    expect(read.json.data.active.id).toBe(suggested.id);
    expect(read.json.data.list.map((p: TTreatmentPlan) => [p.id, p.status])).toEqual([
      [suggested.id, 'Active'],
      [first.id, 'Inactive'],
    ]);
    // The plans' items are read in one statement for all of them: each plan keeps its own.
    expect(read.json.data.list.map((p: TTreatmentPlan) => p.items.map((i) => i.id))).toEqual([
      suggested.items.map((i) => i.id),
      first.items.map((i) => i.id),
    ]);
    expect(await planAudit(first.id)).toEqual(['create', 'update']);

    const parallel = await Promise.all(
      Array.from({ length: 5 }, () =>
        f.t.send(treatments.planCreate, { token: f.doctor, params: SIAM, payload: planBody(patientId) }),
      ),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const after = await plansOf(patientId);
    expect(after.json.data.list.filter((p: TTreatmentPlan) => p.status === 'Active')).toHaveLength(1);
    // An Inactive plan can be saved beside the Active one without disturbing it.
    await createdPlan(planBody(patientId, { status: 'Inactive' }));
    expect((await plansOf(patientId)).json.data.active.id).toBe(after.json.data.active.id);
  });

  it('moves the plans of a merged patient; the kept patient’s Active plan stays the only Active one', async () => {
    const keep = await newPatient('แผนรวมเก็บ');
    const retired = await newPatient('แผนรวมเลิก');
    const kept = await createdPlan(planBody(keep));
    const moved = await createdPlan(planBody(retired));
    const merged = await f.t.send(patients.merge, {
      token: f.manager,
      params: SIAM,
      payload: { keepId: keep, mergeId: retired },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const read = (await plansOf(keep)).json.data;
    expect(read.active.id).toBe(kept.id);
    expect(read.list.map((p: TTreatmentPlan) => [p.id, p.status]).sort()).toEqual(
      [
        [kept.id, 'Active'],
        [moved.id, 'Inactive'],
      ].sort(),
    );
  });

  it('lets the counter read but not write, and refuses bad input with the catalogue’s codes', async () => {
    const patientId = await newPatient('แผนสาม');
    const byCounter = await f.t.send(treatments.planCreate, {
      token: f.counter,
      params: SIAM,
      payload: planBody(patientId),
    });
    expect([byCounter.statusCode, byCounter.json.errorCode]).toEqual([403, 'PERMISSION_DENIED']);
    const cases: [object, number, string][] = [
      [planBody(patientId, { items: [{ masterId: ids.fill, teeth: ['58'] }] }), 422, 'TREAT-TOOTH-NOT-FOUND'],
      [planBody(patientId, { items: [{ masterId: ids.fill, mouthArea: '99' }] }), 422, 'VALIDATION_FAILED'],
      [
        planBody(patientId, { items: [{ masterId: ids.fill, teeth: ['11'], mouthArea: '00' }] }),
        422,
        'VALIDATION_FAILED',
      ],
      [planBody(patientId, { items: [{ masterId: 2_000_000_000 }] }), 422, 'TREAT-ENTRY-NOT-FOUND'],
      [planBody(patientId, { items: [{ masterId: ids.fill, status: 'Done' }] }), 422, 'VALIDATION_FAILED'],
      [planBody(patientId, { items: [{ masterId: ids.fill, price: -1 }] }), 422, 'VALIDATION_FAILED'],
      [planBody(patientId, { status: 'Open' }), 422, 'VALIDATION_FAILED'],
      [planBody(2_000_000_000), 404, 'NOT_FOUND'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await f.t.send(treatments.planCreate, { token: f.doctor, params: SIAM, payload });
      expect([response.statusCode, response.json.errorCode], response.body).toEqual([status, code]);
    }
    expect((await plansOf(patientId)).json.data).toEqual({ active: null, list: [] });
  });
});

describe('PUT /api/treatmentPlan', () => {
  it('edits the plan from the version it read: items kept by id, added and removed; a stale one is refused', async () => {
    const patientId = await newPatient('แผนสี่');
    const plan = await createdPlan(planBody(patientId));
    const [fill, scaling] = plan.items;
    const response = await f.t.send(treatments.planUpdate, {
      token: f.assistant,
      params: SIAM,
      payload: {
        id: plan.id,
        modifyDt: plan.modifyDt,
        title: 'แผนใหม่',
        note: 'ผู้ป่วยขอแบ่งจ่าย',
        status: 'Active',
        items: [
          { id: scaling!.id, masterId: ids.scaling, mouthArea: '00', price: 800, priority: 1, status: 'Planned' },
          { masterId: ids.exam, priority: 3 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited: TTreatmentPlan = response.json.data;
    expect(edited.items.map((i) => [i.id === scaling!.id, i.code, i.price, i.status])).toEqual([
      [true, 'SCALE', 800, 'Planned'],
      [false, 'EXAM', edited.items[1]!.price, 'Planned'],
    ]);
    expect(edited.items.some((i) => i.id === fill!.id)).toBe(false);
    expect(edited).toMatchObject({ title: 'แผนใหม่', note: 'ผู้ป่วยขอแบ่งจ่าย' });

    const stale = await f.t.send(treatments.planUpdate, {
      token: f.doctor,
      params: SIAM,
      payload: { id: plan.id, modifyDt: plan.modifyDt, items: [] },
    });
    expect([stale.statusCode, stale.json.errorCode]).toEqual([409, 'PLAN-NOT-UPTO-DATE']);
    const foreignItem = await f.t.send(treatments.planUpdate, {
      token: f.doctor,
      params: SIAM,
      payload: { id: plan.id, modifyDt: edited.modifyDt, items: [{ id: fill!.id, masterId: ids.fill }] },
    });
    expect([foreignItem.statusCode, foreignItem.json.errorCode]).toEqual([422, 'PLAN-ITEM-NOT-FOUND']);
    expect(await planAudit(plan.id)).toEqual(['create', 'update']);
  });
});

describe('PUT /api/treatmentPlanItem: status changes and Done as a treatment line', () => {
  it('records Done items on the current visit’s record, is final once done, and completes the plan', async () => {
    const patientId = await newPatient('แผนห้า');
    const plan = await createdPlan(planBody(patientId));
    const [fill, scaling] = plan.items;
    const change = (id: number, payload: object, token = f.doctor) =>
      f.t.send(treatments.planItemUpdate, { token, params: { ...SIAM, id }, payload });

    const planned = await change(scaling!.id, { status: 'Planned', priority: 1 }, f.assistant);
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json.data.items[1]).toMatchObject({ status: 'Planned', priority: 1 });

    const noVisit = await change(fill!.id, { status: 'Done' });
    expect([noVisit.statusCode, noVisit.json.errorCode]).toEqual([409, 'PLAN-NO-VISIT']);
    const visit = await checkedIn(patientId);
    const byAssistant = await change(fill!.id, { status: 'Done' }, f.assistant);
    expect([byAssistant.statusCode, byAssistant.json.errorCode]).toEqual([403, 'PERMISSION_DENIED']);

    const done = await change(fill!.id, { status: 'Done' });
    expect(done.statusCode, done.body).toBe(200);
    const afterFirst: TTreatmentPlan = done.json.data;
    expect(afterFirst.status).toBe('Active');
    expect(afterFirst.remaining).toBe(afterFirst.total - 1200);
    const record = await f.t.send(treatments.byAppointment, {
      token: f.counter,
      params: { ...SIAM, appointmentId: visit },
    });
    const treatment: TTreatment = record.json.data;
    expect(treatment).toMatchObject({ doctorUid: f.doctorUid, patientId, total: 1200 });
    expect(treatment.lines.map((l) => [l.id, l.kind, l.code, l.teeth, l.price])).toEqual([
      [afterFirst.items[0]!.treatmentItemId, 'treatment', 'FILL-CR2', ['36'], 1200],
    ]);
    expect(afterFirst.items[0]).toMatchObject({ status: 'Done', treatmentId: treatment.id });

    const again = await change(fill!.id, { status: 'Planned' });
    expect([again.statusCode, again.json.errorCode]).toEqual([409, 'PLAN-ITEM-DONE']);
    const dropDone = await f.t.send(treatments.planUpdate, {
      token: f.doctor,
      params: SIAM,
      payload: { id: plan.id, modifyDt: afterFirst.modifyDt, items: [] },
    });
    expect([dropDone.statusCode, dropDone.json.errorCode]).toEqual([409, 'PLAN-ITEM-DONE']);

    const last = await change(scaling!.id, { status: 'Done', appointmentId: visit });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json.data).toMatchObject({ status: 'Completed', remaining: 0 });
    const recordAfter = await f.t.send(treatments.byAppointment, {
      token: f.counter,
      params: { ...SIAM, appointmentId: visit },
    });
    expect(recordAfter.json.data.id).toBe(treatment.id);
    expect(recordAfter.json.data.lines.map((l: { code: string; note: string }) => [l.code, l.note])).toEqual([
      ['FILL-CR2', ''],
      ['SCALE', 'ทั้งปาก'],
    ]);
    const treatmentAudit = await f.t.db.owner.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'treatment' and entity_id = ${String(treatment.id)} order by id`,
    );
    expect(treatmentAudit.rows.map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('refuses Done on a paid visit’s record, and on a visit of another patient', async () => {
    const patientId = await newPatient('แผนหก');
    const other = await newPatient('แผนหกอื่น');
    const plan = await createdPlan(planBody(patientId));
    const visit = await checkedIn(patientId);
    const otherVisit = await checkedIn(other);
    const change = (payload: object) =>
      f.t.send(treatments.planItemUpdate, { token: f.doctor, params: { ...SIAM, id: plan.items[0]!.id }, payload });
    const wrongPatient = await change({ status: 'Done', appointmentId: otherVisit });
    expect([wrongPatient.statusCode, wrongPatient.json.errorCode]).toEqual([409, 'APPT-WRONG-STATUS']);
    const made = await f.t.send(treatments.create, {
      token: f.doctor,
      params: SIAM,
      payload: { appointmentId: visit, doctorUid: f.doctorUid, lines: [{ kind: 'treatment', masterId: ids.exam }] },
    });
    expect(made.statusCode, made.body).toBe(200);
    await f.t.db.owner.execute(sql`update treatments set paid_at = now() where id = ${made.json.data.id}`);
    const paid = await change({ status: 'Done' });
    expect([paid.statusCode, paid.json.errorCode]).toEqual([409, 'PAYMENT-COMPLETED']);
    expect((await plansOf(patientId)).json.data.active.items[0].status).toBe('Planned');
  });
});

describe('tenancy', () => {
  it('answers 404 to another clinic for a plan, an item and a patient by row id; writes stay at the plan’s branch', async () => {
    const patientId = await newPatient('แผนเจ็ด');
    const plan = await createdPlan(planBody(patientId));
    const fromAri = await plansOf(patientId, f.ariManager, ARI);
    expect(fromAri.statusCode).toBe(404);
    const siamFromAri = await plansOf(patientId, f.ariManager, SIAM);
    expect(siamFromAri.statusCode).toBe(404);
    const item = await f.t.send(treatments.planItemUpdate, {
      token: f.ariManager,
      params: { ...ARI, id: plan.items[0]!.id },
      payload: { status: 'Diagnosed' },
    });
    expect(item.statusCode).toBe(404);
    const update = await f.t.send(treatments.planUpdate, {
      token: f.ariManager,
      params: ARI,
      payload: { id: plan.id, modifyDt: plan.modifyDt, items: [] },
    });
    expect(update.statusCode).toBe(404);
    // Another branch of the clinic reads the patient's plans but edits only its own.
    const thonglor = await plansOf(patientId, f.manager, THONGLOR);
    expect(thonglor.json.data.active.id).toBe(plan.id);
    const thonglorItem = await f.t.send(treatments.planItemUpdate, {
      token: f.manager,
      params: { ...THONGLOR, id: plan.items[0]!.id },
      payload: { status: 'Diagnosed' },
    });
    expect(thonglorItem.statusCode).toBe(404);
    expect(await planAudit(plan.id)).toEqual(['create']);
  });
});
