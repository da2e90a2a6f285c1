import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { appointments, lab, patients, receipts, treatments, type TReceiptCheck } from '@yim/contract';
import { SIAM, at, openAppointmentFixture, type AppointmentFixture } from './appointment-fixture.ts';

/**
 * Receipts with hand-computed figures for the reports' tests (issue 18), made through the real
 * payment endpoints and then moved to their report days. Every visit is the same bill: a
 * filling 1,200 − 200 and 10 × 4 of a drug, 100 off: 903.85 and 36.15 owed, 940 in all.
 *
 * | receipt | patient | doctor  | Bangkok day            | paid                              | owed after |
 * |---------|---------|---------|------------------------|-----------------------------------|------------|
 * | A       | p1      | doctor  | 2026-10-05 00:10       | 940 (cash 500, transfer 440)      | 0          |
 * | B       | p2      | doctor2 | 2026-10-05 14:00       | 536.15 (filling 500, drug; cash)  | 403.85     |
 * | C       | p1      | doctor  | 2026-10-20 23:30       | 940 cash, then cancelled          | (none)     |
 * | D       | p2      | doctor  | 2026-11-03 10:00       | 940 + B's 403.85 (transfer)       | 0          |
 * | E       | p1      | doctor  | 2026-11-10 11:00       | drug 36.15 (cash)                 | 903.85     |
 *
 * Also: a lab expense of 1,500 sent 2026-10-20; fee shares doctor 40 %, doctor2 33.33 %.
 */
export const CASH = 1;
export const TRANSFER = 2;

export type ReportFixture = Awaited<ReturnType<typeof openReportFixture>>;

export async function openReportFixture(config: Record<string, string> = {}) {
  const f: AppointmentFixture = await openAppointmentFixture(config);
  const owner = f.t.db.owner;
  // The demo's own receipts and lab work (seed/demo-receipts.ts, demo-lab-expenses.ts) fall on
  // the days around the seeding, which may be these; the figures below are this fixture's alone,
  // so the copy starts without them.
  await owner.execute(sql`delete from receipt_payments`);
  await owner.execute(sql`delete from receipt_items`);
  await owner.execute(sql`delete from receipts`);
  await owner.execute(sql`delete from lab_expenses`);
  const entry = async (kind: string, code: string) =>
    Number(
      (
        await owner.execute<{ id: number }>(
          sql`select e.id from master_entries e join branches b on b.id = e.branch_id
              where b.url = 'siam' and e.kind = ${kind} and e.code = ${code}`,
        )
      ).rows[0]!.id,
    );
  const fill = await entry('treat', 'FILL-CR2');
  const ibuprofen = await entry('item', 'IBU400');
  const second = await f.t.send(patients.create, {
    token: f.counter,
    params: SIAM,
    payload: { firstNameTh: 'รายงาน', lastNameTh: 'ทดสอบสอง', mobile: '0891113333' },
  });
  expect(second.statusCode, second.body).toBe(200);
  const patient1 = f.patientId;
  const patient2: number = second.json.data.id;
  let slot = 0;
  let keys = 0;

  async function visit(patientId: number, doctorUid: string) {
    const minutes = 60 + 15 * slot++;
    const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const booked = await f.booked({
      startDt: at(today, time(minutes)),
      endDt: at(today, time(minutes + 15)),
      roomId: f.rooms.siam[0],
      patientId,
      confirmOutsideHours: true,
    });
    const checked = await f.t.send(appointments.checkIn, {
      token: f.counter,
      params: { ...SIAM, id: booked.id },
      payload: {},
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const record = await f.t.send(treatments.create, {
      token: f.doctor,
      params: SIAM,
      payload: {
        appointmentId: booked.id,
        doctorUid,
        finalDiscount: 100,
        lines: [
          { kind: 'treatment', masterId: fill, teeth: ['36'], price: 1200, discount: 200 },
          { kind: 'item', masterId: ibuprofen, quantity: 10, price: 4 },
        ],
      },
    });
    expect(record.statusCode, record.body).toBe(200);
    const owed = await f.t.send(receipts.checkCreateReceipt, {
      token: f.counter,
      params: { ...SIAM, appointmentId: booked.id },
    });
    expect(owed.statusCode, owed.body).toBe(200);
    return {
      appointmentId: booked.id,
      record: record.json.data as { id: number; modifyDt: string },
      owed: owed.json.data as TReceiptCheck,
    };
  }

  /** Pays the chosen lines (by index in the check's list) and moves the receipt to `when`. */
  async function pay(
    v: Awaited<ReturnType<typeof visit>>,
    paid: { line: TReceiptCheck['lines'][number]; amount: number }[],
    methods: { id: number; amount: number }[],
    when: string,
  ): Promise<number> {
    const response = await f.t.send(receipts.createReceipt, {
      token: f.counter,
      params: SIAM,
      headers: { 'idempotency-key': `report-fixture-${keys++}` },
      payload: {
        appointmentId: v.appointmentId,
        treatment: { id: v.record.id, modifyDt: v.record.modifyDt },
        receipt: { items: paid.map((p) => ({ treatmentItemId: p.line.treatmentItemId, paid: p.amount })) },
        nextVisit: null,
        displayAmount: methods,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const id: number = response.json.data.receipt.id;
    await owner.execute(sql`update receipts set created_at = ${when}::timestamptz where id = ${id}`);
    return id;
  }
  const own = (v: Awaited<ReturnType<typeof visit>>) => v.owed.lines.filter((l) => l.current);

  const a = await visit(patient1, f.doctorUid);
  const [aFill, aDrug] = own(a);
  const receiptA = await pay(
    a,
    [
      { line: aFill!, amount: 903.85 },
      { line: aDrug!, amount: 36.15 },
    ],
    [
      { id: CASH, amount: 500 },
      { id: TRANSFER, amount: 440 },
    ],
    '2026-10-05T00:10:00+07:00',
  );

  const b = await visit(patient2, f.doctor2Uid);
  const [bFill, bDrug] = own(b);
  const receiptB = await pay(
    b,
    [
      { line: bFill!, amount: 500 },
      { line: bDrug!, amount: 36.15 },
    ],
    [{ id: CASH, amount: 536.15 }],
    '2026-10-05T14:00:00+07:00',
  );

  const c = await visit(patient1, f.doctorUid);
  const [cFill, cDrug] = own(c);
  const receiptC = await pay(
    c,
    [
      { line: cFill!, amount: 903.85 },
      { line: cDrug!, amount: 36.15 },
    ],
    [{ id: CASH, amount: 940 }],
    '2026-10-20T23:30:00+07:00',
  );
  const cancelled = await f.t.send(receipts.cancelReceipt, {
    token: f.manager,
    params: { ...SIAM, id: receiptC },
    payload: { reason: 'ลงยอดผิด' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);

  const d = await visit(patient2, f.doctorUid);
  const [dFill, dDrug] = own(d);
  const carried = d.owed.lines.find((l) => !l.current && l.treatmentItemId === bFill!.treatmentItemId);
  expect(carried?.remained).toBe(403.85);
  const receiptD = await pay(
    d,
    [
      { line: dFill!, amount: 903.85 },
      { line: dDrug!, amount: 36.15 },
      { line: carried!, amount: 403.85 },
    ],
    [{ id: TRANSFER, amount: 1343.85 }],
    '2026-11-03T10:00:00+07:00',
  );

  const e = await visit(patient1, f.doctorUid);
  const [, eDrug] = own(e);
  const receiptE = await pay(
    e,
    [{ line: eDrug!, amount: 36.15 }],
    [{ id: CASH, amount: 36.15 }],
    '2026-11-10T11:00:00+07:00',
  );

  const product = await owner.execute<{ id: number }>(
    sql`select e.id from master_entries e join branches b on b.id = e.branch_id
        where b.url = 'siam' and e.kind = 'lab' and e.code = 'SDL-ZR'`,
  );
  const labExpense = await f.t.send(lab.create, {
    token: f.counter,
    params: SIAM,
    payload: {
      patientId: patient1,
      doctorUid: f.doctorUid,
      productId: Number(product.rows[0]!.id),
      description: 'ซี่ 36',
      cost: 1500,
      sentDate: '2026-10-20',
      dueDate: '2026-10-27',
    },
  });
  expect(labExpense.statusCode, labExpense.body).toBe(200);

  await owner.execute(sql`update branch_members m set dr_fee_share_percent = case u.email
      when 'doctor@demo.yim.test' then 40 when 'doctor2@demo.yim.test' then 33.33 end
    from users u, branches b
    where u.id = m.user_id and b.id = m.branch_id and b.url = 'siam'
      and u.email in ('doctor@demo.yim.test', 'doctor2@demo.yim.test')`);

  const [fillName, drugName] = [aFill!.name, aDrug!.name];
  return {
    f,
    patient1,
    patient2,
    receiptIds: { a: receiptA, b: receiptB, c: receiptC, d: receiptD, e: receiptE },
    names: { fill: fillName, drug: drugName },
  };
}
