import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes, startFakeService } from '../../test/fake-service.ts';
import { IntegrationError } from '../integration-error.ts';
import { signCallback } from './ktb-fastpay-callback.ts';
import { httpKtbFastPay } from './ktb-fastpay-http.ts';

// The live fast-pay adapter against a local fake bank speaking the documented protocol.
let fake: Awaited<ReturnType<typeof startFakeService>>;
const KEY = new TextEncoder().encode('the-bank-and-yim-share-this-callback-key');
const request = {
  merchantReference: 'Y1-7',
  amountSatang: 150_050,
  description: 'เติมเครดิต',
  successUrl: 'https://yim.test/ok',
  failUrl: 'https://yim.test/fail',
  cancelUrl: 'https://yim.test/cancel',
  callbackUrl: 'https://yim.test/api/ktb-fastpay/callback',
};

async function failure(work: Promise<unknown>): Promise<IntegrationError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IntegrationError);
  return error as IntegrationError;
}

beforeAll(async () => {
  fake = await startFakeService();
});
beforeEach(() => {
  fake.seen.length = 0;
});
afterAll(() => fake.close());

describe('the live KTB fast-pay adapter', () => {
  it('opens a payment and reads a transaction, as documented', async () => {
    const bank = httpKtbFastPay(fake.settings, KEY);
    fake.answer = routes({
      'POST /v1/payments': [
        201,
        { referenceId: 'B-1', paymentUrl: 'https://bank.example/pay', fields: { token: 't' } },
      ],
      'GET /v1/payments/B-1': [
        200,
        {
          referenceId: 'B-1',
          merchantReference: 'Y1-7',
          amount: '1500.50',
          status: 'approved',
          transactionId: 'T-1',
          dateTime: '2026-03-02T02:00:00.000Z',
          errorCode: null,
          errorMessage: null,
          cancelReason: null,
        },
      ],
    });
    expect(await bank.createPayment(request)).toEqual({
      referenceId: 'B-1',
      payload: { url: 'https://bank.example/pay', method: 'POST', fields: { token: 't' } },
    });
    expect(JSON.parse(fake.seen[0]!.body)).toMatchObject({ merchantReference: 'Y1-7', amount: '1500.50' });
    expect(fake.seen[0]!.authorization).toBe('Bearer test-key');
    expect(await bank.transaction('B-1')).toMatchObject({
      status: 'approved',
      amountSatang: 150_050,
      transactionId: 'T-1',
    });
  });

  it('reads stated refusals as rejections, the rest as unavailable; checks callbacks with its key', async () => {
    const bank = httpKtbFastPay(fake.settings, KEY);
    fake.answer = routes({ 'GET /v1/payments/B-2': [404, { error: 'PAYMENT_NOT_FOUND' }] });
    expect((await failure(bank.transaction('B-2'))).reason).toBe('PAYMENT_NOT_FOUND');
    fake.answer = routes({ 'POST /v1/payments': [201, { referenceId: 'B-3' }] });
    expect((await failure(bank.createPayment(request))).reason).toBe('BAD_RESPONSE');
    fake.answer = routes({ 'POST /v1/payments': [503, {}] });
    expect((await failure(bank.createPayment(request))).reason).toBe('HTTP_503');
    const data = {
      referenceId: 'B-1',
      merchantReference: 'Y1-7',
      amount: '1500.50',
      status: 'cancelled' as const,
      transactionId: null,
      dateTime: '2026-03-02T02:00:00.000Z',
      errorCode: null,
      errorMessage: null,
      cancelReason: 'USER_CANCEL',
    };
    expect(await bank.readCallback(signCallback(KEY, data))).toMatchObject({ status: 'cancelled' });
    const other = signCallback(new TextEncoder().encode('not the key'), data);
    expect((await failure(bank.readCallback(other))).reason).toBe('BAD_SIGNATURE');
  });
});
