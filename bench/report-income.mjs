#!/usr/bin/env node
// @ts-check
// Branch income over a year of a busy branch (issue 18, "Performance"; bench/README.md): about
// 25,000 receipts (two lines and one payment each, 3 % cancelled) made in bulk SQL beside the
// demo, then GET /api/report/branchReceipt and /branchDoctorIncome for the last 365 days,
// beside the same requests' statements replayed straight against PostgreSQL (as sql-baseline).
// The target is a p95 ≤ 200 ms on PostgreSQL.
//   node bench/report-income.mjs [--smoke] [--duration=10] [--connections=2] [--receipts=25000] [--save]
import { pathToFileURL } from 'node:url';
import { loadEndpoint } from './http-load.mjs';
import { addDays, bangkokToday } from './lib/bangkok-days.mjs';
import { replayOnPostgres } from './lib/sql-replay.mjs';
import {
  createDataStore,
  parseFlags,
  printTable,
  saveResult,
  serverRequire,
  signIn,
  startServer,
} from './lib/server.mjs';
import { captureStatements } from './patient-search.mjs';

/**
 * The receipts of a year, as the payment endpoint would have left them: one visit every 20
 * minutes (so no doctor is booked twice) ending about 18 days ago, alternating the two demo
 * doctors, each with a record of a filling and a drug, a receipt paying it in full by cash or
 * transfer, numbered per Buddhist year. Markers (`note`, `cancel_reason`) keep them apart.
 * @param {number} count
 */
export function bulkReceiptsSql(count) {
  return `
begin;
create temp table bench_ctx as
select b.clinic_id, b.id as branch_id,
  (select id from users where email = 'doctor@demo.yim.test') as d1,
  (select id from users where email = 'doctor2@demo.yim.test') as d2,
  (select id from users where email = 'counter@demo.yim.test') as counter,
  (select min(p.id) from patients p where p.clinic_id = b.clinic_id) as patient,
  (select e.id from master_entries e where e.branch_id = b.id and e.kind = 'treat' and e.code = 'FILL-CR2') as fill,
  (select e.id from master_entries e where e.branch_id = b.id and e.kind = 'item' and e.code = 'IBU400') as drug
from branches b where b.url = 'siam';

insert into appointments (clinic_id, branch_id, starts_at, ends_at, doctor_uid, patient_id, status_id, note, created_by, updated_by)
select c.clinic_id, c.branch_id, s.at, s.at + interval '15 minutes', case when i % 2 = 0 then c.d1 else c.d2 end,
  c.patient, 7, 'bench-receipts', c.counter, c.counter
from bench_ctx c, generate_series(1, ${count}) i,
  lateral (select date_trunc('hour', now()) - interval '365 days' + i * interval '20 minutes' as at) s;

insert into treatments (clinic_id, branch_id, appointment_id, patient_id, doctor_uid, paid_at, created_by, created_at, updated_by, updated_at)
select a.clinic_id, a.branch_id, a.id, a.patient_id, a.doctor_uid, a.starts_at, a.created_by, a.starts_at, a.created_by, a.starts_at
from appointments a where a.note = 'bench-receipts';

insert into treatment_items (clinic_id, branch_id, treatment_id, sort, kind, master_id, code, name_th, name_en, quantity, price_satang, overdue_satang)
select t.clinic_id, t.branch_id, t.id, l.sort, l.kind, l.master_id, l.code, l.name_th, l.name_en, l.quantity, l.price, 0
from treatments t join appointments a on a.id = t.appointment_id and a.note = 'bench-receipts'
cross join bench_ctx c
cross join lateral (values
  (1, 'treatment', c.fill, 'FILL-CR2', 'อุดฟันคอมโพสิต', 'Composite filling', 1, 80000 + (t.id % 7) * 10000),
  (2, 'item', c.drug, 'IBU400', 'ไอบูโพรเฟน 400', 'Ibuprofen 400', 10, 400)
) as l(sort, kind, master_id, code, name_th, name_en, quantity, price);

insert into receipts (clinic_id, branch_id, buddhist_year, number, patient_id, appointment_id, treatment_id,
  price_satang, discount_satang, amount_satang, paid_satang, overdue_satang, public_ref, created_by, created_at,
  cancelled_at, cancelled_by, cancel_reason)
select t.clinic_id, t.branch_id, y.year,
  10000 + row_number() over (partition by y.year order by t.id),
  t.patient_id, t.appointment_id, t.id, m.amount, 0, m.amount, m.amount, 0, md5(random()::text || t.id),
  t.created_by, t.created_at + interval '30 minutes',
  case when t.id % 33 = 0 then t.created_at + interval '1 hour' end,
  case when t.id % 33 = 0 then t.created_by end,
  case when t.id % 33 = 0 then 'bench' end
from treatments t
join appointments a on a.id = t.appointment_id and a.note = 'bench-receipts'
cross join lateral (select extract(year from t.created_at at time zone 'Asia/Bangkok')::int + 543 as year) y
cross join lateral (select sum(i.quantity * i.price_satang)::int as amount from treatment_items i
  where i.clinic_id = t.clinic_id and i.branch_id = t.branch_id and i.treatment_id = t.id) m;

insert into receipt_items (clinic_id, branch_id, receipt_id, sort, treatment_id, treatment_item_id, name_th, name_en,
  doctor_name_th, doctor_name_en, quantity, price_satang, discount_satang, amount_satang, paid_satang, remained_satang)
select r.clinic_id, r.branch_id, r.id, i.sort, i.treatment_id, i.id, i.name_th, i.name_en, 'ทันตแพทย์', 'Doctor',
  i.quantity, i.price_satang, 0, i.quantity * i.price_satang, i.quantity * i.price_satang, 0
from receipts r join treatment_items i
  on i.clinic_id = r.clinic_id and i.branch_id = r.branch_id and i.treatment_id = r.treatment_id
join appointments a on a.id = r.appointment_id and a.note = 'bench-receipts';

insert into receipt_payments (clinic_id, branch_id, receipt_id, sort, method_id, amount_satang)
select r.clinic_id, r.branch_id, r.id, 1, 1 + r.id % 2, r.paid_satang
from receipts r join appointments a on a.id = r.appointment_id and a.note = 'bench-receipts';
commit;
analyze appointments, treatments, treatment_items, receipts, receipt_items, receipt_payments;
`;
}

/** @param {string} endpoint @param {string} from @param {string} to */
const reportTarget = (endpoint, from, to) => ({
  name: endpoint,
  method: /** @type {const} */ ('GET'),
  path: `/api/report/${endpoint}/yim-demo/siam?startDate=${from}&endDate=${to}`,
  signedIn: true,
});

/**
 * @param {{ smoke?: boolean; duration?: number; connections?: number; receipts?: number; save?: boolean }} options
 */
export async function runReportIncome({
  smoke = false,
  duration = smoke ? 1 : 10,
  connections = 2,
  receipts = smoke ? 500 : 25_000,
  save = false,
} = {}) {
  const to = bangkokToday();
  const from = addDays(to, -364);
  const targets = [reportTarget('branchReceipt', from, to), reportTarget('branchDoctorIncome', from, to)];
  /** @type {(string | number)[][]} */
  const rows = [];
  let insertMs = 0;
  const store = await createDataStore({ postgres: true });
  try {
    const first = await startServer({ env: store.env });
    await first.stop();
    const pg = serverRequire('pg');
    const client = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await client.connect();
    const begun = performance.now();
    try {
      await client.query(bulkReceiptsSql(receipts));
    } finally {
      await client.end();
    }
    insertMs = performance.now() - begun;
    const captured = await captureStatements(store.env, targets);
    const server = await startServer({ env: store.env });
    try {
      const token = await signIn(server.baseUrl);
      for (const target of targets) {
        if (!smoke) await loadEndpoint(server.baseUrl, target, { token, connections, duration: 1 });
        const http = await loadEndpoint(server.baseUrl, target, {
          token,
          connections,
          duration,
          ...(smoke ? { amount: 4 } : {}),
        });
        if (http.failures > 0 || http.requests === 0)
          throw new Error(`${target.name} answered errors: ${JSON.stringify(http.statuses)}`);
        const sql = await replayOnPostgres(store.env.DATABASE_URL ?? '', captured.trips.get(target.name) ?? [], {
          connections,
          durationMs: duration * 1000,
        });
        rows.push([
          target.name,
          http.p50.toFixed(1),
          http.p95.toFixed(1),
          sql.p50.toFixed(1),
          sql.p95.toFixed(1),
          `${(http.p95 / sql.p95).toFixed(2)}×`,
          http.p95 <= 200 ? 'yes' : 'NO',
        ]);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await store.dispose();
  }
  console.log(
    `\nBranch income for ${from} – ${to}, ${receipts.toLocaleString('en')} receipts in the year, PostgreSQL, ` +
      `${connections} concurrent users, ${duration} s each (receipts inserted in ${(insertMs / 1000).toFixed(1)} s)`,
  );
  printTable(['report', 'HTTP p50 ms', 'HTTP p95 ms', 'SQL p50 ms', 'SQL p95 ms', 'p95 HTTP/SQL', '≤ 200 ms'], rows);
  if (save) console.log(`saved ${await saveResult('report-income', { receipts, connections, duration, rows })}`);
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flags = parseFlags(process.argv.slice(2));
  await runReportIncome({
    smoke: Boolean(flags.smoke),
    save: Boolean(flags.save),
    ...(flags.duration ? { duration: Number(flags.duration) } : {}),
    ...(flags.connections ? { connections: Number(flags.connections) } : {}),
    ...(flags.receipts ? { receipts: Number(flags.receipts) } : {}),
  });
}
