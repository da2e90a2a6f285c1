import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canUse, clinics, type Endpoint } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Who may use the staff endpoints, and that no clinic reaches another's staff: by branch path
// (404 outside the clinic, 403 at a branch of one's clinic where one is not a member) and by row
// id (a yim-demo uid or membership id at ari: 404, rows unchanged).

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const THONGLOR = { clinicUrl: 'yim-demo', branchUrl: 'thonglor' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };

const STAFF = {
  manager: { email: 'manager@demo.yim.test', roles: [1] },
  doctor: { email: 'doctor@demo.yim.test', roles: [2] },
  counter: { email: 'counter@demo.yim.test', roles: [3] },
  assistant: { email: 'assistant@demo.yim.test', roles: [4] },
  headcounter: { email: 'headcounter@demo.yim.test', roles: [5] },
};

const STAFF_ENDPOINTS: Endpoint[] = [
  clinics.listStaff,
  clinics.addStaff,
  clinics.updateStaff,
  clinics.removeStaff,
  clinics.setDoctorWorkingHours,
  clinics.findStaffCandidate,
];

let t: TestApp;
const tokens: Record<string, string> = {};
let ariManager: string;
/** siam's doctor: the row the id paths name. */
let doctor: { uid: string; branchMemberId: number };

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, staff] of Object.entries(STAFF)) tokens[name] = await t.login(staff.email);
  ariManager = await t.login('manager@ari.yim.test');
  const rows = await t.db.owner.execute<{ uid: string; id: number }>(sql`
    select m.user_id as uid, m.id from branch_members m join users u on u.id = m.user_id
    where u.email = 'doctor@demo.yim.test' and m.branch_id = (select id from branches where url = 'siam')`);
  doctor = { uid: rows.rows[0]!.uid, branchMemberId: Number(rows.rows[0]!.id) };
});
afterAll(() => t.close());

/** A valid call of the endpoint at the given branch, naming siam's doctor where it takes a row. */
function validCall(endpoint: Endpoint, where: { clinicUrl: string; branchUrl: string }) {
  switch (endpoint.id) {
    case 'clinics.addStaff':
      return { params: where, payload: { email: 'superadmin@demo.yim.test', authIdItems: [3] } };
    case 'clinics.updateStaff':
      return { params: where, payload: { uid: doctor.uid, authIdItems: [2], drApptColor: '#e53935' } };
    case 'clinics.removeStaff':
      return { params: { ...where, uid: doctor.uid } };
    case 'clinics.setDoctorWorkingHours':
      return {
        params: where,
        payload: {
          branchMemberId: doctor.branchMemberId,
          doctorWorkingHours: [{ weekday: 0, startTime: '08:00', endTime: '09:00' }],
        },
      };
    case 'clinics.findStaffCandidate':
      return { params: { ...where, email: 'doctor@demo.yim.test' } };
    default:
      return { params: where };
  }
}

async function siamStaffRows() {
  const rows = await t.db.owner.execute(sql`
    select m.id, m.user_id, m.role_ids, m.dr_appt_color, m.deleted_at,
      (select json_agg(h order by h.id) from doctor_working_hours h where h.branch_member_id = m.id) as hours
    from branch_members m order by m.id`);
  return rows.rows;
}

describe('the role matrix on every staff endpoint', () => {
  it('refuses doctor and assistant (403) and serves manager, counter and head counter', async () => {
    for (const endpoint of STAFF_ENDPOINTS) {
      for (const [name, staff] of Object.entries(STAFF)) {
        // The removal last, so that the other calls still find the doctor.
        if (endpoint.method === 'DELETE') continue;
        const response = await t.send(endpoint, { token: tokens[name], ...validCall(endpoint, SIAM) });
        const label = `${endpoint.id} as ${name}: ${response.body}`;
        if (!canUse('userManage', staff.roles))
          expect([response.statusCode, response.json.errorCode], label).toEqual([403, 'PERMISSION_DENIED']);
        else if (endpoint.id === 'clinics.addStaff')
          // The first allowed caller adds, the next find the user already there.
          expect([200, 409], label).toContain(response.statusCode);
        else expect(response.statusCode, label).toBe(200);
      }
    }
    const removal: Endpoint = clinics.removeStaff;
    for (const name of ['doctor', 'assistant']) {
      const response = await t.send(removal, {
        token: tokens[name],
        ...validCall(removal, SIAM),
      });
      expect([response.statusCode, response.json.errorCode], name).toEqual([403, 'PERMISSION_DENIED']);
    }
    const removed = await t.send(removal, { token: tokens.headcounter, ...validCall(removal, SIAM) });
    expect(removed.statusCode, removed.body).toBe(200);
    // Bring the doctor back for the tenancy tests.
    await t.db.owner.execute(sql`update branch_members set deleted_at = null where id = ${doctor.branchMemberId}`);
  });
});

describe('tenancy of the staff endpoints', () => {
  it('gives manager@ari.yim.test nothing of yim-demo by branch path: 404 everywhere', async () => {
    const before = await siamStaffRows();
    for (const endpoint of STAFF_ENDPOINTS) {
      const response = await t.send(endpoint, { token: ariManager, ...validCall(endpoint, SIAM) });
      expect([response.statusCode, response.json.errorCode], endpoint.id).toEqual([404, 'BRANCH-NOT-FOUND']);
    }
    expect(await siamStaffRows()).toEqual(before);
  });

  it('gives manager@ari.yim.test nothing of yim-demo by row id at their own branch: 404, rows unchanged', async () => {
    const before = await siamStaffRows();
    for (const endpoint of [clinics.updateStaff, clinics.removeStaff, clinics.setDoctorWorkingHours]) {
      const response = await t.send(endpoint, { token: ariManager, ...validCall(endpoint, ARI) });
      expect(response.statusCode, `${endpoint.id}: ${response.body}`).toBe(404);
    }
    const list = await t.send(clinics.listStaff, { token: ariManager, params: ARI });
    expect(list.json.data.map((m: { email: string }) => m.email)).toEqual(['manager@ari.yim.test']);
    expect(await siamStaffRows()).toEqual(before);
  });

  it('refuses a counter of siam every staff endpoint at thonglor: 403', async () => {
    for (const endpoint of STAFF_ENDPOINTS) {
      const response = await t.send(endpoint, { token: tokens.counter, ...validCall(endpoint, THONGLOR) });
      expect([response.statusCode, response.json.errorCode], endpoint.id).toEqual([403, 'BRANCH-NOT-MEMBER']);
    }
  });

  it('answers 401 without a token', async () => {
    for (const endpoint of STAFF_ENDPOINTS) {
      const response = await t.send(endpoint, validCall(endpoint, SIAM));
      expect(response.statusCode, endpoint.id).toBe(401);
    }
  });
});
