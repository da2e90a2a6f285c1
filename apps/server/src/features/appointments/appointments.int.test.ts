import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, appointments, type TAppointment } from '@yim/contract';
import {
  ARI,
  SIAM,
  THONGLOR,
  at,
  mondayAhead,
  openAppointmentFixture,
  type AppointmentFixture,
} from '../../test/appointment-fixture.ts';

// Issue 10: booking, editing, cancelling, hours, validation, referral, the role matrix and the tenant walls.

let f: AppointmentFixture;
/** A well-formed id of nobody: the last digit changed (a uuid ending in 0 once made this a no-op). */
const otherUid = (uid: string) => uid.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
beforeAll(async () => {
  f = await openAppointmentFixture();
});
afterAll(() => f.t.close());

describe('booking (POST /api/appointment/{c}/{b})', () => {
  it("names every planned treatment in the booking's order, the same entry twice as often as it is planned", async () => {
    const entries = await f.t.db.owner.execute<{ id: number; name_th: string }>(
      sql`select e.id, e.name_th from master_entries e join branches b on b.id = e.branch_id
          where b.url = 'siam' and e.kind = 'apptTreat' and e.code <> 'CHECKUP' order by e.id limit 2`,
    );
    const [first, second] = entries.rows.map((row) => ({ id: Number(row.id), nameTh: row.name_th }));
    const day = mondayAhead(7);
    // One lookup of the names, whatever their number (an array parameter): two, then three ids.
    for (const planned of [
      [second!, first!],
      [first!, { id: f.checkupId, nameTh: 'ตรวจสุขภาพช่องปาก' }, first!],
    ]) {
      const created = await f.booked({
        startDt: at(day, planned.length === 2 ? '10:00' : '10:30'),
        endDt: at(day, planned.length === 2 ? '10:30' : '11:00'),
        roomId: f.rooms.siam[1],
        patientId: f.patientId,
        aptTreatItems: planned.map((entry) => entry.id),
      });
      expect(created.treatmentTitle).toBe(planned.map((entry) => entry.nameTh).join(', '));
    }
  });

  it('books a patient with a room, a f.doctor and planned treatments, audited, and lists it in its range', async () => {
    const day = mondayAhead(0);
    const created = await f.booked({
      startDt: at(day, '10:00'),
      endDt: at(day, '10:30'),
      roomId: f.rooms.siam[0],
      doctorUid: f.doctorUid,
      patientId: f.patientId,
      aptTreatItems: [f.checkupId],
      note: 'ปวดฟันกรามล่างซ้าย',
      rmdId: 6,
    });
    expect(created).toMatchObject({
      startDt: new Date(at(day, '10:00')).toISOString(),
      endDt: new Date(at(day, '10:30')).toISOString(),
      roomId: f.rooms.siam[0],
      doctorUid: f.doctorUid,
      statusId: 1,
      statusColor: '#f59e0b',
      aptTreatItems: [f.checkupId],
      treatmentTitle: 'ตรวจสุขภาพช่องปาก',
      treatmentTitleEn: 'Oral check-up',
      patientId: f.patientId,
      patient: { id: f.patientId, firstNameTh: 'นัดหมาย', mobile: '0891112222' },
      checkinDt: null,
      noShow: false,
      rmdId: 6,
    });
    expect(await f.auditActions(created.id)).toEqual(['create']);

    const list = await f.t.send(appointments.list, {
      token: f.doctor,
      params: SIAM,
      query: { startDt: at(day, '00:00'), endDt: at(addDays(day, 1), '00:00') },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json.data.appointments.map((a: TAppointment) => a.id)).toContain(created.id);
    const other = await f.t.send(appointments.list, {
      token: f.doctor,
      params: SIAM,
      query: { startDt: at(addDays(day, 1), '00:00'), endDt: at(addDays(day, 2), '00:00') },
    });
    expect(other.json.data.appointments.map((a: TAppointment) => a.id)).not.toContain(created.id);
    // The queue list's filters, each combination a statement of its own (preparedByShape).
    const ids = async (filters: Record<string, unknown>) => {
      const answer = await f.t.send(appointments.list, {
        token: f.doctor,
        params: SIAM,
        query: { startDt: at(day, '00:00'), endDt: at(addDays(day, 1), '00:00'), ...filters } as never,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json.data.appointments.map((a: TAppointment) => a.id);
    };
    expect(await ids({ doctorUid: f.doctorUid, patientId: f.patientId, withReminder: true })).toContain(created.id);
    expect(await ids({ doctorUid: f.doctor2Uid })).not.toContain(created.id);
    expect(await ids({ patientId: f.patientId, statusId: 1 })).toContain(created.id);
    expect(await ids({ withReminder: false })).not.toContain(created.id);

    // Confirming the call is the general PUT with statusId 2.
    const confirmed = await f.t.send(appointments.update, {
      token: f.counter,
      params: { ...SIAM, id: created.id },
      payload: {
        startDt: created.startDt,
        endDt: created.endDt,
        roomId: created.roomId,
        doctorUid: f.doctorUid,
        patientId: f.patientId,
        statusId: 2,
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json.data).toMatchObject({ statusId: 2, statusColor: '#3b82f6' });
  });

  it('refuses an overlap of the same room or the same f.doctor with APPT-OVERLAP, and takes back-to-back slots', async () => {
    const day = mondayAhead(1);
    await f.booked({
      startDt: at(day, '11:00'),
      endDt: at(day, '11:30'),
      roomId: f.rooms.siam[1],
      doctorUid: f.doctorUid,
      patientId: f.patientId,
    });
    const sameRoom = await f.book({ startDt: at(day, '11:15'), endDt: at(day, '11:45'), roomId: f.rooms.siam[1] });
    expect(sameRoom.statusCode).toBe(409);
    expect(sameRoom.json.errorCode).toBe('APPT-OVERLAP');
    const sameDoctor = await f.book({
      startDt: at(day, '11:00'),
      endDt: at(day, '11:15'),
      roomId: f.rooms.siam[2],
      doctorUid: f.doctorUid,
    });
    expect(sameDoctor.json.errorCode).toBe('APPT-OVERLAP');
    // [start, end): the next slot starts where the first ends.
    await f.booked({
      startDt: at(day, '11:30'),
      endDt: at(day, '12:00'),
      roomId: f.rooms.siam[1],
      doctorUid: f.doctorUid,
    });
    // Another f.doctor in another room at the same time is fine.
    await f.booked({ startDt: at(day, '13:00'), endDt: at(day, '13:30'), roomId: f.rooms.siam[2] });
  });

  it('frees the slot when an appointment is cancelled with a reason, audited', async () => {
    const day = mondayAhead(2);
    const first = await f.booked({
      startDt: at(day, '14:00'),
      endDt: at(day, '14:30'),
      roomId: f.rooms.siam[0],
      patientId: f.patientId,
    });
    const noReason = await f.t.send(appointments.cancel, { token: f.counter, params: { ...SIAM, id: first.id } });
    expect(noReason.statusCode).toBe(422);
    const cancelled = await f.t.send(appointments.cancel, {
      token: f.counter,
      params: { ...SIAM, id: first.id },
      query: { reason: 'ผู้ป่วยขอเลื่อน' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await f.t.send(appointments.get, { token: f.counter, params: { ...SIAM, id: first.id } })).statusCode).toBe(
      404,
    );
    await f.booked({ startDt: at(day, '14:00'), endDt: at(day, '14:30'), roomId: f.rooms.siam[0] });
    expect(await f.auditActions(first.id)).toEqual(['create', 'cancel']);
    const [row] = (
      await f.t.db.owner.execute<{ cancel_reason: string }>(
        sql`select cancel_reason from appointments where id = ${first.id}`,
      )
    ).rows;
    expect(row!.cancel_reason).toBe('ผู้ป่วยขอเลื่อน');
  });

  it("answers APPT-OUTSIDE-HOURS outside the branch's or the doctor's hours unless confirmed", async () => {
    const day = mondayAhead(3);
    // siam opens 09:00–20:00.
    const early = await f.book({ startDt: at(day, '08:30'), endDt: at(day, '09:00'), roomId: f.rooms.siam[0] });
    expect(early.statusCode).toBe(409);
    expect(early.json.errorCode).toBe('APPT-OUTSIDE-HOURS');
    // The f.doctor works Mondays from 10:00: 09:30 is inside the branch's hours but not the doctor's.
    const beforeDoctor = await f.book({
      startDt: at(day, '09:30'),
      endDt: at(day, '10:00'),
      roomId: f.rooms.siam[0],
      doctorUid: f.doctorUid,
    });
    expect(beforeDoctor.json.errorCode).toBe('APPT-OUTSIDE-HOURS');
    // doctor2 does not work Mondays at all.
    const offDay = await f.book({ startDt: at(day, '15:00'), endDt: at(day, '15:30'), doctorUid: f.doctor2Uid });
    expect(offDay.json.errorCode).toBe('APPT-OUTSIDE-HOURS');
    const confirmed = await f.booked({
      startDt: at(day, '08:30'),
      endDt: at(day, '09:00'),
      roomId: f.rooms.siam[0],
      confirmOutsideHours: true,
    });
    expect(confirmed.startDt).toBe(new Date(at(day, '08:30')).toISOString());
  });

  it('validates the body: order of times, one day, a room or a f.doctor, known f.rooms, doctors and treatments', async () => {
    const day = mondayAhead(4);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ startDt: at(day, '10:30'), endDt: at(day, '10:00'), roomId: f.rooms.siam[0] }, 422, 'VALIDATION_FAILED'],
      [{ startDt: at(day, '10:00'), endDt: at(day, '10:30') }, 422, 'VALIDATION_FAILED'],
      [
        { startDt: at(day, '23:00'), endDt: at(addDays(day, 1), '01:00'), roomId: f.rooms.siam[0] },
        422,
        'VALIDATION_FAILED',
      ],
      [{ startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: f.rooms.thonglor[0] }, 422, 'APPT-ROOM-NOT-FOUND'],
      [{ startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: 2_147_483_647 }, 422, 'APPT-ROOM-NOT-FOUND'],
      [{ startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: 2_147_483_648 }, 422, 'VALIDATION_FAILED'],
      [
        { startDt: at(day, '10:00'), endDt: at(day, '10:30'), doctorUid: otherUid(f.doctorUid) },
        422,
        'APPT-DOCTOR-NOT-FOUND',
      ],
      [
        { startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: f.rooms.siam[0], aptTreatItems: [999_999] },
        422,
        'APPT-TREATMENT-NOT-FOUND',
      ],
      [
        { startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: f.rooms.siam[0], note: 'bad\u0000' },
        422,
        'VALIDATION_FAILED',
      ],
      [
        {
          startDt: at(day, '10:00'),
          endDt: at(day, '10:30'),
          roomId: f.rooms.siam[0],
          patientId: f.patientId,
          newPatient: { firstNameTh: 'ก', lastNameTh: 'ข', mobile: '0811111111' },
        },
        422,
        'VALIDATION_FAILED',
      ],
      [
        { startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: f.rooms.siam[0], statusId: 5 },
        422,
        'VALIDATION_FAILED',
      ],
      [{ startDt: 'tomorrow', endDt: at(day, '10:30'), roomId: f.rooms.siam[0] }, 422, 'VALIDATION_FAILED'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await f.book(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json.errorCode, JSON.stringify(payload)).toBe(code);
    }
    const wide = await f.t.send(appointments.list, {
      token: f.counter,
      params: SIAM,
      query: { startDt: at(day, '00:00'), endDt: at(addDays(day, 90), '00:00') },
    });
    expect(wide.statusCode).toBe(422);
  });
});

describe('referral (PUT refer)', () => {
  it('refers to another f.doctor of the branch, or to another branch of the clinic', async () => {
    const tuesday = addDays(mondayAhead(7), 1); // doctor2 works Tuesdays 13:00–20:00, f.doctor 10:00–19:00.
    const a = await f.booked({
      startDt: at(tuesday, '14:00'),
      endDt: at(tuesday, '14:30'),
      roomId: f.rooms.siam[0],
      doctorUid: f.doctorUid,
      patientId: f.patientId,
    });
    const toDoctor2 = await f.t.send(appointments.refer, {
      token: f.doctor,
      params: { ...SIAM, id: a.id },
      payload: { doctorUid: f.doctor2Uid, note: 'ส่งต่อทันตแพทย์จัดฟัน' },
    });
    expect(toDoctor2.statusCode, toDoctor2.body).toBe(200);
    expect(toDoctor2.json.data).toMatchObject({ doctorUid: f.doctor2Uid, referNote: 'ส่งต่อทันตแพทย์จัดฟัน' });

    const thonglorId = Number(
      (await f.t.db.owner.execute<{ id: number }>(sql`select id from branches where url = 'thonglor'`)).rows[0]!.id,
    );
    // thonglor has no f.doctor of its own in the demo: the f.doctor must be one of that branch.
    const noDoctorThere = await f.t.send(appointments.refer, {
      token: f.counter,
      params: { ...SIAM, id: a.id },
      payload: { branchId: thonglorId, doctorUid: f.doctor2Uid },
    });
    expect(noDoctorThere.json.errorCode).toBe('APPT-DOCTOR-NOT-FOUND');
    const ariBranch = Number(
      (await f.t.db.owner.execute<{ id: number }>(sql`select id from branches where url = 'ari'`)).rows[0]!.id,
    );
    const otherClinic = await f.t.send(appointments.refer, {
      token: f.counter,
      params: { ...SIAM, id: a.id },
      payload: { branchId: ariBranch, doctorUid: f.doctor2Uid },
    });
    expect(otherClinic.statusCode).toBe(404);
  });
});

describe('who may do what (role matrix) and tenant walls', () => {
  it('lets the f.doctor read and send to the cashier but not f.book; the f.assistant books', async () => {
    const day = mondayAhead(8);
    const byDoctor = await f.book(
      { startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: f.rooms.siam[0] },
      f.doctor,
    );
    expect(byDoctor.statusCode).toBe(403);
    expect(byDoctor.json.errorCode).toBe('PERMISSION_DENIED');
    const byAssistant = await f.booked(
      { startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: f.rooms.siam[0] },
      f.assistant,
    );
    const checkInByDoctor = await f.t.send(appointments.checkIn, {
      token: f.doctor,
      params: { ...SIAM, id: byAssistant.id },
      payload: {},
    });
    expect(checkInByDoctor.statusCode).toBe(403);
    const draftByDoctor = await f.t.send(appointments.draft, { token: f.doctor, params: SIAM });
    expect(draftByDoctor.statusCode).toBe(403);
    const bell = await f.t.send(appointments.tomorrowSummary, { token: f.doctor, params: SIAM });
    expect(bell.statusCode).toBe(403);
  });

  it("answers 404 for another clinic's appointment id, and its list holds none of them", async () => {
    const day = mondayAhead(9);
    const a = await f.booked({
      startDt: at(day, '10:00'),
      endDt: at(day, '10:30'),
      roomId: f.rooms.siam[0],
      patientId: f.patientId,
    });
    const read = await f.t.send(appointments.get, { token: f.ariManager, params: { ...ARI, id: a.id } });
    expect(read.statusCode).toBe(404);
    const moved = await f.t.send(appointments.move, {
      token: f.ariManager,
      params: { ...ARI, id: a.id },
      payload: {
        startDt: at(day, '11:00'),
        endDt: at(day, '11:30'),
        roomId: f.rooms.siam[0],
        confirmOutsideHours: true,
      },
    });
    expect(moved.statusCode).toBe(404);
    const list = await f.t.send(appointments.list, {
      token: f.ariManager,
      params: ARI,
      query: { startDt: at(day, '00:00'), endDt: at(addDays(day, 1), '00:00') },
    });
    expect(list.json.data.appointments).toEqual([]);
    // Another branch of the same clinic does not read it through its own url either.
    const atThonglor = await f.t.send(appointments.get, { token: f.manager, params: { ...THONGLOR, id: a.id } });
    expect(atThonglor.statusCode).toBe(404);
  });
});
