import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, appointments, bangkokDate, patients, type TAppointment } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const THONGLOR = { clinicUrl: 'yim-demo', branchUrl: 'thonglor' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };

/** A Bangkok wall-clock time as the instant the API takes. */
const at = (day: string, time: string) => `${day}T${time}:00+07:00`;

/** The first Monday at least three weeks ahead: the demo doctor works Mondays 10:00–19:00. */
function mondayAhead(weeks: number): string {
  let day = addDays(bangkokDate(), 21 + 7 * weeks);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return day;
}

let t: TestApp;
let counter: string;
let doctor: string;
let assistant: string;
let manager: string;
let ariManager: string;
let rooms: { siam: number[]; thonglor: number[] };
let doctorUid: string;
let doctor2Uid: string;
let patientId: number;
let checkupId: number;

beforeAll(async () => {
  t = await createTestApp();
  [counter, doctor, assistant, manager, ariManager] = await Promise.all([
    t.login('counter@demo.yim.test'),
    t.login('doctor@demo.yim.test'),
    t.login('assistant@demo.yim.test'),
    t.login('manager@demo.yim.test'),
    t.login('manager@ari.yim.test'),
  ]);
  const roomRows = await t.db.owner.execute<{ id: number; url: string }>(
    sql`select r.id, b.url from rooms r join branches b on b.id = r.branch_id order by r.sort_order`,
  );
  rooms = {
    siam: roomRows.rows.filter((r) => r.url === 'siam').map((r) => Number(r.id)),
    thonglor: roomRows.rows.filter((r) => r.url === 'thonglor').map((r) => Number(r.id)),
  };
  const userRows = await t.db.owner.execute<{ id: string; email: string }>(
    sql`select id, email from users where email in ('doctor@demo.yim.test', 'doctor2@demo.yim.test')`,
  );
  doctorUid = userRows.rows.find((u) => u.email === 'doctor@demo.yim.test')!.id;
  doctor2Uid = userRows.rows.find((u) => u.email === 'doctor2@demo.yim.test')!.id;
  const checkup = await t.db.owner.execute<{ id: number }>(
    sql`select e.id from master_entries e join branches b on b.id = e.branch_id
        where b.url = 'siam' and e.kind = 'apptTreat' and e.code = 'CHECKUP'`,
  );
  checkupId = Number(checkup.rows[0]!.id);
  const patient = await t.send(patients.create, {
    token: counter,
    params: SIAM,
    payload: { firstNameTh: 'นัดหมาย', lastNameTh: 'ทดสอบ', mobile: '0891112222' },
  });
  patientId = patient.json.data.id;
});
afterAll(() => t.close());

async function book(payload: Record<string, unknown>, token = counter, params = SIAM) {
  return t.send(appointments.create, { token, params, payload });
}

async function booked(payload: Record<string, unknown>, token = counter): Promise<TAppointment> {
  const response = await book(payload, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data;
}

async function auditActions(id: number) {
  const rows = await t.db.owner.execute<{ action: string }>(
    sql`select action from audit_log where entity = 'appointment' and entity_id = ${String(id)} order by id`,
  );
  return rows.rows.map((r) => r.action);
}

describe('booking (POST /api/appointment/{c}/{b})', () => {
  it('books a patient with a room, a doctor and planned treatments, audited, and lists it in its range', async () => {
    const day = mondayAhead(0);
    const created = await booked({
      startDt: at(day, '10:00'),
      endDt: at(day, '10:30'),
      roomId: rooms.siam[0],
      doctorUid,
      patientId,
      aptTreatItems: [checkupId],
      note: 'ปวดฟันกรามล่างซ้าย',
      rmdId: 6,
    });
    expect(created).toMatchObject({
      startDt: new Date(at(day, '10:00')).toISOString(),
      endDt: new Date(at(day, '10:30')).toISOString(),
      roomId: rooms.siam[0],
      doctorUid,
      statusId: 1,
      statusColor: '#f59e0b',
      aptTreatItems: [checkupId],
      treatmentTitle: 'ตรวจสุขภาพช่องปาก',
      treatmentTitleEn: 'Oral check-up',
      patientId,
      patient: { id: patientId, firstNameTh: 'นัดหมาย', mobile: '0891112222' },
      checkinDt: null,
      noShow: false,
      rmdId: 6,
    });
    expect(await auditActions(created.id)).toEqual(['create']);

    const list = await t.send(appointments.list, {
      token: doctor,
      params: SIAM,
      query: { startDt: at(day, '00:00'), endDt: at(addDays(day, 1), '00:00') },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json.data.appointments.map((a: TAppointment) => a.id)).toContain(created.id);
    const other = await t.send(appointments.list, {
      token: doctor,
      params: SIAM,
      query: { startDt: at(addDays(day, 1), '00:00'), endDt: at(addDays(day, 2), '00:00') },
    });
    expect(other.json.data.appointments.map((a: TAppointment) => a.id)).not.toContain(created.id);

    // Confirming the call is the general PUT with statusId 2.
    const confirmed = await t.send(appointments.update, {
      token: counter,
      params: { ...SIAM, id: created.id },
      payload: {
        startDt: created.startDt,
        endDt: created.endDt,
        roomId: created.roomId,
        doctorUid,
        patientId,
        statusId: 2,
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json.data).toMatchObject({ statusId: 2, statusColor: '#3b82f6' });
  });

  it('refuses an overlap of the same room or the same doctor with APPT-OVERLAP, and takes back-to-back slots', async () => {
    const day = mondayAhead(1);
    await booked({ startDt: at(day, '11:00'), endDt: at(day, '11:30'), roomId: rooms.siam[1], doctorUid, patientId });
    const sameRoom = await book({ startDt: at(day, '11:15'), endDt: at(day, '11:45'), roomId: rooms.siam[1] });
    expect(sameRoom.statusCode).toBe(409);
    expect(sameRoom.json.errorCode).toBe('APPT-OVERLAP');
    const sameDoctor = await book({
      startDt: at(day, '11:00'),
      endDt: at(day, '11:15'),
      roomId: rooms.siam[2],
      doctorUid,
    });
    expect(sameDoctor.json.errorCode).toBe('APPT-OVERLAP');
    // [start, end): the next slot starts where the first ends.
    await booked({ startDt: at(day, '11:30'), endDt: at(day, '12:00'), roomId: rooms.siam[1], doctorUid });
    // Another doctor in another room at the same time is fine.
    await booked({ startDt: at(day, '13:00'), endDt: at(day, '13:30'), roomId: rooms.siam[2] });
  });

  it('frees the slot when an appointment is cancelled with a reason, audited', async () => {
    const day = mondayAhead(2);
    const first = await booked({
      startDt: at(day, '14:00'),
      endDt: at(day, '14:30'),
      roomId: rooms.siam[0],
      patientId,
    });
    const noReason = await t.send(appointments.cancel, { token: counter, params: { ...SIAM, id: first.id } });
    expect(noReason.statusCode).toBe(422);
    const cancelled = await t.send(appointments.cancel, {
      token: counter,
      params: { ...SIAM, id: first.id },
      query: { reason: 'ผู้ป่วยขอเลื่อน' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await t.send(appointments.get, { token: counter, params: { ...SIAM, id: first.id } })).statusCode).toBe(
      404,
    );
    await booked({ startDt: at(day, '14:00'), endDt: at(day, '14:30'), roomId: rooms.siam[0] });
    expect(await auditActions(first.id)).toEqual(['create', 'cancel']);
    const [row] = (
      await t.db.owner.execute<{ cancel_reason: string }>(
        sql`select cancel_reason from appointments where id = ${first.id}`,
      )
    ).rows;
    expect(row!.cancel_reason).toBe('ผู้ป่วยขอเลื่อน');
  });

  it("answers APPT-OUTSIDE-HOURS outside the branch's or the doctor's hours unless confirmed", async () => {
    const day = mondayAhead(3);
    // siam opens 09:00–20:00.
    const early = await book({ startDt: at(day, '08:30'), endDt: at(day, '09:00'), roomId: rooms.siam[0] });
    expect(early.statusCode).toBe(409);
    expect(early.json.errorCode).toBe('APPT-OUTSIDE-HOURS');
    // The doctor works Mondays from 10:00: 09:30 is inside the branch's hours but not the doctor's.
    const beforeDoctor = await book({
      startDt: at(day, '09:30'),
      endDt: at(day, '10:00'),
      roomId: rooms.siam[0],
      doctorUid,
    });
    expect(beforeDoctor.json.errorCode).toBe('APPT-OUTSIDE-HOURS');
    // doctor2 does not work Mondays at all.
    const offDay = await book({ startDt: at(day, '15:00'), endDt: at(day, '15:30'), doctorUid: doctor2Uid });
    expect(offDay.json.errorCode).toBe('APPT-OUTSIDE-HOURS');
    const confirmed = await booked({
      startDt: at(day, '08:30'),
      endDt: at(day, '09:00'),
      roomId: rooms.siam[0],
      confirmOutsideHours: true,
    });
    expect(confirmed.startDt).toBe(new Date(at(day, '08:30')).toISOString());
  });

  it('validates the body: order of times, one day, a room or a doctor, known rooms, doctors and treatments', async () => {
    const day = mondayAhead(4);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ startDt: at(day, '10:30'), endDt: at(day, '10:00'), roomId: rooms.siam[0] }, 422, 'VALIDATION_FAILED'],
      [{ startDt: at(day, '10:00'), endDt: at(day, '10:30') }, 422, 'VALIDATION_FAILED'],
      [
        { startDt: at(day, '23:00'), endDt: at(addDays(day, 1), '01:00'), roomId: rooms.siam[0] },
        422,
        'VALIDATION_FAILED',
      ],
      [{ startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: rooms.thonglor[0] }, 422, 'APPT-ROOM-NOT-FOUND'],
      [{ startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: 2_147_483_647 }, 422, 'APPT-ROOM-NOT-FOUND'],
      [{ startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: 2_147_483_648 }, 422, 'VALIDATION_FAILED'],
      [
        { startDt: at(day, '10:00'), endDt: at(day, '10:30'), doctorUid: doctorUid.replace(/.$/, '0') },
        422,
        'APPT-DOCTOR-NOT-FOUND',
      ],
      [
        { startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: rooms.siam[0], aptTreatItems: [999_999] },
        422,
        'APPT-TREATMENT-NOT-FOUND',
      ],
      [
        { startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: rooms.siam[0], note: 'bad\u0000' },
        422,
        'VALIDATION_FAILED',
      ],
      [
        {
          startDt: at(day, '10:00'),
          endDt: at(day, '10:30'),
          roomId: rooms.siam[0],
          patientId,
          newPatient: { firstNameTh: 'ก', lastNameTh: 'ข', mobile: '0811111111' },
        },
        422,
        'VALIDATION_FAILED',
      ],
      [
        { startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: rooms.siam[0], statusId: 5 },
        422,
        'VALIDATION_FAILED',
      ],
      [{ startDt: 'tomorrow', endDt: at(day, '10:30'), roomId: rooms.siam[0] }, 422, 'VALIDATION_FAILED'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await book(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json.errorCode, JSON.stringify(payload)).toBe(code);
    }
    const wide = await t.send(appointments.list, {
      token: counter,
      params: SIAM,
      query: { startDt: at(day, '00:00'), endDt: at(addDays(day, 90), '00:00') },
    });
    expect(wide.statusCode).toBe(422);
  });
});

describe('check-in and the visit (PUT checkIn, cancelCheckIn, status, move)', () => {
  it('checks in only on the day, computes punctuality, then refuses moves; cancelCheckIn and status follow the rules', async () => {
    const later = await booked({
      startDt: at(mondayAhead(5), '10:00'),
      endDt: at(mondayAhead(5), '10:30'),
      roomId: rooms.siam[0],
      patientId,
    });
    const notToday = await t.send(appointments.checkIn, {
      token: counter,
      params: { ...SIAM, id: later.id },
      payload: {},
    });
    expect(notToday.statusCode).toBe(409);
    expect(notToday.json.errorCode).toBe('APPT-NOT-TODAY');

    // Today before the branch opens (05:00, confirmed out of hours): the demo seed books the
    // branch's hours, and the test may run at any time of the day.
    const todayDay = bangkokDate();
    const today = await booked({
      startDt: at(todayDay, '05:00'),
      endDt: at(todayDay, '05:15'),
      roomId: rooms.siam[2],
      patientId,
      confirmOutsideHours: true,
    });
    const minutesLate = Math.round((Date.now() - Date.parse(at(todayDay, '05:00'))) / 60_000);
    const checked = await t.send(appointments.checkIn, {
      token: assistant,
      params: { ...SIAM, id: today.id },
      payload: { checkinNote: 'มาพร้อมญาติ' },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json.data).toMatchObject({ statusId: 5, checkinNote: 'มาพร้อมญาติ' });
    if (minutesLate > 11) {
      expect(checked.json.data).toMatchObject({ checkinStatus: 2, checkinMinutes: expect.any(Number) });
      expect(checked.json.data.checkinStatusName).toMatch(/^มาสาย \d+ นาที$/);
    } else if (minutesLate < -11) {
      expect(checked.json.data).toMatchObject({ checkinStatus: 3 });
      expect(checked.json.data.checkinStatusName).toMatch(/^มาก่อน \d+ นาที$/);
    }
    const again = await t.send(appointments.checkIn, {
      token: counter,
      params: { ...SIAM, id: today.id },
      payload: {},
    });
    expect(again.json.errorCode).toBe('APPT-WRONG-STATUS');

    const moved = await t.send(appointments.move, {
      token: counter,
      params: { ...SIAM, id: today.id },
      payload: {
        startDt: new Date(Date.parse(today.startDt) + 15 * 60_000).toISOString(),
        endDt: new Date(Date.parse(today.endDt) + 15 * 60_000).toISOString(),
        roomId: rooms.siam[2],
        confirmOutsideHours: true,
      },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json.errorCode).toBe('APPT-CHECKED-IN');
    const resized = await t.send(appointments.update, {
      token: counter,
      params: { ...SIAM, id: today.id },
      payload: {
        startDt: today.startDt,
        endDt: new Date(Date.parse(today.endDt) + 60_000 * 15).toISOString(),
        roomId: rooms.siam[2],
        patientId,
        confirmOutsideHours: true,
      },
    });
    expect(resized.json.errorCode).toBe('APPT-CHECKED-IN');
    const cancel = await t.send(appointments.cancel, {
      token: counter,
      params: { ...SIAM, id: today.id },
      query: { reason: 'x' },
    });
    expect(cancel.json.errorCode).toBe('APPT-WRONG-STATUS');

    // The doctor sends the patient to the cashier (6); 5 takes it back; cancelCheckIn only from 5.
    const toPay = await t.send(appointments.status, {
      token: doctor,
      params: { ...SIAM, id: today.id },
      payload: { statusId: 6 },
    });
    expect(toPay.statusCode, toPay.body).toBe(200);
    expect(toPay.json.data).toMatchObject({ statusId: 6, statusColor: '#ef4444' });
    expect(toPay.json.data.treatmentDt).not.toBeNull();
    const twice = await t.send(appointments.status, {
      token: doctor,
      params: { ...SIAM, id: today.id },
      payload: { statusId: 6 },
    });
    expect(twice.json.errorCode).toBe('APPT-WRONG-STATUS');
    const notFromSix = await t.send(appointments.cancelCheckIn, { token: counter, params: { ...SIAM, id: today.id } });
    expect(notFromSix.json.errorCode).toBe('APPT-WRONG-STATUS');
    await t.send(appointments.status, { token: counter, params: { ...SIAM, id: today.id }, payload: { statusId: 5 } });
    const undone = await t.send(appointments.cancelCheckIn, { token: counter, params: { ...SIAM, id: today.id } });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json.data).toMatchObject({ statusId: 2, checkinDt: null, checkinStatus: null });
    expect(await auditActions(today.id)).toEqual(['create', 'update', 'update', 'update', 'update']);
  });

  it('registers a person booked without a record as a patient at check-in', async () => {
    const todayDay = bangkokDate();
    const appointment = await booked({
      startDt: at(todayDay, '05:30'),
      endDt: at(todayDay, '05:45'),
      roomId: rooms.siam[1],
      newPatient: { firstNameTh: 'ผู้ป่วย', lastNameTh: 'ใหม่เอี่ยม', mobile: '089-333-4444' },
      confirmOutsideHours: true,
    });
    expect(appointment).toMatchObject({ patientId: null, newPatient: { mobile: '0893334444' } });
    const checked = await t.send(appointments.checkIn, {
      token: counter,
      params: { ...SIAM, id: appointment.id },
      payload: {},
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json.data.newPatient).toBeNull();
    expect(checked.json.data.patient).toMatchObject({
      firstNameTh: 'ผู้ป่วย',
      lastNameTh: 'ใหม่เอี่ยม',
      mobile: '0893334444',
    });
    const record = await t.send(patients.get, { token: counter, params: { ...SIAM, id: checked.json.data.patientId } });
    expect(record.json.data.dn).toBeGreaterThan(0);
  });

  it('refuses to check in a blocked slot', async () => {
    const todayDay = bangkokDate();
    const block = await booked({
      startDt: at(todayDay, '06:00'),
      endDt: at(todayDay, '06:20'),
      roomId: rooms.siam[1],
      note: 'ปิดห้องทำความสะอาด',
      confirmOutsideHours: true,
    });
    const response = await t.send(appointments.checkIn, {
      token: counter,
      params: { ...SIAM, id: block.id },
      payload: {},
    });
    expect(response.json.errorCode).toBe('APPT-NO-PATIENT');
  });

  it('moves by drag into another room and time; into an occupied slot it answers APPT-OVERLAP', async () => {
    const day = mondayAhead(6);
    const a = await booked({ startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: rooms.siam[0], patientId });
    await booked({ startDt: at(day, '11:00'), endDt: at(day, '11:30'), roomId: rooms.siam[1] });
    const moved = await t.send(appointments.move, {
      token: assistant,
      params: { ...SIAM, id: a.id },
      payload: { startDt: at(day, '12:00'), endDt: at(day, '12:45'), roomId: rooms.siam[1] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json.data).toMatchObject({ roomId: rooms.siam[1], endDt: new Date(at(day, '12:45')).toISOString() });
    const clash = await t.send(appointments.move, {
      token: assistant,
      params: { ...SIAM, id: a.id },
      payload: { startDt: at(day, '11:15'), endDt: at(day, '11:45'), roomId: rooms.siam[1] },
    });
    expect(clash.json.errorCode).toBe('APPT-OVERLAP');
  });
});

describe('referral (PUT refer)', () => {
  it('refers to another doctor of the branch, or to another branch of the clinic', async () => {
    const tuesday = addDays(mondayAhead(7), 1); // doctor2 works Tuesdays 13:00–20:00, doctor 10:00–19:00.
    const a = await booked({
      startDt: at(tuesday, '14:00'),
      endDt: at(tuesday, '14:30'),
      roomId: rooms.siam[0],
      doctorUid,
      patientId,
    });
    const toDoctor2 = await t.send(appointments.refer, {
      token: doctor,
      params: { ...SIAM, id: a.id },
      payload: { doctorUid: doctor2Uid, note: 'ส่งต่อทันตแพทย์จัดฟัน' },
    });
    expect(toDoctor2.statusCode, toDoctor2.body).toBe(200);
    expect(toDoctor2.json.data).toMatchObject({ doctorUid: doctor2Uid, referNote: 'ส่งต่อทันตแพทย์จัดฟัน' });

    const thonglorId = Number(
      (await t.db.owner.execute<{ id: number }>(sql`select id from branches where url = 'thonglor'`)).rows[0]!.id,
    );
    // thonglor has no doctor of its own in the demo: the doctor must be one of that branch.
    const noDoctorThere = await t.send(appointments.refer, {
      token: counter,
      params: { ...SIAM, id: a.id },
      payload: { branchId: thonglorId, doctorUid: doctor2Uid },
    });
    expect(noDoctorThere.json.errorCode).toBe('APPT-DOCTOR-NOT-FOUND');
    const ariBranch = Number(
      (await t.db.owner.execute<{ id: number }>(sql`select id from branches where url = 'ari'`)).rows[0]!.id,
    );
    const otherClinic = await t.send(appointments.refer, {
      token: counter,
      params: { ...SIAM, id: a.id },
      payload: { branchId: ariBranch, doctorUid: doctor2Uid },
    });
    expect(otherClinic.statusCode).toBe(404);
  });
});

describe('who may do what (role matrix) and tenant walls', () => {
  it('lets the doctor read and send to the cashier but not book; the assistant books', async () => {
    const day = mondayAhead(8);
    const byDoctor = await book({ startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: rooms.siam[0] }, doctor);
    expect(byDoctor.statusCode).toBe(403);
    expect(byDoctor.json.errorCode).toBe('PERMISSION_DENIED');
    const byAssistant = await booked(
      { startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: rooms.siam[0] },
      assistant,
    );
    const checkInByDoctor = await t.send(appointments.checkIn, {
      token: doctor,
      params: { ...SIAM, id: byAssistant.id },
      payload: {},
    });
    expect(checkInByDoctor.statusCode).toBe(403);
    const draftByDoctor = await t.send(appointments.draft, { token: doctor, params: SIAM });
    expect(draftByDoctor.statusCode).toBe(403);
    const bell = await t.send(appointments.tomorrowSummary, { token: doctor, params: SIAM });
    expect(bell.statusCode).toBe(403);
  });

  it("answers 404 for another clinic's appointment id, and its list holds none of them", async () => {
    const day = mondayAhead(9);
    const a = await booked({ startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: rooms.siam[0], patientId });
    const read = await t.send(appointments.get, { token: ariManager, params: { ...ARI, id: a.id } });
    expect(read.statusCode).toBe(404);
    const moved = await t.send(appointments.move, {
      token: ariManager,
      params: { ...ARI, id: a.id },
      payload: { startDt: at(day, '11:00'), endDt: at(day, '11:30'), roomId: rooms.siam[0], confirmOutsideHours: true },
    });
    expect(moved.statusCode).toBe(404);
    const list = await t.send(appointments.list, {
      token: ariManager,
      params: ARI,
      query: { startDt: at(day, '00:00'), endDt: at(addDays(day, 1), '00:00') },
    });
    expect(list.json.data.appointments).toEqual([]);
    // Another branch of the same clinic does not read it through its own url either.
    const atThonglor = await t.send(appointments.get, { token: manager, params: { ...THONGLOR, id: a.id } });
    expect(atThonglor.statusCode).toBe(404);
  });
});

describe('doctor view, patient history, tomorrow and drafts', () => {
  it('groups a range per doctor, every active doctor included', async () => {
    const day = mondayAhead(10);
    const a = await booked({
      startDt: at(day, '10:00'),
      endDt: at(day, '10:30'),
      roomId: rooms.siam[0],
      doctorUid,
      patientId,
    });
    const response = await t.send(appointments.byDoctor, {
      token: assistant,
      params: SIAM,
      query: { startDt: at(day, '00:00'), endDt: at(addDays(day, 1), '00:00') },
    });
    expect(response.statusCode, response.body).toBe(200);
    const doctors = response.json.data.doctors as { doctorUid: string; color: string; appointments: TAppointment[] }[];
    expect(doctors.map((d) => d.doctorUid).sort()).toEqual([doctorUid, doctor2Uid].sort());
    const mine = doctors.find((d) => d.doctorUid === doctorUid)!;
    expect(mine.color).toBe('#1e88e5');
    expect(mine.appointments.map((x) => x.id)).toEqual([a.id]);
    expect(doctors.find((d) => d.doctorUid === doctor2Uid)!.appointments).toEqual([]);

    const history = await t.send(appointments.ofPatient, { token: doctor, params: SIAM, query: { patientId } });
    expect(history.statusCode).toBe(200);
    const starts = history.json.data.appointments.map((x: TAppointment) => x.startDt);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(history.json.data.appointments.map((x: TAppointment) => x.id)).toContain(a.id);
  });

  it("counts tomorrow's calls to make and reminders for the bell", async () => {
    const tomorrow = addDays(bangkokDate(), 1);
    const before = (await t.send(appointments.tomorrowSummary, { token: counter, params: SIAM })).json.data;
    expect(before.date).toBe(tomorrow);
    await booked({
      startDt: at(tomorrow, '19:00'),
      endDt: at(tomorrow, '19:15'),
      roomId: rooms.siam[2],
      patientId,
      rmdId: 6,
      confirmOutsideHours: true,
    });
    await booked({
      startDt: at(tomorrow, '19:15'),
      endDt: at(tomorrow, '19:30'),
      roomId: rooms.siam[2],
      patientId,
      statusId: 2,
      confirmOutsideHours: true,
    });
    // A blocked slot is nobody to call.
    await booked({
      startDt: at(tomorrow, '19:30'),
      endDt: at(tomorrow, '19:45'),
      roomId: rooms.siam[2],
      confirmOutsideHours: true,
    });
    const after = (await t.send(appointments.tomorrowSummary, { token: counter, params: SIAM })).json.data;
    expect(after.total - before.total).toBe(2);
    expect(after.callsToMake - before.callsToMake).toBe(1);
    expect(after.reminders - before.reminders).toBe(1);
  });

  it("keeps each user's booking form as a draft until a booking is made", async () => {
    const empty = await t.send(appointments.draft, { token: assistant, params: SIAM });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json.data.draft).toBeNull();
    const saved = await t.send(appointments.draftCreate, {
      token: assistant,
      params: SIAM,
      payload: { form: { patientId, note: 'ครึ่งทาง', roomId: rooms.siam[0] } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const updated = await t.send(appointments.draftUpdate, {
      token: assistant,
      params: { ...SIAM, id: saved.json.data.id },
      payload: { form: { patientId, note: 'เกือบเสร็จ', roomId: rooms.siam[0] } },
    });
    expect(updated.json.data.form.note).toBe('เกือบเสร็จ');
    // Another user neither reads nor writes it.
    expect((await t.send(appointments.draft, { token: counter, params: SIAM })).json.data.draft).toBeNull();
    const foreign = await t.send(appointments.draftUpdate, {
      token: counter,
      params: { ...SIAM, id: saved.json.data.id },
      payload: { form: { note: 'ของคนอื่น' } },
    });
    expect(foreign.statusCode).toBe(404);
    const restored = await t.send(appointments.draft, { token: assistant, params: SIAM });
    expect(restored.json.data.draft.form).toMatchObject({ note: 'เกือบเสร็จ', patientId });
    const day = mondayAhead(11);
    await booked({ startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: rooms.siam[0], patientId }, assistant);
    expect((await t.send(appointments.draft, { token: assistant, params: SIAM })).json.data.draft).toBeNull();
  });
});
