import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, bangkokDate, COMPREHENSIVE_EXAM_CODE, treatments } from '@yim/contract';
import { SIAM, at, openAppointmentFixture, type AppointmentFixture } from '../../test/appointment-fixture.ts';

// Issue 16, milestone 2: the comprehensive examination proposed at a patient's first visit.

let f: AppointmentFixture;
beforeAll(async () => {
  f = await openAppointmentFixture();
});
afterAll(() => f.t.close());

const ask = (token = f.doctor) =>
  f.t.send(treatments.firstVisit, { token, params: SIAM, query: { patientId: f.patientId } as never });

describe('GET /api/treatment/firstVisit', () => {
  it('proposes the seeded comprehensive examination until the patient has a record', async () => {
    const first = await ask();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json.data).toMatchObject({
      firstVisit: true,
      comprehensiveExam: { code: COMPREHENSIVE_EXAM_CODE, price: 500, deletedAt: null },
    });
    const entry = first.json.data.comprehensiveExam;
    const booked = await f.booked({
      startDt: at(bangkokDate(), '00:15'),
      endDt: at(bangkokDate(), '00:30'),
      roomId: f.rooms.siam[0],
      patientId: f.patientId,
      confirmOutsideHours: true,
    });
    await f.t.send(appointments.checkIn, { token: f.counter, params: { ...SIAM, id: booked.id } });
    const created = await f.t.send(treatments.create, {
      token: f.doctor,
      params: SIAM,
      payload: {
        appointmentId: booked.id,
        doctorUid: f.doctorUid,
        lines: [{ kind: 'treatment', masterId: entry.id, price: entry.price }],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const later = await ask(f.counter);
    expect(later.json.data.firstVisit).toBe(false);
    const bad = await f.t.send(treatments.firstVisit, { token: f.doctor, params: SIAM, query: {} as never });
    expect(bad.statusCode).toBe(422);
  });
});
