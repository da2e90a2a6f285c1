import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  clinics,
  masters,
  media,
  ortho,
  patients,
  payments,
  receipts,
  treatments,
  type Endpoint,
} from '@yim/contract';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Issue 21, ADR 0017: the lists of a patient's page, the forms' pickers and the settings' and
// staff lists are prepared statements, so that PostgreSQL plans them (with their row-level
// security) once per connection and PGlite takes one call for each instead of two. On PGlite an
// unprepared statement shows as a Parse message ('P') on every request; a prepared one, once
// warm, only binds ('B'). The bench (sql-baseline.mjs) measured the patient's appointments, plans
// and ortho packages at 1.3–1.8 times the server's CPU per request before they were prepared.

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };

let t: TestApp;
let token: string;
/** The first byte of every message the app sends into PGlite while recording. */
let recorded: string[] | null = null;
const original = PGlite.prototype.execProtocolStream;

/** The messages one request sends once its statements have met the connection. */
async function messagesOfWarmRequest(endpoint: Endpoint, options: Parameters<TestApp['send']>[1]) {
  for (let run = 0; run < 2; run += 1) expect((await t.send(endpoint, options)).statusCode).toBe(200);
  recorded = [];
  expect((await t.send(endpoint, options)).statusCode).toBe(200);
  const messages = recorded;
  recorded = null;
  return messages;
}

// PGlite only: on PostgreSQL a prepared statement lives on one pooled connection of several.
describe.skipIf(process.env.TEST_DATABASE_URL)('the clinic’s lists on PGlite', () => {
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('manager@demo.yim.test');
    PGlite.prototype.execProtocolStream = function (message, options) {
      recorded?.push(String.fromCharCode(message[0]!));
      return original.call(this, message, options);
    };
  });
  afterAll(async () => {
    PGlite.prototype.execProtocolStream = original;
    await t.close();
  });

  it.each([
    ['appointments', appointments.ofPatient, { params: SIAM, query: { patientId: 1 } }],
    ['treatment plans', treatments.planOfPatient, { params: { ...SIAM, patientId: 1 } }],
    ['ortho packages', ortho.userList, { params: SIAM, query: { uid: 1 } }],
    ['overdue lines', treatments.overdueItems, { params: SIAM, query: { patientId: 1 } }],
    ['the ortho packages to assign', ortho.list, { params: SIAM }],
    ['ortho masters', ortho.masterList, { params: SIAM, query: { scope: 'branch', offset: 0, limit: 20 } }],
    [
      'ortho templates by name',
      ortho.masterList,
      { params: SIAM, query: { scope: 'template', keyword: 'โลหะ', offset: 0, limit: 20 } },
    ],
    ['protocol photos', media.protocolList, { params: { ...SIAM, patientId: 1 }, query: { limit: 10 } }],
    ['history', patients.history, { params: { ...SIAM, id: 1 }, query: { offset: 0, limit: 20 } }],
    [
      'the treatment picker',
      masters.treatList,
      { params: SIAM, query: { offset: 0, limit: 20, keyword: 'ขูด', includeICD10TM: 'true' } },
    ],
    [
      'the diagnosis picker',
      masters.treatDiagList,
      { params: SIAM, query: { offset: 0, limit: 20, keyword: 'K02', includeICD10: 'true' } },
    ],
    ["the appointment form's treatments", masters.apptTreatList, { params: SIAM, query: { offset: 0, limit: 100 } }],
    ['treatment categories', masters.treatCateList, { params: SIAM, query: { offset: 0, limit: 100 } }],
    ['lab companies', masters.companyLabList, { params: SIAM, query: { offset: 0, limit: 20 } }],
    ['payment methods', masters.paymentMethods, { params: SIAM }],
    ['risk questions', patients.riskQuestions, { params: SIAM }],
    ['orders', payments.listOrders, { params: SIAM, query: { offset: 0, limit: 20 } }],
    [
      'doctors of the branch',
      clinics.listBranchUsers,
      { params: SIAM, query: { roleIds: '2', activeMembersOnly: 'true' } },
    ],
    ['staff with former members', clinics.listStaff, { params: SIAM, query: { activeMembersOnly: 'false' } }],
    ["the caller's appointment draft", appointments.draft, { params: SIAM }],
    [
      'the duplicate check',
      patients.checkDuplicate,
      { params: SIAM, query: { firstNameTh: 'สมชาย', lastNameTh: 'ใจดี' } },
    ],
    ["an address's provinces", masters.thaiProvinces, { params: SIAM }],
    ["a province's districts", masters.thaiDistricts, { params: { ...SIAM, provinceCode: 10 } }],
    ["a district's sub-districts", masters.thaiSubDistricts, { params: { ...SIAM, districtCode: 1001 } }],
    ["a postcode's areas", masters.thaiPostcodeAreas, { params: { ...SIAM, postcode: '10200' } }],
  ] as const)('%s: every statement prepared, none parsed again', async (_name, endpoint, options) => {
    const messages = await messagesOfWarmRequest(endpoint, { token, ...options } as never);
    expect(messages.filter((kind) => kind === 'B').length).toBeGreaterThan(0);
    expect(messages).not.toContain('P');
  });

  it('the records a screen opens: every statement prepared, the patient’s audit row too', async () => {
    // The branch's newest receipt names a visit with a treatment record and a patient.
    const { rows } = await t.db.owner.execute<{ id: number; appointment_id: number; patient_id: number }>(
      sql`select r.id, r.appointment_id, r.patient_id from receipts r join branches b on b.id = r.branch_id
        where b.url = 'siam' and r.appointment_id is not null order by r.id desc limit 1`,
    );
    const receipt = rows[0]!;
    const opened: [string, Endpoint, object][] = [
      ['a patient’s record', patients.get, { params: { ...SIAM, id: receipt.patient_id } }],
      ['an appointment', appointments.get, { params: { ...SIAM, id: receipt.appointment_id } }],
      [
        'the treatment of a visit',
        treatments.byAppointment,
        { params: { ...SIAM, appointmentId: receipt.appointment_id } },
      ],
      ['a receipt', receipts.getReceipt, { params: { ...SIAM, id: receipt.id } }],
      ['tomorrow’s counts in the navbar', appointments.tomorrowSummary, { params: SIAM }],
    ];
    // Every record is tried before the verdict, so that a failure names all that parse again.
    const parsedAgain: string[] = [];
    for (const [name, endpoint, options] of opened) {
      const messages = await messagesOfWarmRequest(endpoint, { token, ...options } as never);
      expect(messages.filter((kind) => kind === 'B').length, name).toBeGreaterThan(0);
      if (messages.includes('P')) parsedAgain.push(name);
    }
    expect(parsedAgain).toEqual([]);
  });
});
