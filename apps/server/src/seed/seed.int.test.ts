import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { isValidThaiNationalId } from '@yim/contract';
import { isDatabaseEmpty, seedDemo } from './seed.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

it('sees the seeded clinics although no request could, so a restart does not seed them again', async () => {
  // The demo is seeded already (the test database is a copy of a seeded one).
  expect(await isDatabaseEmpty(testDb.db)).toBe(false);
  expect(await seedDemo(testDb.db)).toBe(false);
  const managers = await testDb.db.owner.execute<{ n: number }>(
    sql`select count(*)::int as n from users where email = 'manager@demo.yim.test'`,
  );
  expect(managers.rows[0]).toEqual({ n: 1 });
});

it('gives yim-demo its generated patients, with consecutive DNs and valid national ids', async () => {
  const rows = await testDb.db.owner.execute<{ dn: number; personal_type: string | null; personal_id: string }>(sql`
    select p.dn, p.personal_type, p.personal_id from patients p join clinics c on c.id = p.clinic_id
    where c.url = 'yim-demo' order by p.dn`);
  expect(rows.rows.length).toBeGreaterThanOrEqual(300);
  expect(rows.rows.map((r) => r.dn)).toEqual(rows.rows.map((_, i) => i + 1));
  const thai = rows.rows.filter((r) => r.personal_type === '1');
  expect(thai.length).toBeGreaterThan(250);
  expect(thai.every((r) => isValidThaiNationalId(r.personal_id))).toBe(true);
  const audits = await testDb.db.owner.execute<{ n: number }>(
    sql`select count(*)::int as n from audit_log where entity = 'patient' and action = 'create'`,
  );
  expect(audits.rows[0]!.n).toBeGreaterThanOrEqual(300);
});

it('charts the visits that came at siam: paid in the past, waiting for payment today, each audited', async () => {
  const rows = await testDb.db.owner.execute<{ status_id: number; paid: boolean; n: number }>(sql`
    select a.status_id, t.paid_at is not null as paid, count(*)::int as n
    from treatments t join appointments a on a.id = t.appointment_id
    group by a.status_id, t.paid_at is not null order by 1, 2`);
  expect(rows.rows.every((r) => (r.status_id === 7) === r.paid)).toBe(true);
  expect(rows.rows.find((r) => r.status_id === 7)?.n).toBeGreaterThan(10);
  const filled = await testDb.db.owner.execute<{ n: number }>(sql`
    select count(*)::int as n from treatment_items where code = 'FILL-CR2' and teeth = '{36}' and surfaces = '{M,O}'`);
  expect(filled.rows[0]!.n).toBeGreaterThan(0);
  const audits = await testDb.db.owner.execute<{ records: number; audited: number }>(sql`
    select (select count(*)::int from treatments) as records,
           (select count(*)::int from audit_log where entity = 'treatment' and action = 'create') as audited`);
  expect(audits.rows[0]!.audited).toBe(audits.rows[0]!.records);
});

it('gives the first charted patients at siam an Active treatment plan each, audited', async () => {
  const plans = await testDb.db.owner.execute<{ status: string; items: number; audited: number }>(sql`
    select p.status, (select count(*)::int from treatment_plan_items i where i.plan_id = p.id) as items,
           (select count(*)::int from audit_log l where l.entity = 'treatmentPlan' and l.entity_id = p.id::text) as audited
    from treatment_plans p order by p.id`);
  expect(plans.rows.map((r) => [r.status, r.audited])).toEqual([
    ['Active', 1],
    ['Active', 1],
  ]);
  expect(plans.rows.every((r) => r.items >= 3)).toBe(true);
  const areas = await testDb.db.owner.execute<{ n: number }>(sql`
    select count(*)::int as n from treatment_plan_items where code = 'SCALE' and mouth_area = '00'`);
  expect(areas.rows[0]!.n).toBe(1);
});
