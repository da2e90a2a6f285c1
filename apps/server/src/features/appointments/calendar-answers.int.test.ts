import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, appointments, masters, patients, type TAppointment } from '@yim/contract';
import { buildApp } from '../../app.ts';
import {
  at,
  mondayAhead,
  openAppointmentFixture,
  SIAM,
  type AppointmentFixture,
} from '../../test/appointment-fixture.ts';
import { wrap, type TestApp } from '../../test/test-app.ts';

// Issue 10, performance: the branch calendar's answers are kept per clinic calendar version
// (calendar-answers.service.ts, migration 0026). Each test proves both halves: a change made behind the
// triggers' back is not seen (the answer is kept), and every change made the normal way is.

let f: AppointmentFixture;
const day = mondayAhead(3);
const week = { startDt: at(day, '00:00'), endDt: at(addDays(day, 7), '00:00') };

beforeAll(async () => {
  f = await openAppointmentFixture();
});
afterAll(() => f.t.close());

const listWeek = async (t: Pick<TestApp, 'send'> = f.t) => {
  const response = await t.send(appointments.list, { token: f.counter, params: SIAM, query: week });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data.appointments as TAppointment[];
};
const shown = async (id: number, t: Pick<TestApp, 'send'> = f.t) => (await listWeek(t)).find((a) => a.id === id);

/** Changes a note with the triggers switched off for the statement, as no code path of the app can. */
async function changeNoteUnseen(id: number, note: string) {
  await f.t.db.owner.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update appointments set note = ${note} where id = ${id}`);
  });
}

async function calendarVersion(): Promise<number> {
  const rows = await f.t.db.owner.execute<{ version: string }>(
    sql`select v.version from calendar_versions v join clinics c on c.id = v.clinic_id where c.url = ${SIAM.clinicUrl}`,
  );
  return Number(rows.rows[0]?.version ?? 0);
}

describe('the branch calendar answer (GET /api/appointment/{c}/{b})', () => {
  it('is kept until an appointment changes, and every appointment write moves the version', async () => {
    const booked = await f.booked({
      startDt: at(day, '09:00'),
      endDt: at(day, '09:30'),
      roomId: f.rooms.siam[0],
      patientId: f.patientId,
      note: 'ก่อน',
    });
    expect((await shown(booked.id))?.note).toBe('ก่อน');

    await changeNoteUnseen(booked.id, 'แอบเปลี่ยน');
    expect((await shown(booked.id))?.note, 'answered from the cache').toBe('ก่อน');

    const before = await calendarVersion();
    const moved = await f.t.send(appointments.move, {
      token: f.counter,
      params: { ...SIAM, id: booked.id },
      payload: { startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId: f.rooms.siam[1] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await calendarVersion()).toBeGreaterThan(before);
    expect(await shown(booked.id)).toMatchObject({ note: 'แอบเปลี่ยน', roomId: f.rooms.siam[1] });

    const cancelled = await f.t.send(appointments.cancel, {
      token: f.counter,
      params: { ...SIAM, id: booked.id },
      query: { reason: 'ทดสอบ' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await shown(booked.id)).toBeUndefined();
  });

  it("shows a patient's new name and a planned treatment's new name at once", async () => {
    const booked = await f.booked({
      startDt: at(day, '13:00'),
      endDt: at(day, '13:30'),
      roomId: f.rooms.siam[2],
      patientId: f.patientId,
      aptTreatItems: [f.checkupId],
    });
    expect(await shown(booked.id)).toMatchObject({ treatmentTitle: 'ตรวจสุขภาพช่องปาก' });

    const renamed = await f.t.send(patients.update, {
      token: f.counter,
      params: { ...SIAM, id: f.patientId },
      payload: { firstNameTh: 'เปลี่ยนชื่อ', lastNameTh: 'ทดสอบ', mobile: '0891112222' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await shown(booked.id))?.patient?.firstNameTh).toBe('เปลี่ยนชื่อ');

    const treatment = await f.t.send(masters.apptTreatUpdate, {
      token: f.manager,
      params: { ...SIAM, id: f.checkupId },
      payload: { code: 'CHECKUP', nameTh: 'ตรวจฟันประจำปี', nameEn: 'Yearly check-up' },
    });
    expect(treatment.statusCode, treatment.body).toBe(200);
    expect(await shown(booked.id)).toMatchObject({
      treatmentTitle: 'ตรวจฟันประจำปี',
      treatmentTitleEn: 'Yearly check-up',
    });
  });

  it("hears the owner's writes too (the reminder sweep marks reminders outside any request)", async () => {
    const booked = await f.booked({
      startDt: at(day, '15:00'),
      endDt: at(day, '15:30'),
      roomId: f.rooms.siam[0],
      patientId: f.patientId,
      rmdId: 6,
    });
    expect((await shown(booked.id))?.reminderSentAt).toBeNull();
    await f.t.db.owner.execute(
      sql`update appointments set reminder_sent_at = now(), reminder_delivery = '{}' where id = ${booked.id}`,
    );
    expect((await shown(booked.id))?.reminderSentAt).not.toBeNull();
  });

  it('is not shared with a second server instance, which sees the first one’s changes at once', async () => {
    const otherDb = await f.t.testDb.openAnother();
    const second = wrap(
      await buildApp({ config: f.t.config, db: otherDb, logger: false }),
      otherDb,
      f.t.testDb,
      f.t.config,
    );
    try {
      const before = (await listWeek(second)).length;
      const booked = await f.booked({
        startDt: at(addDays(day, 1), '09:00'),
        endDt: at(addDays(day, 1), '09:30'),
        roomId: f.rooms.siam[0],
        patientId: f.patientId,
      });
      const after = await listWeek(second);
      expect(after).toHaveLength(before + 1);
      expect(after.map((a) => a.id)).toContain(booked.id);
    } finally {
      await second.app.close();
    }
  });

  it('is gzipped for a client that accepts it (every browser), the same JSON as plain', async () => {
    const plain = await f.t.send(appointments.list, { token: f.counter, params: SIAM, query: week });
    const zipped = await f.t.send(appointments.list, {
      token: f.counter,
      params: SIAM,
      query: week,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zipped.headers['cache-control']).toBe('no-store');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json);
    expect(plain.json.data.appointments.length).toBeGreaterThan(1);
  });

  it('still checks the caller first: another clinic’s manager gets no kept answer', async () => {
    await listWeek();
    const outsider = await f.t.send(appointments.list, { token: f.ariManager, params: SIAM, query: week });
    // A clinic that is not theirs does not exist for them.
    expect(outsider.statusCode).toBe(404);
    expect(outsider.body).not.toContain('appointments');
  });
});
