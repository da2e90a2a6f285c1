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

it('charts the visits that came at siam, each audited, and the past ones paid at the counter with a receipt', async () => {
  const rows = await testDb.db.owner.execute<{ status_id: number; receipts: number; n: number }>(sql`
    select a.status_id, count(r.id)::int as receipts, count(distinct t.id)::int as n
    from treatments t join appointments a on a.id = t.appointment_id
    left join receipts r on r.appointment_id = a.id and r.cancelled_at is null
    group by a.status_id order by 1`);
  const paid = rows.rows.find((r) => r.status_id === 7);
  expect(paid?.n).toBeGreaterThan(10);
  // One live receipt per paid visit; none for the visits still at the counter.
  expect(paid?.receipts).toBe(paid?.n);
  expect(rows.rows.filter((r) => r.status_id !== 7).every((r) => r.receipts === 0)).toBe(true);
  const owed = await testDb.db.owner.execute<{ owing: number; paid: number }>(sql`
    select count(*) filter (where overdue_satang > 0)::int as owing, count(*) filter (where overdue_satang = 0)::int as paid
    from receipts`);
  expect(owed.rows[0]!.owing).toBeGreaterThan(0);
  expect(owed.rows[0]!.paid).toBeGreaterThan(owed.rows[0]!.owing);
  const filled = await testDb.db.owner.execute<{ n: number }>(sql`
    select count(*)::int as n from treatment_items where code = 'FILL-CR2' and teeth = '{36}' and surfaces = '{M,O}'`);
  expect(filled.rows[0]!.n).toBeGreaterThan(0);
  const audits = await testDb.db.owner.execute<{
    records: number;
    audited: number;
    receipts: number;
    receiptAudits: number;
  }>(sql`
    select (select count(*)::int from treatments) as records,
           (select count(*)::int from audit_log where entity = 'treatment' and action = 'create') as audited,
           (select count(*)::int from receipts) as receipts,
           (select count(*)::int from audit_log where entity = 'receipt' and action = 'create') as "receiptAudits"`);
  expect(audits.rows[0]!.audited).toBe(audits.rows[0]!.records);
  expect(audits.rows[0]!.receiptAudits).toBe(audits.rows[0]!.receipts);
});

it('records lab work for paid visits at siam through the lab feature: audited, one cancelled, status by its dates', async () => {
  const rows = await testDb.db.owner.execute<{
    status: string;
    sent_date: string;
    received_date: string | null;
    cost_satang: number;
    cancelled: boolean;
  }>(sql`
    select e.status, e.sent_date::text, e.received_date::text, e.cost_satang, e.cancelled_at is not null as cancelled
    from lab_expenses e join branches b on b.id = e.branch_id where b.url = 'siam' order by e.id`);
  expect(rows.rows.length).toBeGreaterThanOrEqual(3);
  expect(rows.rows.filter((r) => r.cancelled)).toHaveLength(1);
  expect(rows.rows.every((r) => r.cost_satang > 0)).toBe(true);
  // Work still at the lab has no received date; work back has one, after it was sent.
  for (const row of rows.rows) {
    if (row.status === 'sent') expect(row.received_date).toBeNull();
    else expect(row.received_date! > row.sent_date).toBe(true);
  }
  const audits = await testDb.db.owner.execute<{ action: string; n: number }>(
    sql`select action, count(*)::int as n from audit_log where entity = 'labExpense' group by action order by action`,
  );
  expect(audits.rows).toEqual([
    { action: 'cancel', n: 1 },
    { action: 'create', n: rows.rows.length },
  ]);
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
