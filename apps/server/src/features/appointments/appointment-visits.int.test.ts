import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, appointments, bangkokDate, patients, type TAppointment } from '@yim/contract';
import {
  SIAM,
  at,
  mondayAhead,
  openAppointmentFixture,
  type AppointmentFixture,
} from '../../test/appointment-fixture.ts';

// Issue 10: check-in and the visit's statuses, moves, the doctor view, a patient's history, tomorrow's counts and drafts.

let f: AppointmentFixture;
beforeAll(async () => {
  f = await openAppointmentFixture();
});
afterAll(() => f.t.close());

describe('check-in and the visit (PUT checkIn, cancelCheckIn, status, move)', () => {
  it('checks in only on the day, computes punctuality, then refuses moves; cancelCheckIn and status follow the rules', async () => {
    const later = await f.booked({
      startDt: at(mondayAhead(5), '10:00'),
      endDt: at(mondayAhead(5), '10:30'),
      roomId: f.rooms.siam[0],
      patientId: f.patientId,
    });
    const notToday = await f.t.send(appointments.checkIn, {
      token: f.counter,
      params: { ...SIAM, id: later.id },
      payload: {},
    });
    expect(notToday.statusCode).toBe(409);
    expect(notToday.json.errorCode).toBe('APPT-NOT-TODAY');

    // Today before the branch opens (05:00, confirmed out of hours): the demo seed books the
    // branch's hours, and the test may run at any time of the day.
    const todayDay = bangkokDate();
    const today = await f.booked({
      startDt: at(todayDay, '05:00'),
      endDt: at(todayDay, '05:15'),
      roomId: f.rooms.siam[2],
      patientId: f.patientId,
      confirmOutsideHours: true,
    });
    const minutesLate = Math.round((Date.now() - Date.parse(at(todayDay, '05:00'))) / 60_000);
    const checked = await f.t.send(appointments.checkIn, {
      token: f.assistant,
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
    const again = await f.t.send(appointments.checkIn, {
      token: f.counter,
      params: { ...SIAM, id: today.id },
      payload: {},
    });
    expect(again.json.errorCode).toBe('APPT-WRONG-STATUS');

    const moved = await f.t.send(appointments.move, {
      token: f.counter,
      params: { ...SIAM, id: today.id },
      payload: {
        startDt: new Date(Date.parse(today.startDt) + 15 * 60_000).toISOString(),
        endDt: new Date(Date.parse(today.endDt) + 15 * 60_000).toISOString(),
        roomId: f.rooms.siam[2],
        confirmOutsideHours: true,
      },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json.errorCode).toBe('APPT-CHECKED-IN');
    const resized = await f.t.send(appointments.update, {
      token: f.counter,
      params: { ...SIAM, id: today.id },
      payload: {
        startDt: today.startDt,
        endDt: new Date(Date.parse(today.endDt) + 60_000 * 15).toISOString(),
        roomId: f.rooms.siam[2],
        patientId: f.patientId,
        confirmOutsideHours: true,
      },
    });
    expect(resized.json.errorCode).toBe('APPT-CHECKED-IN');
    const cancel = await f.t.send(appointments.cancel, {
      token: f.counter,
      params: { ...SIAM, id: today.id },
      query: { reason: 'x' },
    });
    expect(cancel.json.errorCode).toBe('APPT-WRONG-STATUS');

    // The f.doctor sends the patient to the cashier (6); 5 takes it back; cancelCheckIn only from 5.
    const toPay = await f.t.send(appointments.status, {
      token: f.doctor,
      params: { ...SIAM, id: today.id },
      payload: { statusId: 6 },
    });
    expect(toPay.statusCode, toPay.body).toBe(200);
    expect(toPay.json.data).toMatchObject({ statusId: 6, statusColor: '#ef4444' });
    expect(toPay.json.data.treatmentDt).not.toBeNull();
    const twice = await f.t.send(appointments.status, {
      token: f.doctor,
      params: { ...SIAM, id: today.id },
      payload: { statusId: 6 },
    });
    expect(twice.json.errorCode).toBe('APPT-WRONG-STATUS');
    const notFromSix = await f.t.send(appointments.cancelCheckIn, {
      token: f.counter,
      params: { ...SIAM, id: today.id },
    });
    expect(notFromSix.json.errorCode).toBe('APPT-WRONG-STATUS');
    await f.t.send(appointments.status, {
      token: f.counter,
      params: { ...SIAM, id: today.id },
      payload: { statusId: 5 },
    });
    const undone = await f.t.send(appointments.cancelCheckIn, { token: f.counter, params: { ...SIAM, id: today.id } });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json.data).toMatchObject({ statusId: 2, checkinDt: null, checkinStatus: null });
    expect(await f.auditActions(today.id)).toEqual(['create', 'update', 'update', 'update', 'update']);
  });

  it('registers a person f.booked without a record as a patient at check-in', async () => {
    const todayDay = bangkokDate();
    const appointment = await f.booked({
      startDt: at(todayDay, '05:30'),
      endDt: at(todayDay, '05:45'),
      roomId: f.rooms.siam[1],
      newPatient: { firstNameTh: 'ผู้ป่วย', lastNameTh: 'ใหม่เอี่ยม', mobile: '089-333-4444' },
      confirmOutsideHours: true,
    });
    expect(appointment).toMatchObject({ patientId: null, newPatient: { mobile: '0893334444' } });
    const checked = await f.t.send(appointments.checkIn, {
      token: f.counter,
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
    const record = await f.t.send(patients.get, {
      token: f.counter,
      params: { ...SIAM, id: checked.json.data.patientId },
    });
    expect(record.json.data.dn).toBeGreaterThan(0);
  });

  it('refuses to check in a blocked slot', async () => {
    const todayDay = bangkokDate();
    const block = await f.booked({
      startDt: at(todayDay, '06:00'),
      endDt: at(todayDay, '06:20'),
      roomId: f.rooms.siam[1],
      note: 'ปิดห้องทำความสะอาด',
      confirmOutsideHours: true,
    });
    const response = await f.t.send(appointments.checkIn, {
      token: f.counter,
      params: { ...SIAM, id: block.id },
      payload: {},
    });
    expect(response.json.errorCode).toBe('APPT-NO-PATIENT');
  });

  it('moves by drag into another room and time; into an occupied slot it answers APPT-OVERLAP', async () => {
    const day = mondayAhead(6);
    const a = await f.booked({
      startDt: at(day, '10:00'),
      endDt: at(day, '10:30'),
      roomId: f.rooms.siam[0],
      patientId: f.patientId,
    });
    await f.booked({ startDt: at(day, '11:00'), endDt: at(day, '11:30'), roomId: f.rooms.siam[1] });
    const moved = await f.t.send(appointments.move, {
      token: f.assistant,
      params: { ...SIAM, id: a.id },
      payload: { startDt: at(day, '12:00'), endDt: at(day, '12:45'), roomId: f.rooms.siam[1] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json.data).toMatchObject({ roomId: f.rooms.siam[1], endDt: new Date(at(day, '12:45')).toISOString() });
    const clash = await f.t.send(appointments.move, {
      token: f.assistant,
      params: { ...SIAM, id: a.id },
      payload: { startDt: at(day, '11:15'), endDt: at(day, '11:45'), roomId: f.rooms.siam[1] },
    });
    expect(clash.json.errorCode).toBe('APPT-OVERLAP');
  });
});

describe('doctor view, patient history, tomorrow and drafts', () => {
  it('groups a range per f.doctor, every active f.doctor included', async () => {
    const day = mondayAhead(10);
    const a = await f.booked({
      startDt: at(day, '10:00'),
      endDt: at(day, '10:30'),
      roomId: f.rooms.siam[0],
      doctorUid: f.doctorUid,
      patientId: f.patientId,
    });
    const response = await f.t.send(appointments.byDoctor, {
      token: f.assistant,
      params: SIAM,
      query: { startDt: at(day, '00:00'), endDt: at(addDays(day, 1), '00:00') },
    });
    expect(response.statusCode, response.body).toBe(200);
    const doctors = response.json.data.doctors as { doctorUid: string; color: string; appointments: TAppointment[] }[];
    expect(doctors.map((d) => d.doctorUid).sort()).toEqual([f.doctorUid, f.doctor2Uid].sort());
    const mine = doctors.find((d) => d.doctorUid === f.doctorUid)!;
    expect(mine.color).toBe('#1e88e5');
    expect(mine.appointments.map((x) => x.id)).toEqual([a.id]);
    expect(doctors.find((d) => d.doctorUid === f.doctor2Uid)!.appointments).toEqual([]);

    const history = await f.t.send(appointments.ofPatient, {
      token: f.doctor,
      params: SIAM,
      query: { patientId: f.patientId },
    });
    expect(history.statusCode).toBe(200);
    const starts = history.json.data.appointments.map((x: TAppointment) => x.startDt);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(history.json.data.appointments.map((x: TAppointment) => x.id)).toContain(a.id);
  });

  it("counts tomorrow's calls to make and reminders for the bell", async () => {
    const tomorrow = addDays(bangkokDate(), 1);
    const before = (await f.t.send(appointments.tomorrowSummary, { token: f.counter, params: SIAM })).json.data;
    expect(before.date).toBe(tomorrow);
    await f.booked({
      startDt: at(tomorrow, '19:00'),
      endDt: at(tomorrow, '19:15'),
      roomId: f.rooms.siam[2],
      patientId: f.patientId,
      rmdId: 6,
      confirmOutsideHours: true,
    });
    await f.booked({
      startDt: at(tomorrow, '19:15'),
      endDt: at(tomorrow, '19:30'),
      roomId: f.rooms.siam[2],
      patientId: f.patientId,
      statusId: 2,
      confirmOutsideHours: true,
    });
    // A blocked slot is nobody to call.
    await f.booked({
      startDt: at(tomorrow, '19:30'),
      endDt: at(tomorrow, '19:45'),
      roomId: f.rooms.siam[2],
      confirmOutsideHours: true,
    });
    const after = (await f.t.send(appointments.tomorrowSummary, { token: f.counter, params: SIAM })).json.data;
    expect(after.total - before.total).toBe(2);
    expect(after.callsToMake - before.callsToMake).toBe(1);
    expect(after.reminders - before.reminders).toBe(1);
  });

  it("keeps each user's booking form as a draft until a booking is made", async () => {
    const empty = await f.t.send(appointments.draft, { token: f.assistant, params: SIAM });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json.data.draft).toBeNull();
    const saved = await f.t.send(appointments.draftCreate, {
      token: f.assistant,
      params: SIAM,
      payload: { form: { patientId: f.patientId, note: 'ครึ่งทาง', roomId: f.rooms.siam[0] } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const updated = await f.t.send(appointments.draftUpdate, {
      token: f.assistant,
      params: { ...SIAM, id: saved.json.data.id },
      payload: { form: { patientId: f.patientId, note: 'เกือบเสร็จ', roomId: f.rooms.siam[0] } },
    });
    expect(updated.json.data.form.note).toBe('เกือบเสร็จ');
    // Another user neither reads nor writes it.
    expect((await f.t.send(appointments.draft, { token: f.counter, params: SIAM })).json.data.draft).toBeNull();
    const foreign = await f.t.send(appointments.draftUpdate, {
      token: f.counter,
      params: { ...SIAM, id: saved.json.data.id },
      payload: { form: { note: 'ของคนอื่น' } },
    });
    expect(foreign.statusCode).toBe(404);
    const restored = await f.t.send(appointments.draft, { token: f.assistant, params: SIAM });
    expect(restored.json.data.draft.form).toMatchObject({ note: 'เกือบเสร็จ', patientId: f.patientId });
    const day = mondayAhead(11);
    await f.booked(
      { startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: f.rooms.siam[0], patientId: f.patientId },
      f.assistant,
    );
    expect((await f.t.send(appointments.draft, { token: f.assistant, params: SIAM })).json.data.draft).toBeNull();
  });
});
