import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUS, receipts, treatments, type TReceipt } from '@yim/contract';
import { SIAM } from '../../test/appointment-fixture.ts';
import { CASH, TRANSFER, openReceiptFixture, type ReceiptFixture } from '../../test/receipt-fixture.ts';

// Issue 17, milestone 1: taking payment (spec clinic §7 Receipts, §4 APPT-IS-NOT-UPTO-DATE), and
// cancelling it. The list, who may see a receipt and the public link: receipt-list.int.test.ts.

let f: ReceiptFixture;

beforeAll(async () => {
  f = await openReceiptFixture();
});
afterAll(() => f.t.close());

describe('POST /api/receipt', () => {
  it('takes the payment of a visit in two methods, numbers it, closes the visit and audits it', async () => {
    const visit = await f.treatedVisit();
    const { appointmentId, record } = visit;
    const owed = await f.owed(appointmentId);
    expect(owed).toMatchObject({ canCreate: true, receiptId: null, treatment: { id: record.id } });
    // The header the preview prints: the branch's, with its tax id (the PromptPay QR's payee).
    expect(owed.header).toMatchObject({ name: 'สาขาสยาม', clinicName: expect.stringMatching(/\S/) });
    await f.t.db.owner.execute(sql`update branches set tax_id = '0105561234567' where url = 'siam'`);
    try {
      expect((await f.owed(appointmentId)).header.taxId).toBe('0105561234567');
    } finally {
      await f.t.db.owner.execute(sql`update branches set tax_id = '' where url = 'siam'`);
    }
    // 1000 and 40 less the 100 spread in proportion: 903.85 and 36.15.
    expect(owed.lines.map((l) => l.remained)).toEqual([903.85, 36.15]);
    const payload = {
      ...f.fullPayment(visit, owed.lines),
      displayAmount: [
        { id: CASH, amount: 500 },
        { id: TRANSFER, amount: 440 },
      ],
    };
    const response = await f.pay(payload);
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
    expect(await f.appointmentStatus(appointmentId)).toBe(APPOINTMENT_STATUS.PAID);
    const treatment = await f.t.send(treatments.byAppointment, {
      token: f.counter,
      params: { ...SIAM, appointmentId },
    });
    expect(treatment.json.data.paid).toBe(true);
    const audit = await f.t.db.owner.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'receipt' and entity_id = ${String(receipt.id)}`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create']);

    const again = await f.pay(payload);
    expect(again.statusCode).toBe(409);
    expect(again.json.errorCode).toBe('RECEIPT-EXISTED');
    expect((await f.owed(appointmentId)).canCreate).toBe(false);

    const read = await f.t.send(receipts.getReceipt, { token: f.manager, params: { ...SIAM, id: receipt.id } });
    expect(read.json.data).toEqual(receipt);
  });

  it('answers APPT-IS-NOT-UPTO-DATE with 200 when the record changed since it was read, and writes nothing', async () => {
    const visit = await f.treatedVisit();
    const { appointmentId, record } = visit;
    const owed = await f.owed(appointmentId);
    const stale = new Date(Date.parse(record.modifyDt) - 1000).toISOString();
    const response = await f.pay({
      ...f.fullPayment(visit, owed.lines),
      treatment: { id: record.id, modifyDt: stale },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json.data).toBe('APPT-IS-NOT-UPTO-DATE');
    expect(await f.countReceipts(appointmentId)).toBe(0);
  });

  it('refuses more than is owed, methods that do not add up, and a request without a key', async () => {
    const visit = await f.treatedVisit();
    const { appointmentId } = visit;
    const owed = await f.owed(appointmentId);
    const over = f.fullPayment(visit, owed.lines);
    over.receipt.items[0]!.paid += 0.01;
    over.displayAmount = [{ id: CASH, amount: 940.01 }];
    const overpaid = await f.pay(over);
    expect(overpaid.statusCode).toBe(422);
    expect(overpaid.json.errorCode).toBe('RECEIPT-OVERPAID');
    const mismatch = await f.pay({
      ...f.fullPayment(visit, owed.lines),
      displayAmount: [{ id: CASH, amount: 900 }],
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json.errorCode).toBe('RECEIPT-AMOUNT-MISMATCH');
    const keyless = await f.pay(f.fullPayment(visit, owed.lines), null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json.errorCode).toBe('IDEMPOTENCY-KEY-REQUIRED');
    expect(await f.countReceipts(appointmentId)).toBe(0);
  });

  it('makes one receipt of 20 identical submissions with one key; the key with another body is 422', async () => {
    const visit = await f.treatedVisit();
    const { appointmentId } = visit;
    const owed = await f.owed(appointmentId);
    const payload = f.fullPayment(visit, owed.lines);
    const key = f.newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => f.pay(payload, key)));
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
    expect(await f.countReceipts(appointmentId)).toBe(1);

    const replay = await f.pay(payload, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(ok[0]!.body);
    const reused = await f.pay({ ...payload, nextVisit: null, receipt: { items: [] }, displayAmount: [] }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json.errorCode).toBe('IDEMPOTENCY-KEY-REUSED');
  });
});

describe('partial payment, overdue and PUT cancel', () => {
  it('leaves what is not paid owed on the next visit; a cancel gives it back and reopens the visit', async () => {
    const first = await f.treatedVisit();
    const owed = await f.owed(first.appointmentId);
    // Half of each line now.
    const half = f.fullPayment(first, owed.lines, 0.5);
    const paid = await f.pay(half);
    expect(paid.statusCode, paid.body).toBe(200);
    const receipt: TReceipt = paid.json.data.receipt;
    expect(receipt.paid + receipt.overdue).toBeCloseTo(940, 2);
    expect(receipt.overdue).toBeGreaterThan(0);

    const second = await f.treatedVisit();
    const next = await f.owed(second.appointmentId);
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
    expect(await f.appointmentStatus(first.appointmentId)).toBe(APPOINTMENT_STATUS.WAITING_FOR_PAYMENT);
    const reopened = await f.owed(first.appointmentId);
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
