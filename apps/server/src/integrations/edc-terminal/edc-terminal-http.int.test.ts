import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, routes, startFakeService } from '../../test/fake-service.ts';
import { IntegrationError } from '../integration-error.ts';
import { httpEdcTerminal } from './edc-terminal-http.ts';

// The live card-terminal adapter against a fake gateway on a local port: the protocol of
// docs/integrations.md "Card terminal (EDC)" and the ways a gateway fails.
let gateway: Awaited<ReturnType<typeof startFakeService>>;

const sale = (status: string, extra: object = {}) => ({
  reference: 'ref-0001-abcdefgh',
  terminalSaleId: 'T-77',
  amountSatang: 54_000,
  status,
  approvalCode: null,
  maskedPan: null,
  cardBrand: null,
  responseCode: null,
  decidedAt: null,
  ...extra,
});

async function failure(work: Promise<unknown>): Promise<IntegrationError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IntegrationError);
  return error as IntegrationError;
}

beforeAll(async () => {
  gateway = await startFakeService();
});
afterAll(() => gateway.close());

describe('the live card-terminal adapter', () => {
  it('starts with PUT /sales/{reference}, polls with GET and cancels with POST …/cancel, with its key', async () => {
    const approved = sale('approved', {
      approvalCode: '123456',
      maskedPan: 'XXXX-XXXX-XXXX-4242',
      cardBrand: 'VISA',
      responseCode: '00',
      decidedAt: '2026-11-27T03:00:00.000Z',
    });
    gateway.answer = routes({
      'PUT /v1/sales/ref-0001-abcdefgh': [201, sale('pending')],
      'GET /v1/sales/ref-0001-abcdefgh': [200, approved],
      'POST /v1/sales/ref-0001-abcdefgh/cancel': [200, { ...approved, status: 'voided' }],
    });
    gateway.seen.length = 0;
    const terminal = httpEdcTerminal(gateway.settings);
    expect(terminal.mode).toBe('live');
    expect(await terminal.startSale({ reference: 'ref-0001-abcdefgh', amountSatang: 54_000 })).toMatchObject({
      status: 'pending',
      terminalSaleId: 'T-77',
    });
    const read = await terminal.sale('ref-0001-abcdefgh');
    expect(read).toMatchObject({ status: 'approved', approvalCode: '123456', cardBrand: 'VISA' });
    expect(read.decidedAt).toEqual(new Date('2026-11-27T03:00:00.000Z'));
    expect((await terminal.cancelSale('ref-0001-abcdefgh')).status).toBe('voided');
    expect(gateway.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /v1/sales/ref-0001-abcdefgh',
      'GET /v1/sales/ref-0001-abcdefgh',
      'POST /v1/sales/ref-0001-abcdefgh/cancel',
    ]);
    expect(JSON.parse(gateway.seen[0]!.body)).toEqual({ amountSatang: 54_000 });
    expect(gateway.seen.every((r) => r.authorization === 'Bearer test-key')).toBe(true);
  });

  it('reads refusals as rejected, and 5xx, unreadable answers or silence as unavailable', async () => {
    const terminal = httpEdcTerminal(gateway.settings);
    gateway.answer = (_req, res) => json(res, 404, { error: 'SALE_NOT_FOUND' });
    expect((await failure(terminal.sale('nope'))).reason).toBe('SALE_NOT_FOUND');
    gateway.answer = (_req, res) => json(res, 409, { error: 'REFERENCE_CONFLICT' });
    expect((await failure(terminal.startSale({ reference: 'x', amountSatang: 1 }))).reason).toBe('REFERENCE_CONFLICT');
    gateway.answer = (_req, res) => json(res, 503, {});
    expect((await failure(terminal.sale('x'))).failure).toBe('unavailable');
    gateway.answer = (_req, res) => json(res, 200, { status: 'approved' });
    expect((await failure(terminal.sale('x'))).reason).toBe('BAD_RESPONSE');
    const silent = httpEdcTerminal({ ...gateway.settings, url: 'http://127.0.0.1:9', timeoutMs: 500 });
    expect((await failure(silent.sale('x'))).failure).toBe('unavailable');
  });
});
