import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { appointments, nationalIdCheckDigit, patients } from '@yim/contract';
import {
  at,
  mondayAhead,
  openAppointmentFixture,
  SIAM,
  THONGLOR,
  type AppointmentFixture,
} from '../../test/appointment-fixture.ts';

// Co-payment scheme appointments (status 11 NHSO, 12 KTB Paotang) through the schemes' sandboxes
// (docs/integrations.md): a national id ending in 0 has no data with either scheme (N3, K3), one
// ending in 8 has no KTB right left (K4), one ending in 99 meets a scheme that does not answer.
// The demo's siam branch is linked with both schemes; thonglor with neither.

let f: AppointmentFixture;
beforeAll(async () => {
  f = await openAppointmentFixture();
});
afterAll(() => f.t.close());

let idsMade = 0;
/** A valid Thai national id, new to the clinic, whose last digits are `ending` (the check digit is the last). */
function nationalIdEndingIn(ending: string): string {
  for (let n = 1000 * ++idsMade; ; n++) {
    const twelve = `11037${String(n).padStart(7, '0')}`;
    const id = `${twelve}${nationalIdCheckDigit(twelve)}`;
    if (id.endsWith(ending)) return id;
  }
}

async function patientWithId(personalId: string, params = SIAM): Promise<number> {
  const response = await f.t.send(patients.create, {
    token: f.counter,
    params,
    payload: { firstNameTh: 'ร่วมจ่าย', lastNameTh: 'ทดสอบ', personalType: '1', personalId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data.id;
}

let halfHours = 0;
/** Monday at siam, a half hour of its own from 10:00, room 1 and the demo doctor (Mondays 10:00–19:00). */
function slot(day = mondayAhead(1)) {
  const from = 10 * 60 + 30 * halfHours++;
  const time = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return {
    startDt: at(day, time(from)),
    endDt: at(day, time(from + 30)),
    roomId: f.rooms.siam[0],
    doctorUid: f.doctorUid,
  };
}

/** The scheme sandbox's visits of one person: whether each is still open. */
async function schemeVisits(table: 'sandbox_nhso_visits' | 'sandbox_ktb_visits', personalId: string) {
  const rows = await f.t.db.owner.execute<{ cancelled_at: string | null }>(
    sql`select cancelled_at from ${sql.identifier(table)} where personal_id = ${personalId} order by id`,
  );
  return rows.rows.map((row) => (row.cancelled_at === null ? 'open' : 'cancelled'));
}

describe('co-payment scheme appointments', () => {
  it('books an NHSO visit with the appointment, authenticates it at check-in and cancels it with the appointment', async () => {
    const personalId = nationalIdEndingIn('1');
    const patientId = await patientWithId(personalId);
    const booked = await f.booked({ ...slot(), patientId, statusId: 11 });
    expect(booked.statusId).toBe(11);
    expect(booked.nhsoVisitBookingNo).toMatch(/^B\d{8}\d+$/);

    const cancelled = await f.t.send(appointments.cancel, {
      token: f.counter,
      params: { ...SIAM, id: booked.id },
      query: { reason: 'ผู้ป่วยขอยกเลิก' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await schemeVisits('sandbox_nhso_visits', personalId)).toEqual(['cancelled']);
  });

  it('authenticates the NHSO visit when the patient checks in today', async () => {
    const patientId = await patientWithId(nationalIdEndingIn('2'));
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const booked = await f.booked({
      startDt: at(today, '05:00'),
      endDt: at(today, '05:20'),
      roomId: f.rooms.siam[2],
      doctorUid: null,
      patientId,
      statusId: 11,
      confirmOutsideHours: true,
    });
    const response = await f.t.send(appointments.checkIn, {
      token: f.counter,
      params: { ...SIAM, id: booked.id },
      payload: { checkinNote: '' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json.data.statusId).toBe(5);
    expect(response.json.data.nhsoVisitNo).toMatch(/^V\d{8}\d+$/);
  });

  it("answers the scheme's 'No data found' as it is, and books nothing", async () => {
    for (const statusId of [11, 12]) {
      const patientId = await patientWithId(nationalIdEndingIn('0'));
      const response = await f.book({ ...slot(), patientId, statusId });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json).toEqual({ errorCode: 'APPT-SCHEME-NO-DATA', errorMessage: 'No data found' });
    }
    const list = await f.t.send(appointments.list, {
      token: f.counter,
      params: SIAM,
      query: { startDt: at(mondayAhead(1), '00:00'), endDt: at(mondayAhead(1), '23:59'), statusId: 11 },
    });
    expect(list.statusCode, list.body).toBe(200);
    // The one NHSO appointment of that Monday is the first test's, cancelled.
    expect(list.json.data.appointments).toEqual([]);
  });

  it('opens a KTB Paotang visit, and refuses one without a right left', async () => {
    const patientId = await patientWithId(nationalIdEndingIn('3'));
    const booked = await f.booked({ ...slot(), patientId, statusId: 12 });
    expect(booked).toMatchObject({ statusId: 12, linkedWithKtbPaotang: true });
    const refused = await f.book({ ...slot(), patientId: await patientWithId(nationalIdEndingIn('8')), statusId: 12 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.errorCode).toBe('APPT-SCHEME-NOT-ELIGIBLE');
  });

  it('cancels the scheme visit again when the appointment then loses its slot', async () => {
    const taken = slot();
    await f.booked({ ...taken, roomId: null });
    const personalId = nationalIdEndingIn('4');
    const patientId = await patientWithId(personalId);
    const response = await f.book({ ...taken, patientId, statusId: 12 });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json.errorCode).toBe('APPT-OVERLAP');
    // The overlap is the database's to find, after the scheme opened the visit: it is closed again.
    expect(await schemeVisits('sandbox_ktb_visits', personalId)).toEqual(['cancelled']);
  });

  it('needs a linked branch, a registered patient with a national id, and an answering scheme', async () => {
    const withoutId = await patientWithId('');
    const cases: [Record<string, unknown>, number, string, typeof SIAM?][] = [
      [{ patientId: withoutId, statusId: 11 }, 422, 'APPT-SCHEME-NO-ID'],
      [
        { newPatient: { firstNameTh: 'ใหม่', lastNameTh: 'ร่วมจ่าย', mobile: '0812223333' }, statusId: 11 },
        422,
        'APPT-SCHEME-NO-ID',
      ],
      [{ patientId: await patientWithId(nationalIdEndingIn('99')), statusId: 11 }, 503, 'INTEGRATION-UNAVAILABLE'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await f.book({ ...slot(), ...payload });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json.errorCode).toBe(code);
    }
    const day = mondayAhead(1);
    const atThonglor = await f.book(
      {
        startDt: at(day, '10:00'),
        endDt: at(day, '10:30'),
        roomId: f.rooms.thonglor[0],
        doctorUid: null,
        patientId: withoutId,
        statusId: 11,
      },
      f.manager,
      THONGLOR,
    );
    expect(atThonglor.statusCode, atThonglor.body).toBe(409);
    expect(atThonglor.json.errorCode).toBe('APPT-SCHEME-NOT-LINKED');
  });

  it("keeps a scheme appointment's day, branch and kind: another day is cancel and book again", async () => {
    const patientId = await patientWithId(nationalIdEndingIn('5'));
    const booked = await f.booked({ ...slot(), patientId, statusId: 11 });
    const nextWeek = mondayAhead(2);
    const moved = await f.t.send(appointments.move, {
      token: f.counter,
      params: { ...SIAM, id: booked.id },
      payload: {
        startDt: at(nextWeek, '11:00'),
        endDt: at(nextWeek, '11:30'),
        roomId: booked.roomId,
        doctorUid: booked.doctorUid,
      },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json.errorCode).toBe('APPT-SCHEME-LOCKED');
    // Within its day it moves as any other.
    const sameDay = booked.startDt.slice(0, 10);
    const later = await f.t.send(appointments.move, {
      token: f.counter,
      params: { ...SIAM, id: booked.id },
      payload: {
        startDt: at(sameDay, '18:00'),
        endDt: at(sameDay, '18:30'),
        roomId: booked.roomId,
        doctorUid: booked.doctorUid,
      },
    });
    expect(later.statusCode, later.body).toBe(200);
    // An ordinary appointment does not become a scheme one by an edit.
    const plain = await f.booked({ ...slot(), patientId });
    const edit = await f.t.send(appointments.update, {
      token: f.counter,
      params: { ...SIAM, id: plain.id },
      payload: { ...slot(), startDt: plain.startDt, endDt: plain.endDt, patientId, statusId: 12 },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json.errorCode).toBe('APPT-SCHEME-LOCKED');
  });
});
