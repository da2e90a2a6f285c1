import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, appointments, bangkokDate, patients, type TAppointment } from '@yim/contract';
import { createTestApp, signInDemoRoles, type TestApp } from './test-app.ts';

// What the appointment integration tests share: the demo branches, their rooms and doctors, a
// patient of their own, and booking helpers (features/appointments/*.int.test.ts).

export const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
export const THONGLOR = { clinicUrl: 'yim-demo', branchUrl: 'thonglor' };
export const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };

/** A Bangkok wall-clock time as the instant the API takes. */
export const at = (day: string, time: string) => `${day}T${time}:00+07:00`;

/** The first Monday at least three weeks ahead: the demo doctor works Mondays 10:00–19:00. */
export function mondayAhead(weeks: number): string {
  let day = addDays(bangkokDate(), 21 + 7 * weeks);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return day;
}

export type AppointmentFixture = Awaited<ReturnType<typeof openAppointmentFixture>>;

/** An app on a fresh copy of the seeded database, signed in as each demo role of siam and ari. */
/** `config`: settings over the test defaults (an SMTP sink's address, say). */
export async function openAppointmentFixture(config: Record<string, string> = {}) {
  const t: TestApp = await createTestApp(config);
  const { counter, doctor, assistant, manager, ariManager } = await signInDemoRoles(t);
  const roomRows = await t.db.owner.execute<{ id: number; url: string }>(
    sql`select r.id, b.url from rooms r join branches b on b.id = r.branch_id order by r.sort_order`,
  );
  const rooms = {
    siam: roomRows.rows.filter((r) => r.url === 'siam').map((r) => Number(r.id)),
    thonglor: roomRows.rows.filter((r) => r.url === 'thonglor').map((r) => Number(r.id)),
  };
  const userRows = await t.db.owner.execute<{ id: string; email: string }>(
    sql`select id, email from users where email in ('doctor@demo.yim.test', 'doctor2@demo.yim.test')`,
  );
  const doctorUid = userRows.rows.find((u) => u.email === 'doctor@demo.yim.test')!.id;
  const doctor2Uid = userRows.rows.find((u) => u.email === 'doctor2@demo.yim.test')!.id;
  const checkup = await t.db.owner.execute<{ id: number }>(
    sql`select e.id from master_entries e join branches b on b.id = e.branch_id
        where b.url = 'siam' and e.kind = 'apptTreat' and e.code = 'CHECKUP'`,
  );
  const checkupId = Number(checkup.rows[0]!.id);
  const patient = await t.send(patients.create, {
    token: counter,
    params: SIAM,
    payload: { firstNameTh: 'นัดหมาย', lastNameTh: 'ทดสอบ', mobile: '0891112222' },
  });
  const patientId: number = patient.json.data.id;

  const book = (payload: Record<string, unknown>, token = counter, params = SIAM) =>
    t.send(appointments.create, { token, params, payload });
  const booked = async (payload: Record<string, unknown>, token = counter): Promise<TAppointment> => {
    const response = await book(payload, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json.data;
  };
  const auditActions = async (id: number) => {
    const rows = await t.db.owner.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'appointment' and entity_id = ${String(id)} order by id`,
    );
    return rows.rows.map((r) => r.action);
  };
  return {
    t,
    counter,
    doctor,
    assistant,
    manager,
    ariManager,
    rooms,
    doctorUid,
    doctor2Uid,
    patientId,
    checkupId,
    book,
    booked,
    auditActions,
  };
}
