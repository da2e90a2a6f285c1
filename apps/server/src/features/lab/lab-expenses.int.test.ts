import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lab, patients, type TLabExpense } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { branchLabCosts } from './lab-costs.service.ts';

// Lab expenses (issue 18, spec clinic §2 labexpense, §7 Lab): CRUD on /api/lab/{c}/{b}, cancel
// with a reason, the list's filters and totals, and the branch's lab costs for the reports.
// The contract-wide permission and bad-input tests cover every endpoint as well.

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const THONGLOR = { clinicUrl: 'yim-demo', branchUrl: 'thonglor' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };

let t: TestApp;
let tokens: Record<'counter' | 'doctor' | 'assistant' | 'manager' | 'headcounter' | 'ariManager', string>;
let doctorUid: string;
let doctor2Uid: string;
let counterUid: string;
let patientId: number;
let patientDn: number;
let otherPatientId: number;
let ariPatientId: number;
let siamBranch: { clinicId: number; branchId: number };

/** A lab product of a branch's catalogue by code, with its company. */
async function product(branchUrl: string, code: string) {
  const rows = await t.db.owner.execute<{ id: number; cate_id: number }>(
    sql`select e.id, e.cate_id from master_entries e join branches b on b.id = e.branch_id
        where b.url = ${branchUrl} and e.kind = 'lab' and e.code = ${code}`,
  );
  return { id: Number(rows.rows[0]!.id), companyId: Number(rows.rows[0]!.cate_id) };
}

async function userId(email: string) {
  const rows = await t.db.owner.execute<{ id: string }>(sql`select id from users where email = ${email}`);
  return rows.rows[0]!.id;
}

async function newPatient(token: string, params: typeof SIAM, firstNameTh: string) {
  const response = await t.send(patients.create, {
    token,
    params,
    payload: { firstNameTh, lastNameTh: 'แล็บทดสอบ', mobile: '0891234567' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data as { id: number; dn: number };
}

let zirconia: { id: number; companyId: number };
let retainer: { id: number; companyId: number };

function body(overrides: Record<string, unknown> = {}) {
  return {
    patientId,
    doctorUid,
    productId: zirconia.id,
    description: 'ซี่ 36 shade A2',
    cost: 3200,
    sentDate: '2026-03-02',
    dueDate: '2026-03-09',
    ...overrides,
  };
}

async function created(overrides: Record<string, unknown> = {}, token = tokens.counter) {
  const response = await t.send(lab.create, { token, params: SIAM, payload: body(overrides) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data as TLabExpense;
}

async function listed(query: Record<string, string | number>, token = tokens.counter, params = SIAM) {
  const response = await t.send(lab.list, { token, params, query: { limit: 100, ...query } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data as { list: TLabExpense[]; total: number; totals: { count: number; cost: number } };
}

async function auditActions(id: number) {
  const rows = await t.db.owner.execute<{ action: string }>(
    sql`select action from audit_log where entity = 'labExpense' and entity_id = ${String(id)} order by id`,
  );
  return rows.rows.map((row) => row.action);
}

beforeAll(async () => {
  t = await createTestApp();
  const [counter, doctor, assistant, manager, headcounter, ariManager] = await Promise.all([
    t.login('counter@demo.yim.test'),
    t.login('doctor@demo.yim.test'),
    t.login('assistant@demo.yim.test'),
    t.login('manager@demo.yim.test'),
    t.login('headcounter@demo.yim.test'),
    t.login('manager@ari.yim.test'),
  ]);
  tokens = { counter, doctor, assistant, manager, headcounter, ariManager };
  [doctorUid, doctor2Uid, counterUid] = await Promise.all([
    userId('doctor@demo.yim.test'),
    userId('doctor2@demo.yim.test'),
    userId('counter@demo.yim.test'),
  ]);
  const patient = await newPatient(counter, SIAM, 'ครอบฟัน');
  patientId = patient.id;
  patientDn = patient.dn;
  otherPatientId = (await newPatient(counter, SIAM, 'รีเทนเนอร์')).id;
  ariPatientId = (await newPatient(ariManager, ARI, 'อารีย์')).id;
  zirconia = await product('siam', 'SDL-ZR');
  retainer = await product('siam', 'OL-HAWLEY');
  const branch = await t.db.owner.execute<{ clinic_id: number; id: number }>(
    sql`select clinic_id, id from branches where url = 'siam'`,
  );
  siamBranch = { clinicId: Number(branch.rows[0]!.clinic_id), branchId: Number(branch.rows[0]!.id) };
});
afterAll(() => t.close());

describe('creating and reading', () => {
  it('records work sent to the product’s lab, names everything, counts a use and audits it', async () => {
    const before = await t.db.owner.execute<{ time_use: number }>(
      sql`select time_use from master_entries where id = ${zirconia.id}`,
    );
    const expense = await created();
    expect(expense).toMatchObject({
      patientId,
      patientDn,
      patientName: 'ครอบฟัน แล็บทดสอบ',
      doctorUid,
      companyId: zirconia.companyId,
      companyCode: 'SDL',
      productId: zirconia.id,
      productCode: 'SDL-ZR',
      productNameEn: 'Zirconia crown',
      cost: 3200,
      sentDate: '2026-03-02',
      dueDate: '2026-03-09',
      receivedDate: null,
      status: 'sent',
      cancelDt: null,
      cancelReason: '',
      creationUid: counterUid,
    });
    const read = await t.send(lab.get, { token: tokens.manager, params: { ...SIAM, id: expense.id } });
    expect(read.statusCode).toBe(200);
    expect(read.json.data).toEqual(expense);
    const after = await t.db.owner.execute<{ time_use: number }>(
      sql`select time_use from master_entries where id = ${zirconia.id}`,
    );
    expect(Number(after.rows[0]!.time_use)).toBe(Number(before.rows[0]!.time_use) + 1);
    expect(await auditActions(expense.id)).toEqual(['create']);
  });

  it('stores the cost in satang exactly', async () => {
    const expense = await created({ cost: 1234.56 });
    const row = await t.db.owner.execute<{ cost_satang: number }>(
      sql`select cost_satang from lab_expenses where id = ${expense.id}`,
    );
    expect(Number(row.rows[0]!.cost_satang)).toBe(123456);
    expect(expense.cost).toBe(1234.56);
  });
});

describe('who may use it (spec clinic §2: counter, manager, head counter)', () => {
  it.each(['counter', 'manager', 'headcounter'] as const)('lets the %s list and create', async (role) => {
    await listed({}, tokens[role]);
    await created({}, tokens[role]);
  });

  it.each(['doctor', 'assistant'] as const)('refuses the %s, before looking at the body', async (role) => {
    const list = await t.send(lab.list, { token: tokens[role], params: SIAM });
    expect(list.statusCode).toBe(403);
    const create = await t.send(lab.create, { token: tokens[role], params: SIAM, payload: { cost: -1 } });
    expect(create.statusCode).toBe(403);
    expect(create.json.errorCode).toBe('PERMISSION_DENIED');
  });

  it('answers 401 without a token', async () => {
    expect((await t.send(lab.list, { params: SIAM })).statusCode).toBe(401);
  });
});

describe('tenancy', () => {
  it('answers 404 for an expense of another clinic or another branch, and changes nothing', async () => {
    const expense = await created();
    const ari = { ...ARI, id: expense.id };
    expect((await t.send(lab.get, { token: tokens.ariManager, params: ari })).statusCode).toBe(404);
    const update = await t.send(lab.update, {
      token: tokens.ariManager,
      params: ari,
      payload: body({ patientId: ariPatientId, cost: 1 }),
    });
    expect(update.statusCode).toBe(404);
    const cancel = await t.send(lab.cancel, { token: tokens.ariManager, params: ari, payload: { reason: 'x' } });
    expect(cancel.statusCode).toBe(404);
    const thonglor = { ...THONGLOR, id: expense.id };
    expect((await t.send(lab.get, { token: tokens.manager, params: thonglor })).statusCode).toBe(404);
    const cancelThere = await t.send(lab.cancel, { token: tokens.manager, params: thonglor, payload: { reason: 'x' } });
    expect(cancelThere.statusCode).toBe(404);
    const still = await t.send(lab.get, { token: tokens.manager, params: { ...SIAM, id: expense.id } });
    expect(still.json.data).toEqual(expense);
    expect((await listed({}, tokens.ariManager, ARI)).list.map((e) => e.id)).not.toContain(expense.id);
  });

  it('answers 404 to a member of another clinic for this clinic’s list', async () => {
    const response = await t.send(lab.list, { token: tokens.ariManager, params: SIAM });
    expect(response.statusCode).toBe(404);
  });
});

describe('validation', () => {
  async function refused(payload: object, path: string) {
    const response = await t.send(lab.create, { token: tokens.counter, params: SIAM, payload });
    expect(response.statusCode, response.body).toBe(422);
    const paths = response.json.errorMessage.validationResult[0].error.map((e: { path: string }) => e.path);
    expect(paths).toContain(path);
  }

  it('refuses a negative cost, more than two decimals and a missing cost', async () => {
    await refused(body({ cost: -1 }), 'cost');
    await refused(body({ cost: 10.005 }), 'cost');
    await refused(body({ cost: undefined }), 'cost');
  });

  it('refuses a due date before the sent date, a received date before it, and impossible days', async () => {
    await refused(body({ dueDate: '2026-03-01' }), 'dueDate');
    await refused(body({ status: 'received', receivedDate: '2026-03-01' }), 'receivedDate');
    await refused(body({ sentDate: '2026-02-30' }), 'sentDate');
  });

  it('ties the received date to the status', async () => {
    await refused(body({ status: 'received' }), 'receivedDate');
    await refused(body({ status: 'sent', receivedDate: '2026-03-05' }), 'receivedDate');
    const fitted = await created({ status: 'fitted', receivedDate: '2026-03-08' });
    expect(fitted).toMatchObject({ status: 'fitted', receivedDate: '2026-03-08' });
  });

  it('refuses control characters in the texts', async () => {
    await refused(body({ description: 'crown\u0000' }), 'description');
    await refused(body({ note: 'bell\u0007' }), 'note');
  });

  it('refuses a product of another branch, of another list, and a company id as a product', async () => {
    await refused(body({ productId: (await product('thonglor', 'SDL-ZR')).id }), 'productId');
    await refused(body({ productId: (await product('ari', 'SDL-ZR')).id }), 'productId');
    const treat = await t.db.owner.execute<{ id: number }>(
      sql`select e.id from master_entries e join branches b on b.id = e.branch_id
          where b.url = 'siam' and e.kind = 'treat' limit 1`,
    );
    await refused(body({ productId: Number(treat.rows[0]!.id) }), 'productId');
    await refused(body({ productId: zirconia.companyId }), 'productId');
  });

  it('refuses a patient of another clinic and a doctor who is not one', async () => {
    await refused(body({ patientId: ariPatientId }), 'patientId');
    await refused(body({ doctorUid: counterUid }), 'doctorUid');
  });

  it('refuses a reversed date range in the list query', async () => {
    const response = await t.send(lab.list, {
      token: tokens.counter,
      params: SIAM,
      query: { startDt: '2026-03-10', endDt: '2026-03-01' },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('updating and cancelling', () => {
  it('updates the whole expense and audits before and after', async () => {
    const expense = await created({ sentDate: '2025-01-10', dueDate: null });
    const response = await t.send(lab.update, {
      token: tokens.manager,
      params: { ...SIAM, id: expense.id },
      payload: body({
        sentDate: '2025-01-10',
        productId: retainer.id,
        doctorUid: doctor2Uid,
        cost: 950.5,
        status: 'received',
        receivedDate: '2025-01-15',
        note: 'รับงานแล้ว\nรอนัดใส่',
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json.data as TLabExpense;
    expect(updated).toMatchObject({
      productId: retainer.id,
      companyId: retainer.companyId,
      companyCode: 'ORTL',
      doctorUid: doctor2Uid,
      cost: 950.5,
      status: 'received',
      receivedDate: '2025-01-15',
      note: 'รับงานแล้ว\nรอนัดใส่',
    });
    expect(Date.parse(updated.modifyDt)).toBeGreaterThan(Date.parse(expense.modifyDt));
    const audit = await t.db.owner.execute<{ action: string; before: TLabExpense; after: TLabExpense }>(
      sql`select action, before, after from audit_log
          where entity = 'labExpense' and entity_id = ${String(expense.id)} and action = 'update'`,
    );
    expect(audit.rows[0]!.before.cost).toBe(expense.cost);
    expect(audit.rows[0]!.after.cost).toBe(950.5);
  });

  it('cancels with a reason, keeps the row, and closes it to changes', async () => {
    const expense = await created({ sentDate: '2025-02-01', dueDate: null });
    const noReason = await t.send(lab.cancel, {
      token: tokens.counter,
      params: { ...SIAM, id: expense.id },
      payload: { reason: '  ' },
    });
    expect(noReason.statusCode).toBe(422);
    const cancel = await t.send(lab.cancel, {
      token: tokens.counter,
      params: { ...SIAM, id: expense.id },
      payload: { reason: 'ผู้ป่วยเปลี่ยนแผนการรักษา' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json.data).toMatchObject({ id: expense.id, cancelReason: 'ผู้ป่วยเปลี่ยนแผนการรักษา', cost: 3200 });
    expect(cancel.json.data.cancelDt).not.toBeNull();
    const again = await t.send(lab.cancel, {
      token: tokens.counter,
      params: { ...SIAM, id: expense.id },
      payload: { reason: 'อีกครั้ง' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json.errorCode).toBe('LAB-EXPENSE-CANCELLED');
    const update = await t.send(lab.update, {
      token: tokens.counter,
      params: { ...SIAM, id: expense.id },
      payload: body({ sentDate: '2025-02-01', dueDate: null }),
    });
    expect(update.statusCode).toBe(409);
    const rows = await t.db.owner.execute<{ n: number }>(
      sql`select count(*)::int as n from lab_expenses where id = ${expense.id}`,
    );
    expect(Number(rows.rows[0]!.n)).toBe(1);
    expect(await auditActions(expense.id)).toEqual(['create', 'cancel']);
  });
});

describe('the list: filters, paging and totals', () => {
  // A month of its own, so that other tests' expenses stay out of these sums.
  const MONTH = { startDt: '2024-06-01', endDt: '2024-06-30' };
  let ids: number[];

  beforeAll(async () => {
    const costs = [0.1, 0.2, 1234.56, 999_999.99, 15];
    ids = [];
    for (const [index, cost] of costs.entries()) {
      const expense = await created({
        cost,
        sentDate: `2024-06-${String(10 + index).padStart(2, '0')}`,
        dueDate: null,
        patientId: index === 4 ? otherPatientId : patientId,
        productId: index === 3 ? retainer.id : zirconia.id,
        doctorUid: index === 2 ? doctor2Uid : doctorUid,
      });
      ids.push(expense.id);
    }
    // One the day before the month, one cancelled inside it.
    await created({ cost: 500, sentDate: '2024-05-31', dueDate: null });
    const cancelled = await created({ cost: 7000, sentDate: '2024-06-20', dueDate: null });
    await t.send(lab.cancel, {
      token: tokens.counter,
      params: { ...SIAM, id: cancelled.id },
      payload: { reason: 'ยกเลิก' },
    });
    ids.push(cancelled.id);
  });

  it('bounds the sent date (both days included), newest first, and totals exactly without the cancelled', async () => {
    const page = await listed(MONTH);
    expect(page.total).toBe(6);
    expect(page.list.map((e) => e.id)).toEqual([...ids].reverse());
    // 0.1 + 0.2 + 1234.56 + 999999.99 + 15, summed in satang.
    expect(page.totals).toEqual({ count: 5, cost: 1_001_249.85 });
  });

  it('pages with the total and totals of the whole filtered set', async () => {
    const first = await listed({ ...MONTH, limit: 2 });
    const second = await listed({ ...MONTH, limit: 2, offset: 2 });
    expect(first.list.map((e) => e.id)).toEqual([ids[5], ids[4]]);
    expect(second.list.map((e) => e.id)).toEqual([ids[3], ids[2]]);
    expect(second.total).toBe(6);
    expect(second.totals).toEqual(first.totals);
  });

  it('filters by status, company, doctor and keyword (name or DN)', async () => {
    const cancelled = await listed({ ...MONTH, status: 'cancelled' });
    expect(cancelled.list.map((e) => e.id)).toEqual([ids[5]]);
    expect(cancelled.totals).toEqual({ count: 0, cost: 0 });
    expect((await listed({ ...MONTH, status: 'sent' })).total).toBe(5);
    const ortho = await listed({ ...MONTH, companyId: retainer.companyId });
    expect(ortho.list.map((e) => e.id)).toEqual([ids[3]]);
    expect(ortho.totals.cost).toBe(999_999.99);
    const byDoctor2 = await listed({ ...MONTH, doctorUid: doctor2Uid });
    expect(byDoctor2.list.map((e) => e.id)).toEqual([ids[2]]);
    const byName = await listed({ ...MONTH, keyword: 'รีเทนเนอร์' });
    expect(byName.list.map((e) => e.id)).toEqual([ids[4]]);
    expect(byName.totals).toEqual({ count: 1, cost: 15 });
    const byDn = await listed({ ...MONTH, keyword: String(patientDn).padStart(6, '0') });
    expect(byDn.total).toBe(5);
    const nobody = await listed({ ...MONTH, keyword: 'ไม่มีชื่อนี้' });
    expect(nobody).toEqual({ list: [], total: 0, totals: { count: 0, cost: 0 } });
  });

  it('gives the reports the branch’s lab costs per day and per month, in satang, without cancelled ones', async () => {
    const range = { startDate: '2024-05-01', endDate: '2024-06-30' };
    const byDay = await t.db.run({ clinicId: siamBranch.clinicId }, (tx) =>
      branchLabCosts(tx, siamBranch, range, 'day'),
    );
    expect(byDay).toEqual([
      { period: '2024-05-31', count: 1, costSatang: 50000 },
      { period: '2024-06-10', count: 1, costSatang: 10 },
      { period: '2024-06-11', count: 1, costSatang: 20 },
      { period: '2024-06-12', count: 1, costSatang: 123456 },
      { period: '2024-06-13', count: 1, costSatang: 99999999 },
      { period: '2024-06-14', count: 1, costSatang: 1500 },
    ]);
    const byMonth = await t.db.run({ clinicId: siamBranch.clinicId }, (tx) =>
      branchLabCosts(tx, siamBranch, range, 'month'),
    );
    expect(byMonth).toEqual([
      { period: '2024-05', count: 1, costSatang: 50000 },
      { period: '2024-06', count: 5, costSatang: 100124985 },
    ]);
    const otherBranch = { ...siamBranch, branchId: -1 };
    expect(
      await t.db.run({ clinicId: siamBranch.clinicId }, (tx) => branchLabCosts(tx, otherBranch, range, 'month')),
    ).toEqual([]);
  });
});
