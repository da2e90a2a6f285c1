import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, type TStaffMember } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };

let t: TestApp;
let manager: string;
let counter: string;
let headcounter: string;

/** A registered user who works nowhere yet, made by the owner as registration would. */
async function registerUser(email: string) {
  await t.db.owner.execute(sql`insert into users (email, password_hash, first_name_th, last_name_th, activated_at)
    select ${email}, password_hash, 'ใหม่', 'ทดสอบ', now() from users where email = 'counter@demo.yim.test'`);
}

async function staff(query: { activeMembersOnly?: 'true' | 'false' } = {}): Promise<TStaffMember[]> {
  const response = await t.send(clinics.listStaff, { params: SIAM, token: counter, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data;
}

const member = async (email: string) => (await staff({ activeMembersOnly: 'false' })).find((m) => m.email === email)!;

async function lastAudit(entity: string) {
  const rows = await t.db.owner.execute<{ action: string; entity_id: string }>(
    sql`select action, entity_id from audit_log where entity = ${entity} order by id desc limit 1`,
  );
  return rows.rows[0];
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager@demo.yim.test');
  counter = await t.login('counter@demo.yim.test');
  headcounter = await t.login('headcounter@demo.yim.test');
  await registerUser('newdoc@demo.yim.test');
  await registerUser('newmanager@demo.yim.test');
});
afterAll(() => t.close());

describe('GET /api/branchMember/{c}/{b}', () => {
  it('lists the staff with roles, colours and the seeded working hours of the doctors', async () => {
    const list = await staff();
    expect(list).toHaveLength(6);
    const doctor = list.find((m) => m.email === 'doctor@demo.yim.test')!;
    expect(doctor).toMatchObject({ authIdItems: [2], drApptColor: '#1e88e5', deletedAt: null });
    expect(doctor.doctorWorkingHours.map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5]);
    const doctor2 = list.find((m) => m.email === 'doctor2@demo.yim.test')!;
    expect(doctor2.doctorWorkingHours.filter((h) => h.weekday === 6)).toEqual([
      { weekday: 6, startTime: '09:00', endTime: '12:00' },
      { weekday: 6, startTime: '13:00', endTime: '17:00' },
    ]);
  });
});

describe('POST /api/branchMember/{c}/{b}', () => {
  it('adds a registered user by e-mail with two roles, audited', async () => {
    const response = await t.send(clinics.addStaff, {
      params: SIAM,
      token: counter,
      payload: {
        email: ' NewDoc@demo.yim.test ',
        authIdItems: [2, 4],
        drApptColor: '#8E24AA',
        drFeeSharePercent: 40.5,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json.data).toMatchObject({
      email: 'newdoc@demo.yim.test',
      authIdItems: [2, 4],
      drApptColor: '#8e24aa',
      drFeeSharePercent: 40.5,
      deletedAt: null,
    });
    expect(await lastAudit('branch.member')).toEqual({
      action: 'create',
      entity_id: String(response.json.data.branchMemberId),
    });
    const again = await t.send(clinics.addStaff, {
      params: SIAM,
      token: counter,
      payload: { email: 'newdoc@demo.yim.test', authIdItems: [3] },
    });
    expect([again.statusCode, again.json.errorCode]).toEqual([409, 'STAFF-ALREADY-MEMBER']);
  });

  it('answers 404 for an e-mail nobody registered', async () => {
    const response = await t.send(clinics.addStaff, {
      params: SIAM,
      token: counter,
      payload: { email: 'nobody@demo.yim.test', authIdItems: [3] },
    });
    expect([response.statusCode, response.json.errorCode]).toEqual([404, 'STAFF-USER-NOT-FOUND']);
  });

  it.each([
    ['no role', { email: 'newmanager@demo.yim.test', authIdItems: [] }],
    ['an unknown role', { email: 'newmanager@demo.yim.test', authIdItems: [9] }],
    ['a repeated role', { email: 'newmanager@demo.yim.test', authIdItems: [3, 3] }],
    ['no e-mail address', { email: 'not-an-address', authIdItems: [3] }],
    ['a fee share over 100%', { email: 'newmanager@demo.yim.test', authIdItems: [2], drFeeSharePercent: 120 }],
    ['a colour that is no colour', { email: 'newmanager@demo.yim.test', authIdItems: [2], drApptColor: 'red' }],
  ])('refuses %s with 422', async (_label, payload) => {
    const response = await t.send(clinics.addStaff, { params: SIAM, token: counter, payload });
    expect(response.statusCode, response.body).toBe(422);
  });

  it('lets only a manager grant the manager role', async () => {
    const byCounter = await t.send(clinics.addStaff, {
      params: SIAM,
      token: counter,
      payload: { email: 'newmanager@demo.yim.test', authIdItems: [1] },
    });
    expect([byCounter.statusCode, byCounter.json.errorCode]).toEqual([403, 'STAFF-MANAGER-ONLY']);
    expect(await member('newmanager@demo.yim.test')).toBeUndefined();
    const byManager = await t.send(clinics.addStaff, {
      params: SIAM,
      token: manager,
      payload: { email: 'newmanager@demo.yim.test', authIdItems: [1] },
    });
    expect(byManager.statusCode, byManager.body).toBe(200);
  });
});

describe('PUT /api/branchMember/{c}/{b}', () => {
  it('changes roles, colour and fee share, audited', async () => {
    const { uid, branchMemberId } = await member('newdoc@demo.yim.test');
    const response = await t.send(clinics.updateStaff, {
      params: SIAM,
      token: headcounter,
      payload: { uid, authIdItems: [2], drApptColor: '#43a047', drFeeSharePercent: 50 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await member('newdoc@demo.yim.test')).toMatchObject({
      authIdItems: [2],
      drApptColor: '#43a047',
      drFeeSharePercent: 50,
    });
    expect(await lastAudit('branch.member')).toEqual({ action: 'update', entity_id: String(branchMemberId) });
  });

  it('refuses a counter taking the manager role from someone, and an unknown uid', async () => {
    const { uid } = await member('newmanager@demo.yim.test');
    const response = await t.send(clinics.updateStaff, {
      params: SIAM,
      token: counter,
      payload: { uid, authIdItems: [3] },
    });
    expect([response.statusCode, response.json.errorCode]).toEqual([403, 'STAFF-MANAGER-ONLY']);
    expect((await member('newmanager@demo.yim.test')).authIdItems).toEqual([1]);
    const unknown = await t.send(clinics.updateStaff, {
      params: SIAM,
      token: manager,
      payload: { uid: '00000000-0000-4000-8000-000000000000', authIdItems: [3] },
    });
    expect(unknown.statusCode).toBe(404);
    const invalid = await t.send(clinics.updateStaff, {
      params: SIAM,
      token: manager,
      payload: { uid: 'not-a-uuid', authIdItems: [3] },
    });
    expect(invalid.statusCode).toBe(422);
  });
});

describe('POST /api/branchMember/doctorWorkingHour/{c}/{b}', () => {
  it("replaces a doctor's working hours, audited", async () => {
    const { branchMemberId } = await member('newdoc@demo.yim.test');
    const doctorWorkingHours = [
      { weekday: 1, startTime: '09:00', endTime: '12:00' },
      { weekday: 1, startTime: '13:00', endTime: '18:00' },
      { weekday: 3, startTime: '10:00', endTime: '16:00' },
    ];
    const response = await t.send(clinics.setDoctorWorkingHours, {
      params: SIAM,
      token: counter,
      payload: { branchMemberId, doctorWorkingHours },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await member('newdoc@demo.yim.test')).doctorWorkingHours).toEqual(doctorWorkingHours);
    expect(await lastAudit('branch.doctorWorkingHours')).toEqual({
      action: 'update',
      entity_id: String(branchMemberId),
    });
    const cleared = await t.send(clinics.setDoctorWorkingHours, {
      params: SIAM,
      token: counter,
      payload: { branchMemberId, doctorWorkingHours: doctorWorkingHours.slice(2) },
    });
    expect(cleared.json.data.doctorWorkingHours).toEqual(doctorWorkingHours.slice(2));
  });

  it.each([
    ['an end before the start', [{ weekday: 2, startTime: '12:00', endTime: '09:00' }]],
    [
      'overlapping periods',
      [
        { weekday: 2, startTime: '09:00', endTime: '12:00' },
        { weekday: 2, startTime: '11:00', endTime: '15:00' },
      ],
    ],
    ['weekday 7', [{ weekday: 7, startTime: '09:00', endTime: '12:00' }]],
  ])('refuses %s with 422', async (_label, doctorWorkingHours) => {
    const { branchMemberId } = await member('newdoc@demo.yim.test');
    const response = await t.send(clinics.setDoctorWorkingHours, {
      params: SIAM,
      token: counter,
      payload: { branchMemberId, doctorWorkingHours },
    });
    expect(response.statusCode, response.body).toBe(422);
  });

  it('refuses a member who is not a doctor', async () => {
    const { branchMemberId } = await member('counter@demo.yim.test');
    const response = await t.send(clinics.setDoctorWorkingHours, {
      params: SIAM,
      token: counter,
      payload: { branchMemberId, doctorWorkingHours: [] },
    });
    expect([response.statusCode, response.json.errorCode]).toEqual([409, 'STAFF-NOT-DOCTOR']);
  });
});

describe('DELETE /api/branchMember/{c}/{b}/{uid}', () => {
  it('deactivates a member, who stays in history, and brings them back when added again', async () => {
    const { uid, branchMemberId } = await member('newdoc@demo.yim.test');
    const response = await t.send(clinics.removeStaff, { params: { ...SIAM, uid }, token: counter });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json.data.deletedAt).not.toBeNull();
    expect((await staff()).some((m) => m.uid === uid)).toBe(false);
    expect((await member('newdoc@demo.yim.test')).deletedAt).not.toBeNull();
    expect(await lastAudit('branch.member')).toEqual({ action: 'delete', entity_id: String(branchMemberId) });
    const twice = await t.send(clinics.removeStaff, { params: { ...SIAM, uid }, token: counter });
    expect(twice.statusCode).toBe(404);

    const back = await t.send(clinics.addStaff, {
      params: SIAM,
      token: counter,
      payload: { email: 'newdoc@demo.yim.test', authIdItems: [4] },
    });
    expect(back.json.data).toMatchObject({ branchMemberId, authIdItems: [4], deletedAt: null });
    expect(await lastAudit('branch.member')).toEqual({ action: 'restore', entity_id: String(branchMemberId) });
  });

  it('never leaves the branch without an active manager', async () => {
    const managers = (await staff()).filter((m) => m.authIdItems.includes(1));
    expect(managers.map((m) => m.email).sort()).toEqual([
      'doctor2@demo.yim.test',
      'manager@demo.yim.test',
      'newmanager@demo.yim.test',
    ]);
    const me = managers.find((m) => m.email === 'manager@demo.yim.test')!;
    // Two of the three managers go; the last one can neither leave nor drop the role.
    for (const other of managers.filter((m) => m.uid !== me.uid)) {
      const removed = await t.send(clinics.removeStaff, { params: { ...SIAM, uid: other.uid }, token: manager });
      expect(removed.statusCode, removed.body).toBe(200);
    }
    const leave = await t.send(clinics.removeStaff, { params: { ...SIAM, uid: me.uid }, token: manager });
    expect([leave.statusCode, leave.json.errorCode]).toEqual([409, 'STAFF-LAST-MANAGER']);
    const demote = await t.send(clinics.updateStaff, {
      params: SIAM,
      token: manager,
      payload: { uid: me.uid, authIdItems: [2] },
    });
    expect([demote.statusCode, demote.json.errorCode]).toEqual([409, 'STAFF-LAST-MANAGER']);
    expect((await member('manager@demo.yim.test')).authIdItems).toEqual([1]);
  });
});

describe('GET /api/branchMember/unAuthorizeUser/{c}/{b}/{email}', () => {
  it('finds a registered user, says whether they work here, and answers null for an unknown address', async () => {
    await registerUser('candidate@demo.yim.test');
    const found = await t.send(clinics.findStaffCandidate, {
      params: { ...SIAM, email: 'candidate@demo.yim.test' },
      token: manager,
    });
    expect(found.json.data).toMatchObject({ email: 'candidate@demo.yim.test', alreadyMember: false });
    const member = await t.send(clinics.findStaffCandidate, {
      params: { ...SIAM, email: 'counter@demo.yim.test' },
      token: manager,
    });
    expect(member.json.data).toMatchObject({ alreadyMember: true });
    const unknown = await t.send(clinics.findStaffCandidate, {
      params: { ...SIAM, email: 'nobody@demo.yim.test' },
      token: manager,
    });
    expect([unknown.statusCode, unknown.json.data]).toEqual([200, null]);
    const invalid = await t.send(clinics.findStaffCandidate, { params: { ...SIAM, email: 'nope' }, token: manager });
    expect(invalid.statusCode).toBe(422);
  });

  it('is rate-limited per user: the eleventh look-up in a minute answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.send(clinics.findStaffCandidate, {
        params: { ...SIAM, email: `probe${i}@demo.yim.test` },
        token: headcounter,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
