import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecret } from '../../lib/db/app-secrets.ts';
import { allSandboxes } from '../../test/sandbox-settings.ts';
import { startFakeService } from '../../test/fake-service.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { IntegrationError } from '../integration-error.ts';
import { createIntegrations } from '../integrations.ts';
import { signCallback, verifyCallback } from './ktb-fastpay-callback.ts';
import { sandboxKtbFastPay, type KtbFastPaySandbox } from './ktb-fastpay-sandbox.ts';

// The documented cases P1–P8 of the sandbox KTB fast-pay bank (docs/integrations.md), with the
// bank's clock in the test's hands and a local server standing in for the merchant's callback URL.
let testDb: TestDatabase;
let bank: KtbFastPaySandbox;
let clock = new Date('2026-03-02T02:00:00Z');
let merchant: Awaited<ReturnType<typeof startFakeService>>;
let nextRef = 0;
const key = () => loadSecret(testDb.db, 'ktb-fastpay-callback', undefined);

function request(amountSatang: number, merchantReference = `M-${++nextRef}`) {
  return {
    merchantReference,
    amountSatang,
    description: 'test',
    successUrl: 'http://yim.test/ok',
    failUrl: 'http://yim.test/fail',
    cancelUrl: 'http://yim.test/cancel',
    callbackUrl: `${merchant.settings.url}/callback`,
  };
}

async function failure(work: Promise<unknown>): Promise<IntegrationError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IntegrationError);
  return error as IntegrationError;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  merchant = await startFakeService();
  merchant.answer = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  };
  bank = sandboxKtbFastPay({
    owner: testDb.db.owner,
    delayScale: 0,
    now: () => clock,
    publicUrl: 'http://yim.test',
    callbackKey: key,
  });
});
afterAll(async () => {
  await merchant.close();
  await testDb.drop();
});

describe('the sandbox KTB fast-pay bank', () => {
  it('is the default, and its payload posts to its own page', async () => {
    const integrations = createIntegrations(allSandboxes(), testDb.db, { publicUrl: 'http://yim.test' });
    expect(integrations.modes().ktbFastPay).toBe('sandbox');
    const { referenceId, payload } = await integrations.ktbFastPay.createPayment(request(10_000));
    expect(referenceId).toMatch(/^KFP\d{8}$/);
    expect(payload).toEqual({
      url: 'http://yim.test/sandbox/ktb-fastpay/pay',
      method: 'POST',
      fields: { referenceId, merchantReference: expect.stringMatching(/^M-/), amount: '100.00' },
    });
  });

  it('P1: an amount that is not above 0 or too large, or a URL that is not http(s), is refused', async () => {
    for (const bad of [
      request(0),
      request(-100),
      request(1.5),
      request(100_000_001),
      { ...request(100), failUrl: 'javascript:alert(1)' },
    ]) {
      expect((await failure(bank.createPayment(bad))).reason).toBe('INVALID_REQUEST');
    }
  });

  it('P2: 4,040.00 baht meets a bank that does not answer', async () => {
    expect(await failure(bank.createPayment(request(404_000)))).toMatchObject({
      failure: 'unavailable',
      reason: 'SANDBOX_OUTAGE',
    });
  });

  it('P3: the same merchant reference again is the same payment', async () => {
    const first = await bank.createPayment(request(5_000, 'M-same'));
    expect(await bank.createPayment(request(5_000, 'M-same'))).toEqual(first);
  });

  it('P4 and P8: approved on the page, the payer goes back with the query and the merchant gets one signed callback', async () => {
    const { referenceId } = await bank.createPayment(request(12_345));
    expect((await bank.transaction(referenceId)).status).toBe('pending');
    merchant.seen.length = 0;
    const decided = await bank.decide(referenceId, { kind: 'approve' });
    expect(decided).toMatchObject({ status: 'approved', alreadyDecided: false, amountSatang: 12_345 });
    const back = new URL(decided.returnUrl!);
    expect(back.pathname).toBe('/ok');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      amount: '123.45',
      Ref: referenceId,
      dateTime: clock.toISOString(),
      transactionId: decided.transactionId,
    });
    expect(merchant.seen).toHaveLength(1);
    expect(merchant.seen[0]).toMatchObject({ method: 'POST', url: '/v1/callback' });
    const callback = verifyCallback(await key(), JSON.parse(merchant.seen[0]!.body));
    expect(callback).toMatchObject({ referenceId, status: 'approved', amountSatang: 12_345 });
    expect(await bank.transaction(referenceId)).toMatchObject({
      status: 'approved',
      transactionId: decided.transactionId,
    });
  });

  it('P4: failed with a chosen code, or cancelled', async () => {
    const failed = await bank.createPayment(request(1_000));
    const f = await bank.decide(failed.referenceId, { kind: 'fail', errorCode: '54' });
    expect(Object.fromEntries(new URL(f.returnUrl!).searchParams)).toMatchObject({
      errorCode: '54',
      errorMessage: 'Expired card',
    });
    const cancelled = await bank.createPayment(request(1_000));
    const c = await bank.decide(cancelled.referenceId, { kind: 'cancel' });
    expect(new URL(c.returnUrl!).pathname).toBe('/cancel');
    expect(new URL(c.returnUrl!).searchParams.get('cancelReason')).toBe('USER_CANCEL');
  });

  it('P5: a reference the bank did not give is not found', async () => {
    for (const unknown of ['KFP99999999', 'nonsense', 'KFP0']) {
      expect((await failure(bank.transaction(unknown))).reason).toBe('PAYMENT_NOT_FOUND');
    }
  });

  it('P6: a payment nobody decided on for 30 minutes fails as EXPIRED, and the page decides nothing', async () => {
    const { referenceId } = await bank.createPayment(request(2_000));
    clock = new Date(clock.getTime() + 29 * 60_000);
    expect((await bank.transaction(referenceId)).status).toBe('pending');
    clock = new Date(clock.getTime() + 60_000);
    expect(await bank.transaction(referenceId)).toMatchObject({ status: 'failed', errorCode: 'EXPIRED' });
    merchant.seen.length = 0;
    expect(await bank.decide(referenceId, { kind: 'approve' })).toMatchObject({
      status: 'failed',
      alreadyDecided: true,
    });
    expect(merchant.seen).toHaveLength(0);
  });

  it('P7: a decided payment keeps its outcome, and no second callback goes out', async () => {
    const { referenceId } = await bank.createPayment(request(3_000));
    await bank.decide(referenceId, { kind: 'cancel' });
    merchant.seen.length = 0;
    expect(await bank.decide(referenceId, { kind: 'approve' })).toMatchObject({
      status: 'cancelled',
      alreadyDecided: true,
    });
    expect(merchant.seen).toHaveLength(0);
  });

  it('reads only callbacks signed with its key', async () => {
    const { referenceId } = await bank.createPayment(request(4_000));
    const decided = await bank.decide(referenceId, { kind: 'approve' });
    const body = signCallback(await key(), {
      referenceId,
      merchantReference: decided.merchantReference,
      amount: '40.00',
      status: 'approved',
      transactionId: decided.transactionId,
      dateTime: clock.toISOString(),
      errorCode: null,
      errorMessage: null,
      cancelReason: null,
    });
    expect(await bank.readCallback(body)).toMatchObject({ referenceId, amountSatang: 4_000 });
    for (const bad of [
      { ...body, data: { ...body.data, status: 'failed' } },
      signCallback(new TextEncoder().encode('another key entirely'), body.data),
      { data: body.data },
      'not a callback',
      null,
    ]) {
      expect((await failure(bank.readCallback(bad))).reason).toBe('BAD_SIGNATURE');
    }
  });
});
