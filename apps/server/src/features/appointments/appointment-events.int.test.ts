import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, appointments, bangkokDate, buildPath } from '@yim/contract';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createStreamTestApp, readEvents, type StreamTestApp } from '../../test/stream-test-app.ts';
import { sql } from 'drizzle-orm';

// Live updates (issue 10): every change an appointment call makes is told to the branch's open
// streams once it committed, as ids only; a refused change tells nothing.

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const at = (day: string, time: string) => `${day}T${time}:00+07:00`;

let testDb: TestDatabase;
let t: StreamTestApp;
let counter: string;
let doctor: string;
let roomId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  t = await createStreamTestApp(testDb.db, testDb, testConfig());
  [counter, doctor] = await Promise.all([t.login('counter@demo.yim.test'), t.login('doctor@demo.yim.test')]);
  const rooms = await t.db.owner.execute<{ id: number }>(
    sql`select r.id from rooms r join branches b on b.id = r.branch_id where b.url = 'siam' order by r.sort_order`,
  );
  roomId = Number(rooms.rows[0]!.id);
});
// Closing the app drops its test database too.
afterAll(() => t.close());

describe('GET /api/appointmentEvents/{c}/{b}', () => {
  it('tells a doctor watching the branch of a booking, a move and a cancel, with ids only; a refused booking tells nothing', async () => {
    const stream = await readEvents(`${t.baseUrl}${buildPath(appointments.events.path, SIAM)}`, doctor);
    expect(stream.status).toBe(200);
    const day = addDays(bangkokDate(), 50);
    const booked = await t.send(appointments.create, {
      token: counter,
      params: SIAM,
      payload: { startDt: at(day, '10:00'), endDt: at(day, '10:30'), roomId, confirmOutsideHours: true },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json.data.id as number;
    expect(await stream.next()).toEqual({ kind: 'appointment.booked', id });

    const refused = await t.send(appointments.create, {
      token: counter,
      params: SIAM,
      payload: { startDt: at(day, '10:15'), endDt: at(day, '10:45'), roomId, confirmOutsideHours: true },
    });
    expect(refused.json.errorCode).toBe('APPT-OVERLAP');
    await t.send(appointments.move, {
      token: counter,
      params: { ...SIAM, id },
      payload: { startDt: at(day, '11:00'), endDt: at(day, '11:30'), roomId, confirmOutsideHours: true },
    });
    // The next event is the move: the refused booking sent none.
    expect(await stream.next()).toEqual({ kind: 'appointment.moved', id });
    await t.send(appointments.cancel, { token: counter, params: { ...SIAM, id }, query: { reason: 'ทดสอบ' } });
    expect(await stream.next()).toEqual({ kind: 'appointment.cancelled', id });
    stream.close();
  });

  it('refuses a stream without a token and a token in the URL', async () => {
    const url = `${t.baseUrl}${buildPath(appointments.events.path, SIAM)}`;
    const anonymous = await readEvents(url, '');
    expect(anonymous.status).toBe(401);
    anonymous.close();
    const inUrl = await readEvents(`${url}?access_token=${counter}`, '');
    expect(inUrl.status).not.toBe(200);
    inUrl.close();
  });
});
