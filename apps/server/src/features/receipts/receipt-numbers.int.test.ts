import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bahtToSatang, bangkokDate, toBuddhistYear } from '@yim/contract';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createReceipt } from './create-receipt.service.ts';

// Issue 17: receipt numbers stay gapless and unique per branch and Buddhist year when payments
// race each other and some of them fail after their number was taken. Meaningful on PostgreSQL
// (TEST_DATABASE_URL), where the 32 payments really run at once on a pool of connections; on
// PGlite they queue, and the test still checks the numbering.

const CASH = 1;
const VISITS_PER_BRANCH = 8;
let t: TestApp;
type Visit = {
  branch: BranchScope;
  userId: string;
  appointmentId: number;
  treatmentId: number;
  modifyDt: string;
  price: number;
};
const visits: Visit[] = [];

/** A deterministic generator, so a failing run can be repeated. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = await t.db.owner.execute<Record<string, unknown>>(query);
  return result.rows[0] as T;
}

/** A checked-in visit (status 5) with a one-line record, written straight into the tables. */
async function seedVisit(branch: BranchScope, userId: string, dn: number, price: number): Promise<Visit> {
  const { clinicId, branchId } = branch;
  const patient = await one<{ id: number }>(sql`
    insert into patients (clinic_id, registered_branch_id, dn, first_name_th, last_name_th)
    values (${clinicId}, ${branchId}, ${dn}, 'เลขที่', ${`ทดสอบ ${dn}`}) returning id`);
  const appointment = await one<{ id: number }>(sql`
    insert into appointments (clinic_id, branch_id, starts_at, ends_at, doctor_uid, patient_id, status_id,
                              checkin_at, created_by, updated_by)
    -- One second each, apart, so that the doctor's appointments do not overlap.
    values (${clinicId}, ${branchId}, now() + make_interval(secs => ${dn}), now() + make_interval(secs => ${dn + 1}), ${userId}, ${patient.id}, 5,
            now(), ${userId}, ${userId}) returning id`);
  const treatment = await one<{ id: number; updated_at: Date }>(sql`
    insert into treatments (clinic_id, branch_id, appointment_id, patient_id, doctor_uid, created_by, updated_by)
    values (${clinicId}, ${branchId}, ${appointment.id}, ${patient.id}, ${userId}, ${userId}, ${userId})
    returning id, updated_at`);
  await t.db.owner.execute(sql`
    insert into treatment_items (clinic_id, branch_id, treatment_id, sort, kind, master_id, code, name_th, quantity, price_satang)
    values (${clinicId}, ${branchId}, ${treatment.id}, 0, 'item', 1, 'NUM-TEST', 'รายการทดสอบ', 1, ${bahtToSatang(price)})`);
  const lines = await one<{ id: number }>(sql`select id from treatment_items where treatment_id = ${treatment.id}`);
  const visit = {
    branch,
    userId,
    appointmentId: Number(appointment.id),
    treatmentId: Number(treatment.id),
    modifyDt: new Date(treatment.updated_at).toISOString(),
    price,
  };
  itemOf.set(visit.treatmentId, Number(lines.id));
  return visit;
}
const itemOf = new Map<number, number>();

/** Pays a visit in full in its own scoped transaction; `fail` throws after the receipt was written. */
function pay(visit: Visit, fail: boolean) {
  return t.db.run({ clinicId: visit.branch.clinicId, userId: visit.userId }, async (tx) => {
    const created = await createReceipt(
      { tx, branch: visit.branch, userId: visit.userId },
      {
        appointmentId: visit.appointmentId,
        treatment: { id: visit.treatmentId, modifyDt: visit.modifyDt },
        receipt: { items: [{ treatmentItemId: itemOf.get(visit.treatmentId)!, paid: visit.price }] },
        nextVisit: null,
        displayAmount: [{ id: CASH, amount: visit.price }],
      },
    );
    // The injected failure: the number is taken and the receipt written, then the request dies.
    if (fail) throw new Error('injected failure');
    return created;
  });
}

async function numbersByBranch(year: number) {
  const rows = await t.db.owner.execute<{ branch_id: number; number: number; cancelled: boolean }>(sql`
    select branch_id, number, cancelled_at is not null as cancelled from receipts
    where buddhist_year = ${year} order by branch_id, number`);
  const byBranch = new Map<number, number[]>();
  for (const row of rows.rows) {
    const list = byBranch.get(Number(row.branch_id)) ?? [];
    list.push(Number(row.number));
    byBranch.set(Number(row.branch_id), list);
  }
  return byBranch;
}

beforeAll(async () => {
  t = await createTestApp();
  // The year's numbering starts here: without the demo's own receipts (seed/demo-receipts.ts).
  for (const table of ['receipt_payments', 'receipt_items', 'receipts', 'receipt_number_counters']) {
    await t.db.owner.execute(sql.raw(`delete from ${table}`));
  }
  // A fourth branch for the demo clinic, beside siam, thonglor and ari.
  await t.db.owner.execute(sql`
    insert into branches (clinic_id, url, code, name)
    select id, 'rama9', 'RM9', 'สาขาพระราม 9' from clinics where url = 'yim-demo'`);
  const branchRows = await t.db.owner.execute<{ clinic_id: number; id: number; clinic_url: string; url: string }>(sql`
    select b.clinic_id, b.id, c.url as clinic_url, b.url from branches b join clinics c on c.id = b.clinic_id
    where b.url in ('siam', 'thonglor', 'rama9', 'ari') order by b.id`);
  expect(branchRows.rows).toHaveLength(4);
  const users = await t.db.owner.execute<{ id: string; email: string }>(
    sql`select id, email from users where email in ('counter@demo.yim.test', 'manager@ari.yim.test')`,
  );
  const userOf = (clinicUrl: string) =>
    users.rows.find((u) => u.email === (clinicUrl === 'smile-ari' ? 'manager@ari.yim.test' : 'counter@demo.yim.test'))!
      .id;
  const random = seeded(17);
  let dn = 900_000;
  for (const row of branchRows.rows) {
    const branch: BranchScope = {
      clinicId: Number(row.clinic_id),
      branchId: Number(row.id),
      clinicUrl: row.clinic_url,
      branchUrl: row.url,
      roleIds: [4],
    };
    for (let i = 0; i < VISITS_PER_BRANCH; i += 1) {
      // Whole baht and satang alike, 1.00 to 50,000.00.
      const price = Math.round((1 + random() * 49_999) * 100) / 100;
      visits.push(await seedVisit(branch, userOf(row.clinic_url), (dn += 1), price));
    }
  }
});
afterAll(() => t.close());

describe('receipt numbers under concurrent payments', () => {
  it('32 payments across 4 branches with 10 % failing after taking a number leave the numbers gapless and unique', async () => {
    const year = toBuddhistYear(Number(bangkokDate().slice(0, 4)));
    const random = seeded(2026);
    // About one in ten fails; at least one in all.
    const failing = new Set(visits.map((_, i) => i).filter(() => random() < 0.1));
    if (failing.size === 0) failing.add(5);
    const results = await Promise.allSettled(visits.map((visit, i) => pay(visit, failing.has(i))));
    const rejected = results.flatMap((r, i) => (r.status === 'rejected' ? [i] : []));
    expect(rejected.sort((a, b) => a - b)).toEqual([...failing].sort((a, b) => a - b));
    for (const r of results) if (r.status === 'rejected') expect(String(r.reason)).toContain('injected failure');

    const afterRace = await numbersByBranch(year);
    for (const [, numbers] of afterRace) expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const perBranch = new Map<number, number>();
    visits.forEach((v, i) => {
      if (!failing.has(i)) perBranch.set(v.branch.branchId, (perBranch.get(v.branch.branchId) ?? 0) + 1);
    });
    for (const [branchId, count] of perBranch) expect(afterRace.get(branchId)?.length).toBe(count);

    // The failed payments are taken again: every branch ends with 1..8, nothing skipped or repeated.
    await Promise.all([...failing].map((i) => pay(visits[i]!, false)));
    const final = await numbersByBranch(year);
    expect([...final.values()].map((n) => n.length)).toEqual([8, 8, 8, 8]);
    for (const [, numbers] of final) expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const receiptNos = await t.db.owner.execute<{ n: number }>(
      sql`select count(distinct (branch_id, number))::int as n from receipts where buddhist_year = ${year}`,
    );
    expect(Number(receiptNos.rows[0]!.n)).toBe(32);
    const counters = await t.db.owner.execute<{ last_number: number }>(
      sql`select last_number from receipt_number_counters where buddhist_year = ${year}`,
    );
    expect(counters.rows.map((r) => Number(r.last_number))).toEqual([8, 8, 8, 8]);
  }, 60_000);
});
