import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { patients, type TPatient } from '@yim/contract';
import { SIAM } from './appointment-fixture.ts';
import { createTestApp, signInDemoRoles, type TestApp } from './test-app.ts';

// What the patients' integration tests share (features/patients/patients.int.test.ts,
// patient-list.int.test.ts, patient-merge.int.test.ts): an app on a fresh copy of the seeded
// database, signed in as each demo role of siam and as ari's manager, and their helpers.

/** A valid Thai national id: twelve digits and their check digit. */
export function thaiId(firstTwelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(firstTwelve[i]) * (13 - i);
  return firstTwelve + String((11 - (sum % 11)) % 10);
}

export type AuditRow = {
  action: string;
  before: unknown;
  after: unknown;
  user_id: string;
  sides: [string | null, string | null];
};

export type PatientFixture = {
  t: TestApp;
  counter: string;
  doctor: string;
  assistant: string;
  manager: string;
  ariManager: string;
  /** POST /api/patient, expecting 200: the counter's at siam unless told. */
  register: (body: Record<string, unknown>, token?: string, params?: typeof SIAM) => Promise<TPatient>;
  /** The patient's audit rows, oldest first. */
  auditRows: (patientId: number) => Promise<AuditRow[]>;
};

export async function openPatientFixture(): Promise<PatientFixture> {
  const t = await createTestApp();
  const { counter, doctor, assistant, manager, ariManager } = await signInDemoRoles(t);

  async function register(body: Record<string, unknown>, token = counter, params = SIAM) {
    const response = await t.send(patients.create, { token, params, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json.data as TPatient;
  }

  async function auditRows(patientId: number) {
    // jsonb_typeof tells SQL null (null) from the JSON value null ('null'): an absent side is SQL null.
    const rows = await t.db.owner.execute<AuditRow>(
      sql`select action, before, after, user_id, array[jsonb_typeof(before), jsonb_typeof(after)] as sides
        from audit_log where entity = 'patient' and entity_id = ${String(patientId)} order by id`,
    );
    return rows.rows;
  }

  return { t, counter, doctor, assistant, manager, ariManager, register, auditRows };
}
