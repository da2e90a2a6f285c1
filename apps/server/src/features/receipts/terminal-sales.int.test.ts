import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, bangkokDate, receipts, treatments, type TReceiptCheck, type TTerminalSale } from '@yim/contract';
import {
  ARI,
  SIAM,
  THONGLOR,
  at,
  openAppointmentFixture,
  type AppointmentFixture,
} from '../../test/appointment-fixture.ts';
import { sandboxEdcTerminal } from '../../integrations/edc-terminal/edc-terminal-sandbox.ts';
import { runPeriodicTasks } from '../../lib/jobs/periodic-tasks.ts';
import { voidAbandonedTerminalSales } from './abandoned-terminal-sales.service.ts';

// Issue 17, the card terminal (EDC): start, poll and cancel a terminal sale; a card line of a
// receipt only with an approved sale of exactly its amount, method and branch, used once. The
// sandbox terminal decides a second after the start (SANDBOX_EDC_PENDING_SECONDS=1); the satang
// of the amount choose its case (docs/integrations.md: .51 declined, .98 timed out, .99 offline).

const CASH = 1;
const CREDIT_CARD = 3;
const DEBIT_CARD = 4;
let f: AppointmentFixture;
let ids: { fill: number };
let slot = 0;
let refs = 0;
const newRef = () => `edc-int-${Date.now()}-${refs++}-reference`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function start(body: object, token = f.counter, params = SIAM) {
  return f.t.send(receipts.startTerminalSale, { token, params, payload: body });
}
function poll(id: number, token = f.counter, params = SIAM) {
  return f.t.send(receipts.getTerminalSale, { token, params: { ...params, id } });
}
function cancel(id: number, token = f.counter, params = SIAM) {
  return f.t.send(receipts.cancelTerminalSale, { token, params: { ...params, id }, payload: {} });
}

/** Polls as the overlay does (here every 300 ms) until the terminal decided. */
async function decided(id: number): Promise<TTerminalSale> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const answer = await poll(id);
    expect(answer.statusCode, answer.body).toBe(200);
    if (answer.json.data.status !== 'pending') return answer.json.data;
    await sleep(300);
  }
  throw new Error('the sandbox terminal did not decide');
}

async function approvedSale(amount: number, methodId = CREDIT_CARD): Promise<TTerminalSale> {
  const started = await start({ reference: newRef(), methodId, amount });
  expect(started.statusCode, started.body).toBe(200);
  const sale = await decided(started.json.data.id);
  expect(sale.status).toBe('approved');
  return sale;
}

/** A checked-in visit whose record owes 1,040.00 (a filling 1,200 − 200, then 40 more). */
async function owedVisit(): Promise<{ appointmentId: number; check: TReceiptCheck }> {
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
  await f.t.send(appointments.checkIn, { token: f.counter, params: { ...SIAM, id: booked.id }, payload: {} });
  const record = await f.t.send(treatments.create, {
    token: f.doctor,
    params: SIAM,
    payload: {
      appointmentId: booked.id,
      doctorUid: f.doctorUid,
      lines: [{ kind: 'treatment', masterId: ids.fill, teeth: ['36'], price: 1240, discount: 200 }],
    },
  });
  expect(record.statusCode, record.body).toBe(200);
  const check = await f.t.send(receipts.checkCreateReceipt, {
    token: f.counter,
    params: { ...SIAM, appointmentId: booked.id },
  });
  return { appointmentId: booked.id, check: check.json.data };
}

/** Pays the whole 1,040.00: the cash part and the card lines given. */
function pay(
  visit: { appointmentId: number; check: TReceiptCheck },
  displayAmount: object[],
  key = `receipt-${newRef()}`,
) {
  const { check } = visit;
  return f.t.send(receipts.createReceipt, {
    token: f.counter,
    params: SIAM,
    headers: { 'idempotency-key': key },
    payload: {
      appointmentId: visit.appointmentId,
      treatment: check.treatment,
      receipt: { items: check.lines.map((l) => ({ treatmentItemId: l.treatmentItemId, paid: l.remained })) },
      nextVisit: null,
      displayAmount,
    },
  });
}

beforeAll(async () => {
  f = await openAppointmentFixture({ SANDBOX_EDC_PENDING_SECONDS: '1' });
  const rows = await f.t.db.owner.execute<{ id: number }>(
    sql`select e.id from master_entries e join branches b on b.id = e.branch_id
        where b.url = 'siam' and e.kind = 'treat' and e.code = 'FILL-CR2'`,
  );
  ids = { fill: Number(rows.rows[0]!.id) };
});
afterAll(() => f.t.close());

describe('a card-terminal sale', () => {
  it('is pending while the card is presented, then approved; the same reference again is the same sale', async () => {
    const reference = newRef();
    const started = await start({ reference, methodId: CREDIT_CARD, amount: 540 });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json.data).toMatchObject({ reference, methodId: CREDIT_CARD, amount: 540, status: 'pending' });
    const again = await start({ reference, methodId: CREDIT_CARD, amount: 540 });
    expect(again.json.data.id).toBe(started.json.data.id);
    const sale = await decided(started.json.data.id);
    expect(sale).toMatchObject({ status: 'approved', cancelRequested: false, receiptId: null });
    expect(sale.approvalCode).toMatch(/^\d{6}$/);
    expect(sale.maskedPan).toMatch(/^XXXX-XXXX-XXXX-\d{4}$/);
    // Retried after the approval: still the one sale, one charge at the terminal.
    const late = await start({ reference, methodId: CREDIT_CARD, amount: 540 });
    expect(late.json.data).toMatchObject({ id: sale.id, status: 'approved' });
    const counted = await f.t.db.owner.execute<{ ours: number; terminal: number }>(
      sql`select (select count(*)::int from terminal_sales where reference = ${reference}) as ours,
                 (select count(*)::int from sandbox_edc_sales where reference = ${reference}) as terminal`,
    );
    expect(counted.rows[0]).toEqual({ ours: 1, terminal: 1 });
    const audit = await f.t.db.owner.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'terminal_sale' and entity_id = ${String(sale.id)}`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create']);
  });

  it('the same reference with another amount or method is refused', async () => {
    const reference = newRef();
    await start({ reference, methodId: CREDIT_CARD, amount: 100 });
    expect((await start({ reference, methodId: CREDIT_CARD, amount: 101 })).json.errorCode).toBe(
      'EDC-REFERENCE-REUSED',
    );
    expect((await start({ reference, methodId: DEBIT_CARD, amount: 100 })).statusCode).toBe(409);
    expect((await start({ reference, methodId: CREDIT_CARD, amount: 100 }, f.manager, THONGLOR)).statusCode).toBe(409);
  });

  it('is declined (.51) or times out (.98) as the terminal says; a terminal offline (.99) is 503', async () => {
    const declined = await start({ reference: newRef(), methodId: CREDIT_CARD, amount: 100.51 });
    expect(await decided(declined.json.data.id)).toMatchObject({ status: 'declined', responseCode: '51' });
    // Slow answers (.97) are approved in the end, three times later.
    const slow = await start({ reference: newRef(), methodId: DEBIT_CARD, amount: 100.97 });
    expect((await decided(slow.json.data.id)).status).toBe('approved');
    const offline = await start({ reference: newRef(), methodId: CREDIT_CARD, amount: 100.99 });
    expect([offline.statusCode, offline.json.errorCode]).toEqual([503, 'INTEGRATION-UNAVAILABLE']);
    const timeout = await start({ reference: newRef(), methodId: CREDIT_CARD, amount: 100.98 });
    expect(timeout.json.data.status).toBe('pending');
    await sleep(6100);
    expect(await decided(timeout.json.data.id)).toMatchObject({ status: 'timed_out', responseCode: 'TIMEOUT' });
  }, 20_000);

  it('cancel ends a pending sale and voids an approved one that backs no receipt, audited', async () => {
    const pending = await start({ reference: newRef(), methodId: CREDIT_CARD, amount: 200.98 });
    const cancelled = await cancel(pending.json.data.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json.data).toMatchObject({ status: 'cancelled', cancelRequested: true });
    expect((await poll(pending.json.data.id)).json.data.status).toBe('cancelled');
    const approved = await approvedSale(200);
    expect((await cancel(approved.id)).json.data.status).toBe('voided');
    expect((await cancel(approved.id)).json.data.status).toBe('voided');
    const audit = await f.t.db.owner.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'terminal_sale' and entity_id = ${String(approved.id)} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'cancel']);
  });

  it('only a card method, validated; roles of taking payment; another clinic or branch finds no such sale', async () => {
    expect((await start({ reference: newRef(), methodId: CASH, amount: 100 })).json.errorCode).toBe('EDC-NOT-CARD');
    for (const bad of [
      { reference: 'short', methodId: CREDIT_CARD, amount: 100 },
      { reference: newRef(), methodId: CREDIT_CARD, amount: 0 },
      { reference: newRef(), methodId: CREDIT_CARD, amount: 1.005 },
      { reference: `${newRef()}/..`, methodId: CREDIT_CARD, amount: 100 },
      { reference: newRef(), amount: 100 },
    ]) {
      expect((await start(bad)).statusCode).toBe(422);
    }
    for (const token of [f.doctor, f.assistant]) {
      expect((await start({ reference: newRef(), methodId: CREDIT_CARD, amount: 100 }, token)).statusCode).toBe(403);
    }
    const sale = await approvedSale(300);
    expect((await poll(sale.id, f.ariManager, ARI)).statusCode).toBe(404);
    expect((await cancel(sale.id, f.ariManager, ARI)).statusCode).toBe(404);
    expect((await poll(sale.id, f.manager, THONGLOR)).json.errorCode).toBe('EDC-SALE-NOT-FOUND');
    expect((await poll(sale.id, f.doctor)).statusCode).toBe(403);
  });
});

describe('a card line of a receipt', () => {
  it('is paid by its approved sale, once: a second receipt, a replay or a cancel cannot use it again', async () => {
    const visit = await owedVisit();
    expect(visit.check.paymentMethods.find((m) => m.id === CREDIT_CARD)?.isCard).toBe(true);
    expect(visit.check.paymentMethods.find((m) => m.id === CASH)?.isCard).toBe(false);
    const sale = await approvedSale(540);
    const key = `receipt-${newRef()}`;
    const lines = [
      { id: CASH, amount: 500 },
      { id: CREDIT_CARD, amount: 540, terminalSaleId: sale.id },
    ];
    const paid = await pay(visit, lines, key);
    expect(paid.statusCode, paid.body).toBe(200);
    const receiptId = paid.json.data.receipt.id as number;
    expect((await poll(sale.id)).json.data.receiptId).toBe(receiptId);
    // The same submit replayed answers the same receipt; nothing new.
    const replay = await pay(visit, lines, key);
    expect(replay.json.data.receipt.id).toBe(receiptId);
    // Cancel the receipt, pay the visit again: the sale stays with the first receipt.
    const cancelled = await f.t.send(receipts.cancelReceipt, {
      token: f.manager,
      params: { ...SIAM, id: receiptId },
      payload: { reason: 'ลงยอดผิด' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await owedVisitAgain(visit.appointmentId);
    expect((await pay(again, lines)).json.errorCode).toBe('EDC-SALE-USED');
    expect((await cancel(sale.id)).json.errorCode).toBe('EDC-SALE-USED');
  });

  it('prints each card line with its slip (brand, masked number, approval code), on the receipt, its public link and its PDF', async () => {
    const visit = await owedVisit();
    const credit = await approvedSale(500);
    const debit = await approvedSale(500, DEBIT_CARD);
    const paid = await pay(visit, [
      { id: CASH, amount: 40 },
      { id: CREDIT_CARD, amount: 500, terminalSaleId: credit.id },
      { id: DEBIT_CARD, amount: 500, terminalSaleId: debit.id },
    ]);
    expect(paid.statusCode, paid.body).toBe(200);
    const slipOf = (sale: TTerminalSale) => ({
      cardBrand: sale.cardBrand,
      maskedPan: sale.maskedPan,
      approvalCode: sale.approvalCode,
    });
    expect(credit.approvalCode).toMatch(/\S/);
    const id = paid.json.data.receipt.id as number;
    const read = await f.t.send(receipts.getReceipt, { token: f.counter, params: { ...SIAM, id } });
    expect(read.json.data.displayAmount.map((line: { card: unknown }) => line.card)).toEqual([
      null,
      slipOf(credit),
      slipOf(debit),
    ]);
    const ref = read.json.data.publicRef as string;
    const shown = await f.t.send(receipts.publicReceipt, { params: { hash: ref } });
    expect(shown.json.data.receipt.displayAmount[1].card).toEqual(slipOf(credit));

    const pdf = await f.t.send(receipts.printReceiptPdf, { token: f.counter, params: { ...SIAM, id }, payload: {} });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({
      data: new Uint8Array(Buffer.from(pdf.json.data.pdfBase64 as string, 'base64')),
      useSystemFonts: false,
    }).promise;
    const content = await (await doc.getPage(1)).getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join('')
      .replace(/\s+/g, '');
    expect(text).toContain(`รหัสอนุมัติ${credit.approvalCode}`);
    expect(text).toContain(`${debit.maskedPan}`.replace(/\s+/g, ''));
  });

  it('is refused without a sale, with a sale not approved, of another amount, method or branch', async () => {
    const visit = await owedVisit();
    const card = (extra: object) => [
      { id: CASH, amount: 500 },
      { id: CREDIT_CARD, amount: 540, ...extra },
    ];
    expect((await pay(visit, card({}))).json.errorCode).toBe('EDC-SALE-REQUIRED');
    const cashWithSale = [{ id: CASH, amount: 1040, terminalSaleId: 1 }];
    expect((await pay(visit, cashWithSale)).json.errorCode).toBe('EDC-NOT-CARD');
    const declined = await start({ reference: newRef(), methodId: CREDIT_CARD, amount: 540.51 });
    await decided(declined.json.data.id);
    const other = [
      { id: CASH, amount: 499.49 },
      { id: CREDIT_CARD, amount: 540.51, terminalSaleId: declined.json.data.id },
    ];
    expect((await pay(visit, other)).json.errorCode).toBe('EDC-SALE-NOT-APPROVED');
    const smaller = await approvedSale(500);
    expect((await pay(visit, card({ terminalSaleId: smaller.id }))).json.errorCode).toBe('EDC-SALE-MISMATCH');
    const debit = await approvedSale(540, DEBIT_CARD);
    expect((await pay(visit, card({ terminalSaleId: debit.id }))).json.errorCode).toBe('EDC-SALE-MISMATCH');
    const voided = await approvedSale(540);
    await cancel(voided.id);
    expect((await pay(visit, card({ terminalSaleId: voided.id }))).json.errorCode).toBe('EDC-SALE-NOT-APPROVED');
    // A sale of the thonglor branch does not pay at siam.
    const there = await start({ reference: newRef(), methodId: CREDIT_CARD, amount: 540 }, f.manager, THONGLOR);
    await sleep(1100);
    expect((await poll(there.json.data.id, f.manager, THONGLOR)).json.data.status).toBe('approved');
    expect((await pay(visit, card({ terminalSaleId: there.json.data.id }))).json.errorCode).toBe('EDC-SALE-NOT-FOUND');
    // Nothing was written by the refusals; the visit is still payable with a good sale.
    const good = await approvedSale(540);
    expect((await pay(visit, card({ terminalSaleId: good.id }))).statusCode).toBe(200);
  });

  it('two receipts racing for one sale: one is paid, the other refused', async () => {
    const first = await owedVisit();
    const second = await owedVisit();
    const sale = await approvedSale(540);
    const lines = [
      { id: CASH, amount: 500 },
      { id: CREDIT_CARD, amount: 540, terminalSaleId: sale.id },
    ];
    const answers = await Promise.all([pay(first, lines), pay(second, lines)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json.errorCode).toBe('EDC-SALE-USED');
  });
});

/** The visit reopened by a cancelled receipt, as the payment screen reads it again. */
async function owedVisitAgain(appointmentId: number) {
  const check = await f.t.send(receipts.checkCreateReceipt, { token: f.counter, params: { ...SIAM, appointmentId } });
  return { appointmentId, check: check.json.data as TReceiptCheck };
}

describe('the sweep of abandoned sales', () => {
  it('voids an approved sale and cancels a pending one that no receipt took after 30 minutes, audited; leaves a used one', async () => {
    const terminal = sandboxEdcTerminal({
      owner: f.t.db.owner,
      delayScale: 0,
      now: () => new Date(),
      pendingSeconds: 1,
    });
    const sweep = voidAbandonedTerminalSales({ terminal, now: () => new Date() });
    const approved = await approvedSale(1040);
    // A start the terminal holds undecided: the screen was closed before the card was presented.
    const pending = await start({ reference: newRef(), methodId: CREDIT_CARD, amount: 12.98 });
    expect(pending.json.data.status).toBe('pending');
    const fresh = await approvedSale(540);
    const visit = await owedVisit();
    const used = await approvedSale(1040);
    expect((await pay(visit, [{ id: CREDIT_CARD, amount: 1040, terminalSaleId: used.id }])).statusCode).toBe(200);
    const abandoned = [approved.id, pending.json.data.id, used.id];
    await f.t.db.owner.execute(
      sql`update terminal_sales set created_at = now() - interval '31 minutes' where id in (${sql.join(abandoned, sql`, `)})`,
    );

    expect(await runPeriodicTasks(f.t.db, [sweep])).toEqual({ abandonedTerminalSales: 2 });
    expect((await poll(approved.id)).json.data).toMatchObject({ status: 'voided', cancelRequested: true });
    expect((await poll(pending.json.data.id)).json.data.status).toBe('cancelled');
    expect((await poll(fresh.id)).json.data.status).toBe('approved');
    expect((await poll(used.id)).json.data).toMatchObject({ status: 'approved', cancelRequested: false });
    const audit = await f.t.db.owner.execute<{ after: { reason: string } | null }>(
      sql`select after from audit_log where entity = 'terminal_sale' and entity_id = ${String(approved.id)} and action = 'cancel'`,
    );
    expect(audit.rows).toEqual([{ after: { reason: 'abandoned' } }]);
    // Nothing left to end: the next round touches nothing.
    expect(await runPeriodicTasks(f.t.db, [sweep])).toEqual({ abandonedTerminalSales: 0 });
  });
});
