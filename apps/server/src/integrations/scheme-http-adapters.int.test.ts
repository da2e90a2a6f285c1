import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, routes, startFakeService } from '../test/fake-service.ts';
import { IntegrationError } from './integration-error.ts';
import { httpKtbPaotang } from './ktb-paotang/ktb-paotang-http.ts';
import { httpLine } from './line/line-http.ts';
import { httpNhso } from './nhso/nhso-http.ts';
import { httpSms } from './sms/sms-http.ts';

// The live NHSO, KTB Paotang, SMS and LINE adapters against a fake service on a local port: real
// HTTP requests, the protocols of docs/integrations.md, and how each refusal and failure reads.
let fake: Awaited<ReturnType<typeof startFakeService>>;

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
afterAll(() => fake.close());
beforeEach(() => {
  fake.seen = [];
  fake.answer = (_req, res) => json(res, 500, {});
});

const NO_DATA_FOUND = { errorCode: 400, errorMessage: 'No data found' };

describe('the live NHSO adapter', () => {
  const request = { personalId: '1234567890123', branchCode: 'U11111', serviceDate: '2026-03-02', subitemNo: '2' };

  it('books, confirms and cancels with its key, as documented', async () => {
    const nhso = httpNhso(fake.settings);
    fake.answer = routes({
      'POST /v1/visit-bookings': [201, { visitBookingNo: 'NB-1', extra: true }],
      'POST /v1/visit-bookings/NB-1/confirm': [200, { visitNo: 'NV-1' }],
      'DELETE /v1/visit-bookings/NB-1': [204, undefined],
    });
    expect(await nhso.bookVisit(request)).toEqual({ visitBookingNo: 'NB-1' });
    expect(await nhso.confirmVisit('NB-1')).toEqual({ visitNo: 'NV-1' });
    await nhso.cancelVisit('NB-1');
    expect(fake.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /v1/visit-bookings',
      'POST /v1/visit-bookings/NB-1/confirm',
      'DELETE /v1/visit-bookings/NB-1',
    ]);
    expect(fake.seen[0]).toMatchObject({ authorization: 'Bearer test-key', body: JSON.stringify(request) });
    expect(nhso.mode).toBe('live');
  });

  it("reads the scheme's 'No data found' and its stated refusals as rejections, the rest as unavailable", async () => {
    const nhso = httpNhso(fake.settings);
    fake.answer = (_req, res) => json(res, 400, NO_DATA_FOUND);
    expect(await failure(nhso.bookVisit(request))).toMatchObject({ failure: 'rejected', reason: 'NO_DATA_FOUND' });
    fake.answer = (_req, res) => json(res, 409, { error: 'DUPLICATE_VISIT' });
    expect(await failure(nhso.bookVisit(request))).toMatchObject({ failure: 'rejected', reason: 'DUPLICATE_VISIT' });
    fake.answer = (_req, res) => json(res, 404, { error: 'BOOKING_NOT_FOUND' });
    expect((await failure(nhso.confirmVisit('x/y'))).reason).toBe('BOOKING_NOT_FOUND');
    expect(fake.seen.at(-1)?.url).toBe('/v1/visit-bookings/x%2Fy/confirm');
    fake.answer = (_req, res) => json(res, 400, { errorCode: 400, errorMessage: 'Something else' });
    expect(await failure(nhso.bookVisit(request))).toMatchObject({ failure: 'unavailable', reason: 'HTTP_400' });
    fake.answer = (_req, res) => json(res, 200, { visitBookingNo: 42 });
    expect((await failure(nhso.bookVisit(request))).reason).toBe('BAD_RESPONSE');
    fake.answer = (_req, res) => json(res, 503, {});
    expect((await failure(nhso.cancelVisit('NB-1'))).reason).toBe('HTTP_503');
  });
});

describe('the live KTB Paotang adapter', () => {
  const request = { personalId: '3100000000123', branchCode: 'KTB-01', serviceDate: '2026-03-02' };

  it('opens and cancels a co-payment visit, as documented', async () => {
    const ktb = httpKtbPaotang(fake.settings);
    fake.answer = routes({
      'POST /v1/co-payment-visits': [201, { referenceNo: 'PT-9' }],
      'DELETE /v1/co-payment-visits/PT-9': [200, {}],
    });
    expect(await ktb.openVisit(request)).toEqual({ referenceNo: 'PT-9' });
    await ktb.cancelVisit('PT-9');
    expect(fake.seen[0]).toMatchObject({ method: 'POST', body: JSON.stringify(request) });
    expect(fake.seen[1]).toMatchObject({ method: 'DELETE', url: '/v1/co-payment-visits/PT-9' });
  });

  it("reads 'No data found' and its stated refusals as rejections, an unknown one as unavailable", async () => {
    const ktb = httpKtbPaotang(fake.settings);
    fake.answer = (_req, res) => json(res, 400, NO_DATA_FOUND);
    expect((await failure(ktb.openVisit(request))).reason).toBe('NO_DATA_FOUND');
    fake.answer = (_req, res) => json(res, 422, { error: 'NOT_ELIGIBLE' });
    expect(await failure(ktb.openVisit(request))).toMatchObject({ failure: 'rejected', reason: 'NOT_ELIGIBLE' });
    fake.answer = (_req, res) => json(res, 409, { error: 'BLOCKED' });
    expect(await failure(ktb.openVisit(request))).toMatchObject({ failure: 'unavailable', reason: 'HTTP_409' });
  });
});

describe('the live SMS and LINE adapters', () => {
  const message = { to: '0812345678', text: 'เตือนนัด', reference: 'c1-a7' };

  it('send and read the delivery, as documented', async () => {
    for (const [messenger, id] of [
      [httpSms(fake.settings), 'm-1'],
      [httpLine(fake.settings), 'm-2'],
    ] as const) {
      fake.seen = [];
      fake.answer = routes({
        'POST /v1/messages': [202, { messageId: id, status: 'queued' }],
        [`GET /v1/messages/${id}`]: [
          200,
          { messageId: id, status: 'failed', failureReason: 'UNREACHABLE', at: '2026-03-01T03:00:05Z' },
        ],
      });
      expect(await messenger.send(message)).toEqual({ messageId: id, status: 'queued' });
      expect(await messenger.deliveryOf(id)).toEqual({
        messageId: id,
        status: 'failed',
        failureReason: 'UNREACHABLE',
        at: new Date('2026-03-01T03:00:05Z'),
      });
      expect(fake.seen[0]).toMatchObject({ body: JSON.stringify(message), authorization: 'Bearer test-key' });
    }
  });

  it("reads each service's refusals as rejections, a status it does not know as unreadable", async () => {
    fake.answer = (_req, res) => json(res, 403, { error: 'BLOCKED' });
    expect(await failure(httpLine(fake.settings).send(message))).toMatchObject({
      service: 'line',
      failure: 'rejected',
      reason: 'BLOCKED',
    });
    // BLOCKED is LINE's: the SMS gateway has no such refusal.
    expect((await failure(httpSms(fake.settings).send(message))).reason).toBe('HTTP_403');
    fake.answer = (_req, res) => json(res, 422, { error: 'INVALID_RECIPIENT' });
    expect((await failure(httpSms(fake.settings).send(message))).failure).toBe('rejected');
    fake.answer = (_req, res) => json(res, 200, { messageId: 'x', status: 'sent' });
    expect((await failure(httpSms(fake.settings).send(message))).reason).toBe('BAD_RESPONSE');
  });
});
