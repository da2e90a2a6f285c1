import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bangkokDate, receipts, type TReceipt } from '@yim/contract';
import { ARI, SIAM } from '../../test/appointment-fixture.ts';
import { openReceiptFixture, type ReceiptFixture } from '../../test/receipt-fixture.ts';

// Issue 17: the branch's receipts list (receiptmanage and the record's receipts tab), who may
// take payment and see a receipt, and the public link a patient is given. Taking payment and
// cancelling it: receipts.int.test.ts.

let f: ReceiptFixture;

beforeAll(async () => {
  f = await openReceiptFixture();
});
afterAll(() => f.t.close());

describe('GET /api/receipt: the branch’s list', () => {
  it('finds a receipt by number, DN, name, dates, status and patient; each filter is validated', async () => {
    const receipt = await f.paidReceipt(1);
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
});

describe('who may take payment, and whose receipts they see', () => {
  it('refuses the doctor and the assistant; another clinic’s manager finds no such receipt or visit', async () => {
    const visit = await f.treatedVisit();
    const { appointmentId } = visit;
    const owed = await f.owed(appointmentId);
    for (const token of [f.doctor, f.assistant]) {
      const refused = await f.pay(f.fullPayment(visit, owed.lines), f.newKey(), token);
      expect(refused.statusCode).toBe(403);
    }
    const paid = await f.pay(f.fullPayment(visit, owed.lines));
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
    const visit = await f.treatedVisit();
    const { appointmentId } = visit;
    const owed = await f.owed(appointmentId);
    const paid = await f.pay(f.fullPayment(visit, owed.lines));
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
