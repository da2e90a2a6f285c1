import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUS,
  addDays,
  appointments,
  bangkokDate,
  receipts,
  treatments,
  type TReceipt,
  type TReceiptCheck,
  type TTreatment,
} from '@yim/contract';
import { ARI, SIAM, at, openAppointmentFixture, type AppointmentFixture } from '../../test/appointment-fixture.ts';

// Issue 17, milestone 1: taking payment (spec clinic §7 Receipts, §4 APPT-IS-NOT-UPTO-DATE).

const CASH = 1;
const TRANSFER = 2;
let f: AppointmentFixture;
let ids: { fill: number; ibuprofen: number };
let slot = 0;
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${keys++}`;

async function checkedIn(): Promise<number> {
  const minutes = 60 + 15 * slot++;
  const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const day = bangkokDate();
  const booked = await f.booked({
    startDt: at(day, time(minutes)),
    endDt: at(day, time(minutes + 15)),
    roomId: f.rooms.siam[0],
    patientId: f.patientId,
    confirmOutsideHours: true,
  });
  const checked = await f.t.send(appointments.checkIn, {
    token: f.counter,
    params: { ...SIAM, id: booked.id },
    payload: {},
  });
  expect(checked.statusCode, checked.body).toBe(200);
  return booked.id;
}

/** A visit with a record: a filling 1,200 − 200 and 10 × 4 of a drug, 100 off the bill: 940 owed. */
async function treatedVisit(): Promise<{ appointmentId: number; record: TTreatment }> {
  const appointmentId = await checkedIn();
  const response = await f.t.send(treatments.create, {
    token: f.doctor,
    params: SIAM,
    payload: {
      appointmentId,
      doctorUid: f.doctorUid,
      finalDiscount: 100,
      lines: [
        { kind: 'treatment', masterId: ids.fill, teeth: ['36'], price: 1200, discount: 200 },
        { kind: 'item', masterId: ids.ibuprofen, quantity: 10, price: 4 },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { appointmentId, record: response.json.data };
}

async function check(appointmentId: number): Promise<TReceiptCheck> {
  const response = await f.t.send(receipts.checkCreateReceipt, {
    token: f.counter,
    params: { ...SIAM, appointmentId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data;
}

function pay(payload: object, key: string | null = newKey(), token = f.counter) {
  return f.t.send(receipts.createReceipt, {
    token,
    params: SIAM,
    payload,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

/** Pays every owed line in full (or `paid` of each) in cash. */
function fullPayment(appointmentId: number, record: TTreatment, lines: TReceiptCheck['lines'], share = 1) {
  const items = lines.map((l) => ({
    treatmentItemId: l.treatmentItemId,
    paid: Math.round(l.remained * share * 100) / 100,
  }));
  const total = Math.round(items.reduce((s, i) => s + i.paid * 100, 0)) / 100;
  return {
    appointmentId,
    treatment: { id: record.id, modifyDt: record.modifyDt },
    receipt: { items },
    nextVisit: null,
    displayAmount: total > 0 ? [{ id: CASH, amount: total }] : [],
  };
}

const countReceipts = async (appointmentId: number) =>
  Number(
    (
      await f.t.db.owner.execute<{ n: number }>(
        sql`select count(*)::int as n from receipts where appointment_id = ${appointmentId}`,
      )
    ).rows[0]!.n,
  );

const appointmentStatus = async (id: number) =>
  Number(
    (await f.t.db.owner.execute<{ s: number }>(sql`select status_id as s from appointments where id = ${id}`)).rows[0]!
      .s,
  );

beforeAll(async () => {
  f = await openAppointmentFixture();
  const entry = async (kind: string, code: string) =>
    Number(
      (
        await f.t.db.owner.execute<{ id: number }>(
          sql`select e.id from master_entries e join branches b on b.id = e.branch_id
              where b.url = 'siam' and e.kind = ${kind} and e.code = ${code}`,
        )
      ).rows[0]!.id,
    );
  ids = { fill: await entry('treat', 'FILL-CR2'), ibuprofen: await entry('item', 'IBU400') };
});
afterAll(() => f.t.close());

describe('POST /api/receipt', () => {
  it('takes the payment of a visit in two methods, numbers it, closes the visit and audits it', async () => {
    const { appointmentId, record } = await treatedVisit();
    const owed = await check(appointmentId);
    expect(owed).toMatchObject({ canCreate: true, receiptId: null, treatment: { id: record.id } });
    // The header the preview prints: the branch's, with its tax id (the PromptPay QR's payee).
    expect(owed.header).toMatchObject({ name: 'สาขาสยาม', clinicName: expect.stringMatching(/\S/) });
    await f.t.db.owner.execute(sql`update branches set tax_id = '0105561234567' where url = 'siam'`);
    try {
      expect((await check(appointmentId)).header.taxId).toBe('0105561234567');
    } finally {
      await f.t.db.owner.execute(sql`update branches set tax_id = '' where url = 'siam'`);
    }
    // 1000 and 40 less the 100 spread in proportion: 903.85 and 36.15.
    expect(owed.lines.map((l) => l.remained)).toEqual([903.85, 36.15]);
    const payload = {
      ...fullPayment(appointmentId, record, owed.lines),
      displayAmount: [
        { id: CASH, amount: 500 },
        { id: TRANSFER, amount: 440 },
      ],
    };
    const response = await pay(payload);
    expect(response.statusCode, response.body).toBe(200);
    const receipt: TReceipt = response.json.data.receipt;
    expect(response.json.data.creationDt).toBe(receipt.creationDt);
    expect(receipt).toMatchObject({ amount: 940, paid: 940, overdue: 0, cancel: false, appointmentId });
    expect(receipt.receiptNo).toMatch(/^\d{2}-\d{6}$/);
    expect(receipt.displayAmount.map((d) => [d.id, d.amount])).toEqual([
      [CASH, 500],
      [TRANSFER, 440],
    ]);
    expect(receipt.receiptItems.map((i) => [i.amount, i.paid, i.remained])).toEqual([
      [903.85, 903.85, 0],
      [36.15, 36.15, 0],
    ]);
    expect(await appointmentStatus(appointmentId)).toBe(APPOINTMENT_STATUS.PAID);
    const treatment = await f.t.send(treatments.byAppointment, {
      token: f.counter,
      params: { ...SIAM, appointmentId },
    });
    expect(treatment.json.data.paid).toBe(true);
    const audit = await f.t.db.owner.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'receipt' and entity_id = ${String(receipt.id)}`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create']);

    const again = await pay(payload);
    expect(again.statusCode).toBe(409);
    expect(again.json.errorCode).toBe('RECEIPT-EXISTED');
    expect((await check(appointmentId)).canCreate).toBe(false);

    const read = await f.t.send(receipts.getReceipt, { token: f.manager, params: { ...SIAM, id: receipt.id } });
    expect(read.json.data).toEqual(receipt);
    const list = await f.t.send(receipts.listReceipts, {
      token: f.counter,
      params: SIAM,
      query: { keyword: receipt.receiptNo } as never,
    });
    expect(list.json.data.pagination.total).toBe(1);
    expect(list.json.data.receipts[0].id).toBe(receipt.id);
    // Each combination of filters is a statement of its own (preparedByShape): each finds it, or not.
    const today = bangkokDate(new Date());
    const found = async (query: Record<string, string>) => {
      const answer = await f.t.send(receipts.listReceipts, { token: f.counter, params: SIAM, query: query as never });
      expect(answer.statusCode).toBe(200);
      return (answer.json.data.receipts as TReceipt[]).map((r) => r.id);
    };
    expect(await found({ keyword: String(receipt.patient.dn) })).toContain(receipt.id);
    expect(await found({ keyword: receipt.patient.name.split(' ').at(-1) ?? '' })).toContain(receipt.id);
    expect(await found({ startDt: today, endDt: today, status: 'active' })).toContain(receipt.id);
    expect(await found({ startDt: today, status: 'cancel' })).not.toContain(receipt.id);
    expect(await found({ endDt: addDays(today, -1) })).not.toContain(receipt.id);
    expect(await found({ keyword: receipt.receiptNo, startDt: addDays(today, 1) })).toEqual([]);

    // The record's receipts tab: one patient's receipts at the branch, and none of anyone else's.
    const ofPatient = async (patientId: number) => {
      const query = { patientId: String(patientId) } as never;
      const answer = await f.t.send(receipts.listReceipts, { token: f.counter, params: SIAM, query });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json.data.receipts as TReceipt[];
    };
    const mine = await ofPatient(receipt.patient.id);
    expect(mine.map((r) => r.id)).toContain(receipt.id);
    expect(new Set(mine.map((r) => r.patient.id))).toEqual(new Set([receipt.patient.id]));
    // The demo clinic's receipts are of other patients: one of them lists its own, not this one.
    const everyone = await f.t.send(receipts.listReceipts, {
      token: f.counter,
      params: SIAM,
      query: { limit: '100' } as never,
    });
    const other = (everyone.json.data.receipts as TReceipt[]).find((r) => r.patient.id !== receipt.patient.id);
    expect(other, 'a receipt of another patient at the branch').toBeDefined();
    const theirs = (await ofPatient(other!.patient.id)).map((r) => r.id);
    expect(theirs).toContain(other!.id);
    expect(theirs).not.toContain(receipt.id);
    for (const patientId of ['0', 'abc', '2147483648']) {
      const query = { patientId } as never;
      const answer = await f.t.send(receipts.listReceipts, { token: f.counter, params: SIAM, query });
      expect(answer.statusCode, patientId).toBe(422);
    }
  });

  it('answers APPT-IS-NOT-UPTO-DATE with 200 when the record changed since it was read, and writes nothing', async () => {
    const { appointmentId, record } = await treatedVisit();
    const owed = await check(appointmentId);
    const stale = new Date(Date.parse(record.modifyDt) - 1000).toISOString();
    const response = await pay({
      ...fullPayment(appointmentId, record, owed.lines),
      treatment: { id: record.id, modifyDt: stale },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json.data).toBe('APPT-IS-NOT-UPTO-DATE');
    expect(await countReceipts(appointmentId)).toBe(0);
  });

  it('refuses more than is owed, methods that do not add up, and a request without a key', async () => {
    const { appointmentId, record } = await treatedVisit();
    const owed = await check(appointmentId);
    const over = fullPayment(appointmentId, record, owed.lines);
    over.receipt.items[0]!.paid += 0.01;
    over.displayAmount = [{ id: CASH, amount: 940.01 }];
    const overpaid = await pay(over);
    expect(overpaid.statusCode).toBe(422);
    expect(overpaid.json.errorCode).toBe('RECEIPT-OVERPAID');
    const mismatch = await pay({
      ...fullPayment(appointmentId, record, owed.lines),
      displayAmount: [{ id: CASH, amount: 900 }],
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json.errorCode).toBe('RECEIPT-AMOUNT-MISMATCH');
    const keyless = await pay(fullPayment(appointmentId, record, owed.lines), null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json.errorCode).toBe('IDEMPOTENCY-KEY-REQUIRED');
    expect(await countReceipts(appointmentId)).toBe(0);
  });

  it('makes one receipt of 20 identical submissions with one key; the key with another body is 422', async () => {
    const { appointmentId, record } = await treatedVisit();
    const owed = await check(appointmentId);
    const payload = fullPayment(appointmentId, record, owed.lines);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(payload, key)));
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(','),
    ).toBe(true);
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((a) => a.json.data.receipt.receiptNo)).size).toBe(1);
    // Whatever was in flight: every 409 here is IDEMPOTENCY-IN-FLIGHT, never a second receipt.
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json.errorCode).toBe('IDEMPOTENCY-IN-FLIGHT');
    expect(await countReceipts(appointmentId)).toBe(1);

    const replay = await pay(payload, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(ok[0]!.body);
    const reused = await pay({ ...payload, nextVisit: null, receipt: { items: [] }, displayAmount: [] }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json.errorCode).toBe('IDEMPOTENCY-KEY-REUSED');
  });
});

describe('partial payment, overdue and PUT cancel', () => {
  it('leaves what is not paid owed on the next visit; a cancel gives it back and reopens the visit', async () => {
    const first = await treatedVisit();
    const owed = await check(first.appointmentId);
    // Half of each line now.
    const half = fullPayment(first.appointmentId, first.record, owed.lines, 0.5);
    const paid = await pay(half);
    expect(paid.statusCode, paid.body).toBe(200);
    const receipt: TReceipt = paid.json.data.receipt;
    expect(receipt.paid + receipt.overdue).toBeCloseTo(940, 2);
    expect(receipt.overdue).toBeGreaterThan(0);

    const second = await treatedVisit();
    const next = await check(second.appointmentId);
    const older = next.lines.filter((l) => !l.current);
    expect(older.map((l) => l.treatmentItemId).sort()).toEqual(owed.lines.map((l) => l.treatmentItemId).sort());
    expect(older.reduce((s, l) => s + l.remained * 100, 0) / 100).toBeCloseTo(receipt.overdue, 2);

    const byCounter = await f.t.send(receipts.cancelReceipt, {
      token: f.counter,
      params: { ...SIAM, id: receipt.id },
      payload: { reason: 'ลงยอดผิด' },
    });
    expect(byCounter.statusCode).toBe(403);
    const noReason = await f.t.send(receipts.cancelReceipt, {
      token: f.manager,
      params: { ...SIAM, id: receipt.id },
      payload: { reason: '' },
    });
    expect(noReason.statusCode).toBe(422);
    const cancelled = await f.t.send(receipts.cancelReceipt, {
      token: f.manager,
      params: { ...SIAM, id: receipt.id },
      payload: { reason: 'ลงยอดผิด' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json.data).toMatchObject({ cancel: true, cancelReason: 'ลงยอดผิด' });
    expect(await appointmentStatus(first.appointmentId)).toBe(APPOINTMENT_STATUS.WAITING_FOR_PAYMENT);
    const reopened = await check(first.appointmentId);
    expect(reopened.canCreate).toBe(true);
    expect(reopened.lines.map((l) => l.remained)).toEqual([903.85, 36.15]);
    const twice = await f.t.send(receipts.cancelReceipt, {
      token: f.manager,
      params: { ...SIAM, id: receipt.id },
      payload: { reason: 'อีกครั้ง' },
    });
    expect(twice.json.errorCode).toBe('RECEIPT-ALREADY-CANCELLED');
    const stillThere = await f.t.send(receipts.listReceipts, {
      token: f.manager,
      params: SIAM,
      query: { status: 'cancel' } as never,
    });
    expect(stillThere.json.data.receipts.map((r: TReceipt) => r.id)).toContain(receipt.id);
    const audit = await f.t.db.owner.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'receipt' and entity_id = ${String(receipt.id)} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'cancel']);
  });
});

describe('who may take payment, and whose receipts they see', () => {
  it('refuses the doctor and the assistant; another clinic’s manager finds no such receipt or visit', async () => {
    const { appointmentId, record } = await treatedVisit();
    const owed = await check(appointmentId);
    for (const token of [f.doctor, f.assistant]) {
      const refused = await pay(fullPayment(appointmentId, record, owed.lines), newKey(), token);
      expect(refused.statusCode).toBe(403);
    }
    const paid = await pay(fullPayment(appointmentId, record, owed.lines));
    const id = paid.json.data.receipt.id as number;
    const fromAri = await f.t.send(receipts.getReceipt, { token: f.ariManager, params: { ...ARI, id } });
    expect(fromAri.statusCode).toBe(404);
    const cancelFromAri = await f.t.send(receipts.cancelReceipt, {
      token: f.ariManager,
      params: { ...ARI, id },
      payload: { reason: 'x' },
    });
    expect(cancelFromAri.statusCode).toBe(404);
    const checkFromAri = await f.t.send(receipts.checkCreateReceipt, {
      token: f.ariManager,
      params: { ...ARI, appointmentId },
    });
    expect(checkFromAri.statusCode).toBe(404);
    const ariList = await f.t.send(receipts.listReceipts, { token: f.ariManager, params: ARI });
    expect(ariList.json.data.receipts.map((r: TReceipt) => r.id)).not.toContain(id);
  });
});

describe('GET /api/reprint/{hash}: the public link', () => {
  it('shows the receipt without a login, nothing of the visit beyond it; a wrong ref is 404, a malformed one 422, guessing is rate-limited', async () => {
    const { appointmentId, record } = await treatedVisit();
    const owed = await check(appointmentId);
    const paid = await pay(fullPayment(appointmentId, record, owed.lines));
    const receipt: TReceipt = paid.json.data.receipt;
    expect(receipt.publicRef).toMatch(/^\d+\.[A-Za-z0-9_-]{22}$/);

    const open = await f.t.send(receipts.publicReceipt, { params: { hash: receipt.publicRef } });
    expect(open.statusCode, open.body).toBe(200);
    const shown = open.json.data;
    expect(shown.receipt).toMatchObject({
      receiptNo: receipt.receiptNo,
      paid: 940,
      patient: { dn: receipt.patient.dn },
    });
    expect(shown.branch.name).toBe('สาขาสยาม');
    for (const hidden of ['appointmentId', 'treatmentId', 'publicRef', 'branch'])
      expect(shown.receipt).not.toHaveProperty(hidden);
    expect(shown.receipt.patient).not.toHaveProperty('id');

    const [clinic, ref] = receipt.publicRef.split('.') as [string, string];
    const flipped = `${clinic}.${ref[0] === 'A' ? 'B' : 'A'}${ref.slice(1)}`;
    expect((await f.t.send(receipts.publicReceipt, { params: { hash: flipped } })).statusCode).toBe(404);
    // Another clinic's id with this ref: that clinic has no such receipt.
    const otherClinic = `${Number(clinic) + 1}.${ref}`;
    expect((await f.t.send(receipts.publicReceipt, { params: { hash: otherClinic } })).statusCode).toBe(404);
    expect((await f.t.send(receipts.publicReceipt, { params: { hash: 'not-a-ref' } })).statusCode).toBe(422);

    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1)
      statuses.push((await f.t.send(receipts.publicReceipt, { params: { hash: flipped } })).statusCode);
    expect(statuses).toContain(429);
  });
});
