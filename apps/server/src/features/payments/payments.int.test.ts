import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, payments } from '@yim/contract';
import { loadSecret } from '../../lib/db/app-secrets.ts';
import { signCallback, type FastPayCallbackData } from '../../integrations/ktb-fastpay/ktb-fastpay-callback.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Orders paid through the sandbox KTB fast-pay bank: top-ups, the storage plan, the signed
// callback (once, whatever the order), the result screens' polling. The contract-wide tests cover
// every role of each endpoint and bad input; here the rules behind them.
// PUBLIC_URL points at a port nobody listens on: the sandbox bank's own callback is not taken
// (recorded as such), so each test decides whether the callback or the poll settles a payment.
const ORIGIN = 'http://127.0.0.1:9';
const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const THONGLOR = { clinicUrl: 'yim-demo', branchUrl: 'thonglor' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };
const URLS = {
  successUrl: `${ORIGIN}/yim-demo/siam/ktbfastpay/success`,
  failUrl: `${ORIGIN}/yim-demo/siam/ktbfastpay/fail`,
  cancelUrl: `${ORIGIN}/yim-demo/siam/ktbfastpay/cancel`,
};
const GIB = 1024 ** 3;

let t: TestApp;
let manager: string;
let counter: string;
let doctor: string;
let headcounter: string;
let ariManager: string;
let key: Uint8Array;

const topUp = (amount: unknown, token = counter, body: object = URLS) =>
  t.send(payments.topUpCredit, { params: SIAM, token, payload: { amount, ...body } });
const balance = async (params = SIAM) =>
  (await t.send(payments.creditBalance, { params, token: manager })).json.data.creditBalanceBahts as number;
const poll = (referenceId: string, params = SIAM, token = counter) =>
  t.send(payments.transaction, { params: { ...params, referenceId }, token });
const callback = (body: unknown) => t.send(payments.fastPayCallback, { payload: body as object });
const ordersOf = async () =>
  (await t.send(payments.listOrders, { params: SIAM, token: manager, query: { limit: 100 } })).json.data;

/** The bank's page: the hidden form posted, then the tester's decision. */
async function decide(referenceId: string, decision: 'approve' | 'fail' | 'cancel', errorCode?: string) {
  const page = await t.app.inject({
    method: 'POST',
    url: '/sandbox/ktb-fastpay/pay',
    payload: new URLSearchParams({ referenceId }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(page.statusCode, page.body).toBe(200);
  const form = new URLSearchParams({ referenceId, decision, ...(errorCode ? { errorCode } : {}) });
  return t.app.inject({
    method: 'POST',
    url: '/sandbox/ktb-fastpay/decide',
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function yimReferenceOf(referenceId: string): Promise<string> {
  const order = (await poll(referenceId)).json.data;
  return order.payment.yimReferenceId;
}

async function signed(referenceId: string, change: Partial<FastPayCallbackData> = {}) {
  const order = (await poll(referenceId)).json.data;
  const data: FastPayCallbackData = {
    referenceId,
    merchantReference: order.payment.yimReferenceId,
    amount: order.totalBahts.toFixed(2),
    status: 'approved',
    transactionId: 'TXN-CALLBACK',
    dateTime: new Date().toISOString(),
    errorCode: null,
    errorMessage: null,
    cancelReason: null,
    ...change,
  };
  return signCallback(key, data);
}

/** The audit rows of an order (money data): who ordered, and how it settled. */
const auditOf = async (orderId: number) =>
  (
    await t.db.owner.execute<{ action: string; user_email: string | null; after: Record<string, unknown> }>(
      sql`select a.action, u.email as user_email, a.after from audit_log a left join users u on u.id = a.user_id
          where a.entity = 'order' and a.entity_id = ${String(orderId)} order by a.id`,
    )
  ).rows;

const branchPlan = async (branchUrl = 'siam') =>
  (
    await t.db.owner.execute<{ file_store_expiration: string | null; file_store_quota_bytes: string }>(
      sql`select to_json(file_store_expiration) #>> '{}' as file_store_expiration, file_store_quota_bytes::text as file_store_quota_bytes
          from branches where url = ${branchUrl}`,
    )
  ).rows[0]!;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
  manager = await t.login('manager@demo.yim.test');
  counter = await t.login('counter@demo.yim.test');
  doctor = await t.login('doctor@demo.yim.test');
  headcounter = await t.login('headcounter@demo.yim.test');
  ariManager = await t.login('manager@ari.yim.test');
  key = await loadSecret(t.db, 'ktb-fastpay-callback', undefined);
});
afterAll(() => t.close());

describe('a credit top-up', () => {
  it('takes an amount above 0 with at most two decimals, else the spec message; return URLs of this app only', async () => {
    for (const amount of [0, -100, undefined, null, '100']) {
      const response = await topUp(amount);
      expect(response.statusCode, `${amount}`).toBe(422);
      expect(JSON.stringify(response.json), `${amount}`).toContain('กรุณาเลือกจำนวนเงิน');
    }
    for (const amount of [1.234, 100_001, Number.MAX_VALUE]) {
      expect((await topUp(amount)).statusCode, `${amount}`).toBe(422);
    }
    const elsewhere = await topUp(100, counter, { ...URLS, successUrl: 'https://evil.example/ok' });
    expect([elsewhere.statusCode, elsewhere.json.errorCode]).toEqual([422, 'PAYMENT-RETURN-URL']);
    expect((await ordersOf()).total).toBe(0);
  });

  it('goes to the bank page; approved there, the poll credits the branch once and the callback after it changes nothing', async () => {
    const start = await topUp(500);
    expect(start.statusCode, start.body).toBe(200);
    const { referenceId, ktbFastPayPayload } = start.json.data;
    expect(ktbFastPayPayload).toMatchObject({
      url: `${ORIGIN}/sandbox/ktb-fastpay/pay`,
      method: 'POST',
      fields: { referenceId, amount: '500.00' },
    });
    const pending = await poll(referenceId);
    expect(pending.json.data).toMatchObject({ type: 'credit_topup', status: 'pending', totalBahts: 500 });

    const back = await decide(referenceId, 'approve');
    expect(back.statusCode).toBe(303);
    const location = new URL(back.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(URLS.successUrl);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ amount: '500.00', Ref: referenceId });
    expect(location.searchParams.get('transactionId')).toMatch(/^TXN\d+$/);
    expect(location.searchParams.get('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The bank's callback went to a port nobody listens on: nothing is credited yet.
    expect(await balance()).toBe(0);

    const paid = await poll(referenceId);
    expect(paid.json.data).toMatchObject({
      status: 'paid',
      payment: { status: 'paid', ktbFastPayReferenceId: referenceId },
    });
    expect(paid.json.data.payment.transactionId).toBe(location.searchParams.get('transactionId'));
    expect(await balance()).toBe(500);
    await poll(referenceId);
    const late = await callback(await signed(referenceId, { transactionId: paid.json.data.payment.transactionId }));
    expect([late.statusCode, late.json.data]).toEqual([200, { applied: false }]);
    expect(await balance()).toBe(500);
    // A second decision on the bank page decides nothing (P7).
    const again = await decide(referenceId, 'cancel');
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('รายการนี้ดำเนินการแล้ว');
    // Created by the counter, settled once by the counter's poll: two audit rows, no more.
    expect(await auditOf(start.json.data.orderId)).toEqual([
      {
        action: 'create',
        user_email: 'counter@demo.yim.test',
        after: expect.objectContaining({ type: 'credit_topup', totalSatang: 50_000 }),
      },
      {
        action: 'update',
        user_email: 'counter@demo.yim.test',
        after: expect.objectContaining({ status: 'paid', amountSatang: 50_000, ktbFastPayReferenceId: referenceId }),
      },
    ]);
  });

  it('a signed callback credits once; replays do not; a bad or missing signature is refused and changes nothing', async () => {
    const before = await balance();
    const { referenceId } = (await topUp(200)).json.data;
    const body = await signed(referenceId);

    const forged = { ...body, signature: body.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) };
    const badSignature = await callback(forged);
    expect([badSignature.statusCode, badSignature.json.errorCode]).toEqual([401, 'PAYMENT-BAD-SIGNATURE']);
    const changedAmount = await callback({ ...body, data: { ...body.data, amount: '20000.00' } });
    expect([changedAmount.statusCode, changedAmount.json.errorCode]).toEqual([401, 'PAYMENT-BAD-SIGNATURE']);
    const otherKey = signCallback(new TextEncoder().encode('not the bank key at all, not at all'), body.data);
    expect((await callback(otherKey)).statusCode).toBe(401);
    expect((await callback({ data: body.data })).statusCode).toBe(422);
    expect(await balance()).toBe(before);
    expect((await poll(referenceId)).json.data.status).toBe('pending');

    const first = await callback(body);
    expect([first.statusCode, first.json.data]).toEqual([200, { applied: true }]);
    for (let i = 0; i < 3; i++) expect((await callback(body)).json.data).toEqual({ applied: false });
    expect(await balance()).toBe(before + 200);
    // The bank's callback settles for no signed-in person; the replays wrote nothing.
    const settledRows = (await auditOf((await poll(referenceId)).json.data.id)).filter((r) => r.action === 'update');
    expect(settledRows).toEqual([
      { action: 'update', user_email: null, after: expect.objectContaining({ status: 'paid' }) },
    ]);
    expect((await poll(referenceId)).json.data).toMatchObject({
      status: 'paid',
      payment: { transactionId: 'TXN-CALLBACK', amountBahts: 200 },
    });
  });

  it('two callbacks at once credit once', async () => {
    const before = await balance();
    const { referenceId } = (await topUp(300)).json.data;
    const body = await signed(referenceId);
    const answers = await Promise.all([callback(body), callback(body), callback(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json.data.applied)).toHaveLength(1);
    expect(await balance()).toBe(before + 300);
  });

  it('out of order: the first outcome stays; a callback before the bank reference was recorded still settles', async () => {
    const before = await balance();
    const cancelled = (await topUp(100)).json.data.referenceId;
    const cancel = await signed(cancelled, { status: 'cancelled', transactionId: null, cancelReason: 'USER_CANCEL' });
    expect((await callback(cancel)).json.data).toEqual({ applied: true });
    expect((await callback(await signed(cancelled))).json.data).toEqual({ applied: false });
    expect((await poll(cancelled)).json.data).toMatchObject({
      status: 'cancelled',
      payment: { cancelReason: 'USER_CANCEL', transactionId: null },
    });
    expect(await balance()).toBe(before);

    // The bank answered the payment and called back before our write of its reference landed.
    const early = (await topUp(150)).json.data.referenceId;
    const body = await signed(early);
    const yimRef = await yimReferenceOf(early);
    const clinicId = Number(/^Y(\d+)-/.exec(yimRef)![1]);
    await t.db.run({ clinicId }, (tx) =>
      tx.execute(sql`update payments set ktb_fast_pay_reference_id = null where yim_reference_id = ${yimRef}`),
    );
    expect((await callback(body)).json.data).toEqual({ applied: true });
    expect((await poll(early)).json.data).toMatchObject({ status: 'paid', payment: { ktbFastPayReferenceId: early } });
    expect(await balance()).toBe(before + 150);

    // A callback naming another bank reference or amount than the payment's settles nothing.
    const other = (await topUp(120)).json.data.referenceId;
    const wrongAmount = await signed(other, { amount: '121.00' });
    expect((await callback(wrongAmount)).json.data).toEqual({ applied: false });
    expect((await poll(other)).json.data.status).toBe('pending');
  });

  it('failed and cancelled on the bank page: back to the fail and cancel URLs with the reasons; nothing credited', async () => {
    const before = await balance();
    const failed = (await topUp(250)).json.data.referenceId;
    const failBack = new URL((await decide(failed, 'fail', '05')).headers.location as string);
    expect(failBack.pathname).toBe('/yim-demo/siam/ktbfastpay/fail');
    expect(Object.fromEntries(failBack.searchParams)).toMatchObject({
      amount: '250.00',
      Ref: failed,
      errorCode: '05',
      errorMessage: 'Do not honour',
    });
    expect((await poll(failed)).json.data).toMatchObject({ status: 'failed', payment: { errorCode: '05' } });

    const cancelled = (await topUp(260)).json.data.referenceId;
    const cancelBack = new URL((await decide(cancelled, 'cancel')).headers.location as string);
    expect(cancelBack.pathname).toBe('/yim-demo/siam/ktbfastpay/cancel');
    expect(cancelBack.searchParams.get('cancelReason')).toBe('USER_CANCEL');
    expect((await poll(cancelled)).json.data.status).toBe('cancelled');
    expect(await balance()).toBe(before);
  });

  it('a bank that does not answer (4,040 baht, P2) is 503 and leaves the order failed', async () => {
    const response = await topUp(4040);
    expect([response.statusCode, response.json.errorCode]).toEqual([503, 'INTEGRATION-UNAVAILABLE']);
    const list = (await ordersOf()).list as { totalBahts: number; status: string; payment: { errorCode: string } }[];
    expect(list.find((o) => o.totalBahts === 4040)).toMatchObject({
      status: 'failed',
      payment: { errorCode: 'BANK_SANDBOX_OUTAGE' },
    });
  });

  it('orders list with sort, order, offset and limit', async () => {
    const all = await ordersOf();
    expect(all.total).toBeGreaterThanOrEqual(8);
    // The page's payments are read in one statement for all its orders: each order shows its own.
    const list = all.list as { totalBahts: number; payment: { amountBahts: number } | null }[];
    expect(list.map((o) => o.payment?.amountBahts)).toEqual(list.map((o) => o.totalBahts));
    const cheapest = await t.send(payments.listOrders, {
      params: SIAM,
      token: manager,
      query: { sort: 'totalBahts', order: 'ASC', offset: 1, limit: 2 },
    });
    const totals = (all.list as { totalBahts: number }[]).map((o) => o.totalBahts).sort((a, b) => a - b);
    expect(cheapest.json.data.list.map((o: { totalBahts: number }) => o.totalBahts)).toEqual(totals.slice(1, 3));
    expect(cheapest.json.data.total).toBe(all.total);
  });
});

describe('the file-storage plan', () => {
  const subscribe = (body: object, token = manager, params = SIAM) =>
    t.send(payments.subscribeFileStorage, { params, token, payload: body });

  it('quotes without changing anything, orders when confirmed, and sets the plan once the bank approves', async () => {
    expect(await branchPlan()).toEqual({ file_store_expiration: null, file_store_quota_bytes: String(GIB) });
    const quote = await subscribe({ durationMonths: 6, storageSizeGB: 10, confirmed: false });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json.data).toMatchObject({
      quote: { durationMonths: 6, storageSizeGB: 10, priceBahts: 180, quotaBytes: 10 * GIB },
      order: null,
    });
    const quotedEnd = new Date(quote.json.data.quote.storageEndDate).getTime();
    const sixMonths = new Date();
    sixMonths.setMonth(sixMonths.getMonth() + 6);
    expect(Math.abs(quotedEnd - sixMonths.getTime())).toBeLessThan(2 * 86_400_000);
    expect((await ordersOf()).list.some((o: { type: string }) => o.type === 'storage_subscription')).toBe(false);

    const confirmed = await subscribe({ durationMonths: 6, storageSizeGB: 10, confirmed: true, ...URLS }, headcounter);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { referenceId, ktbFastPayPayload } = confirmed.json.data.order;
    expect(ktbFastPayPayload.fields.amount).toBe('180.00');
    expect(await branchPlan()).toEqual({ file_store_expiration: null, file_store_quota_bytes: String(GIB) });

    expect((await decide(referenceId, 'approve')).statusCode).toBe(303);
    const paid = (await poll(referenceId, SIAM, manager)).json.data;
    expect(paid).toMatchObject({ type: 'storage_subscription', status: 'paid', storageSizeGB: 10, durationMonths: 6 });
    const plan = await branchPlan();
    expect(plan.file_store_quota_bytes).toBe(String(10 * GIB));
    expect(new Date(plan.file_store_expiration!).getTime()).toBe(new Date(paid.storageEndDate).getTime());
    expect(Math.abs(new Date(paid.storageEndDate).getTime() - quotedEnd)).toBeLessThan(60_000);
    // FileManage's menu item reads this from the branch session.
    const session = await t.send(clinics.checkLoginAtBranch, { params: SIAM, token: manager });
    expect(session.json.data.branch.fileStoreExpiration).not.toBeNull();

    // A replayed callback of the same approval extends nothing.
    const replay = await signed(referenceId, { transactionId: paid.payment.transactionId });
    expect((await callback(replay)).json.data).toEqual({ applied: false });
    expect(await branchPlan()).toEqual(plan);

    // A second plan runs on from the current end (later than now), with its own quota.
    const next = await subscribe({ durationMonths: 1, storageSizeGB: 5, confirmed: true, ...URLS });
    const nextQuote = next.json.data.quote;
    const expectedEnd = new Date(paid.storageEndDate);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(Math.abs(new Date(nextQuote.storageEndDate).getTime() - expectedEnd.getTime())).toBeLessThan(3 * 86_400_000);
    expect((await callback(await signed(next.json.data.order.referenceId))).json.data).toEqual({ applied: true });
    const extended = await branchPlan();
    expect(new Date(extended.file_store_expiration!).getTime()).toBe(new Date(nextQuote.storageEndDate).getTime());
    expect(extended.file_store_quota_bytes).toBe(String(5 * GIB));
    expect(await branchPlan('thonglor')).toMatchObject({ file_store_expiration: null });
  });

  it('a failed payment sets no plan', async () => {
    const before = await branchPlan('thonglor');
    const order = await subscribe(
      { durationMonths: 12, storageSizeGB: 100, confirmed: true, ...URLS },
      manager,
      THONGLOR,
    );
    expect(order.json.data.quote.priceBahts).toBe(3600);
    await decide(order.json.data.order.referenceId, 'fail', '51');
    expect((await poll(order.json.data.order.referenceId, THONGLOR, manager)).json.data.status).toBe('failed');
    expect(await branchPlan('thonglor')).toEqual(before);
  });

  it('takes only the listed durations and sizes; confirming needs the return URLs; never a 500', async () => {
    const bad = [
      { durationMonths: 2, storageSizeGB: 10, confirmed: false },
      { durationMonths: 6, storageSizeGB: 7, confirmed: false },
      { durationMonths: 6, storageSizeGB: 10, confirmed: 'yes' },
      { durationMonths: 6, storageSizeGB: 10, confirmed: true },
      { durationMonths: 6, storageSizeGB: 10 },
      { durationMonths: 1e308, storageSizeGB: 10, confirmed: false },
      { durationMonths: 6, storageSizeGB: 10, confirmed: false, extra: 1 },
    ];
    for (const body of bad) expect((await subscribe(body)).statusCode, JSON.stringify(body)).toBe(422);
  });

  it('is for the manager and the head counter; top-ups and orders for the counter too, never the doctor', async () => {
    const body = { durationMonths: 1, storageSizeGB: 5, confirmed: false };
    expect((await subscribe(body, counter)).statusCode).toBe(403);
    expect((await subscribe(body, doctor)).statusCode).toBe(403);
    expect((await subscribe(body, headcounter)).statusCode).toBe(200);
    expect((await topUp(100, doctor)).statusCode).toBe(403);
    expect((await t.send(payments.listOrders, { params: SIAM, token: doctor })).statusCode).toBe(403);
  });
});

describe('across branches and clinics', () => {
  it('a reference of another branch or clinic is 404, and another clinic cannot reach this one', async () => {
    const { referenceId } = (await topUp(110)).json.data;
    const thonglor = await poll(referenceId, THONGLOR, manager);
    expect([thonglor.statusCode, thonglor.json.errorCode]).toEqual([404, 'PAYMENT-NOT-FOUND']);
    const ari = await poll(referenceId, ARI, ariManager);
    expect([ari.statusCode, ari.json.errorCode]).toEqual([404, 'PAYMENT-NOT-FOUND']);
    expect((await poll(referenceId, SIAM, ariManager)).statusCode).toBe(404);
    expect((await poll('KFP99999999')).statusCode).toBe(404);
    const ariOrders = await t.send(payments.listOrders, { params: ARI, token: ariManager });
    expect(ariOrders.json.data.total).toBe(0);
    expect(await balance(THONGLOR)).toBe(0);
  });

  it('the bank page refuses an unknown reference', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/ktb-fastpay/pay?referenceId=KFP00000000' });
    expect(page.statusCode).toBe(404);
    const decided = await t.app.inject({
      method: 'POST',
      url: '/sandbox/ktb-fastpay/decide',
      payload: 'referenceId=nonsense&decision=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(decided.statusCode).toBe(404);
  });
});
