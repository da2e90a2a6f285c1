import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, ZPatientInput } from '@yim/contract';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { deletePatient } from './delete-patient.service.ts';
import { registerPatient } from './register-patient.service.ts';

// The DN is gapless only if parallel registrations really run side by side: PGlite runs one
// transaction at a time, so there the race cannot happen and this test would prove nothing. It
// runs on PostgreSQL (TEST_DATABASE_URL), with a pool of 24 connections.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const PATIENTS = 200;
const POOL = 24;

let testDb: TestDatabase;
let scope: BranchScope;
let userId: string;

beforeAll(async () => {
  testDb = await createTestDatabase({ poolMax: POOL });
  const [row] = (
    await testDb.db.owner.execute<{ clinic_id: number; branch_id: number; user_id: string }>(sql`
      select b.clinic_id, b.id as branch_id, u.id as user_id
      from branches b join clinics c on c.id = b.clinic_id, users u
      where c.url = 'yim-demo' and b.url = 'siam' and u.email = 'counter@demo.yim.test'`)
  ).rows;
  scope = {
    clinicId: row!.clinic_id,
    branchId: row!.branch_id,
    clinicUrl: 'yim-demo',
    branchUrl: 'siam',
    roleIds: [ROLE.COUNTER],
  };
  userId = row!.user_id;
});
afterAll(() => testDb.drop());

describe.skipIf(!onPostgres)('DN allocation under load (PostgreSQL only: PGlite serialises transactions)', () => {
  it(`gives ${PATIENTS} parallel registrations, 10 % of them rolled back, consecutive DNs without gap or repeat`, async () => {
    const dnsBefore = await testDb.db.owner.execute<{ max: number | null }>(
      sql`select max(dn)::int as max from patients where clinic_id = ${scope.clinicId}`,
    );
    const start = Number(dnsBefore.rows[0]?.max ?? 0);
    const outcomes = await Promise.allSettled(
      Array.from({ length: PATIENTS }, (_, i) =>
        testDb.db.run({ clinicId: scope.clinicId, userId }, async (tx) => {
          const created = await registerPatient(
            { tx, branch: scope, userId },
            // Parsed by the contract, as the registrar's validation does.
            ZPatientInput.parse({ firstNameTh: `โหลด${i}`, lastNameTh: 'พร้อมกัน' }),
          );
          // Give the other transactions time to queue behind the counter row.
          await tx.execute(sql`select pg_sleep(0.002)`);
          if (i % 10 === 0) throw new Error(`injected rollback ${i}`);
          return created.dn;
        }),
      ),
    );
    const committed = outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value);
    const rejected = outcomes.filter((o) => o.status === 'rejected');
    expect(rejected).toHaveLength(PATIENTS / 10);
    for (const failure of rejected) expect(String(failure.reason)).toContain('injected rollback');
    const stored = await testDb.db.owner.execute<{ dn: number }>(
      sql`select dn from patients where clinic_id = ${scope.clinicId} and dn > ${start} order by dn`,
    );
    const dns = stored.rows.map((r) => Number(r.dn));
    const expected = Array.from({ length: committed.length }, (_, i) => start + 1 + i);
    expect(dns).toEqual(expected);
    expect([...committed].sort((a, b) => a - b)).toEqual(expected);
    const counter = await testDb.db.owner.execute<{ last_dn: number }>(
      sql`select last_dn from patient_dn_counters where clinic_id = ${scope.clinicId}`,
    );
    expect(Number(counter.rows[0]!.last_dn)).toBe(start + committed.length);
  });
  it('keeps the clinic’s living count (the list’s total) through parallel registrations and deletions, 10 % rolled back', async () => {
    const writer = (tx: Parameters<Parameters<typeof testDb.db.run>[1]>[0]) => ({ tx, branch: scope, userId });
    const victims = await testDb.db.run({ clinicId: scope.clinicId, userId }, async (tx) =>
      Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const created = await registerPatient(
            writer(tx),
            ZPatientInput.parse({ firstNameTh: `ลบ${i}`, lastNameTh: 'พร้อมกัน' }),
          );
          return created.id;
        }),
      ),
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: 120 }, (_, i) =>
        testDb.db.run({ clinicId: scope.clinicId, userId }, async (tx) => {
          if (i % 3 === 0) await deletePatient(writer(tx), victims[i / 3]!);
          else await registerPatient(writer(tx), ZPatientInput.parse({ firstNameTh: `นับ${i}`, lastNameTh: 'พร้อมกัน' }));
          await tx.execute(sql`select pg_sleep(0.002)`);
          if (i % 10 === 0) throw new Error(`injected rollback ${i}`);
        }),
      ),
    );
    for (const failure of outcomes.filter((o) => o.status === 'rejected')) {
      expect(String(failure.reason)).toContain('injected rollback');
    }
    const [row] = (
      await testDb.db.owner.execute<{ kept: number; counted: number }>(sql`
        select k.live_patients as kept,
          (select count(*)::int from patients p where p.clinic_id = k.clinic_id and p.deleted_at is null) as counted
        from patient_dn_counters k where k.clinic_id = ${scope.clinicId}`)
    ).rows;
    expect(Number(row!.kept)).toBe(Number(row!.counted));
  });
});
