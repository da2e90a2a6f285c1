import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { IntegrationError } from './integration-error.ts';
import type { LiveServiceSettings } from './integration-settings.ts';
import { httpLicenceRegistry } from './licence-registry/licence-registry-http.ts';
import { httpTeleDentistry } from './tele-dentistry/tele-dentistry-http.ts';

// The live adapters against a fake service on a local port: real HTTP requests, the protocol of
// docs/integrations.md, and every way a service can fail.
type Seen = { method: string; url: string; authorization: string | undefined; body: string };
type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let settings: LiveServiceSettings;
let seen: Seen[];
let handler: Handler;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
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
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Generous: a loaded test machine must not turn a slow answer into a time-out.
  settings = { url: `http://127.0.0.1:${port}/v1`, apiKey: 'test-key', timeoutMs: 10_000 };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen = [];
  handler = (_req, res) => json(res, 500, {});
});

describe('the live licence registry adapter', () => {
  it('asks GET /licences/{no} with its key and maps the registry statuses', async () => {
    const registry = httpLicenceRegistry(settings);
    for (const [registered, expected] of [
      ['active', 'valid'],
      ['suspended', 'suspended'],
      ['revoked', 'suspended'],
    ] as const) {
      handler = (_req, res) =>
        json(res, 200, { licenceNo: '12345', status: registered, holderNameTh: 'ทพ. ก', holderNameEn: 'K' });
      expect(await registry.lookUp('12345')).toEqual({
        licenceNo: '12345',
        status: expected,
        holderNameTh: 'ทพ. ก',
        holderNameEn: 'K',
      });
    }
    expect(seen[0]).toEqual({ method: 'GET', url: '/v1/licences/12345', authorization: 'Bearer test-key', body: '' });
    expect(registry.mode).toBe('live');
  });

  it('reads 404 as not found', async () => {
    handler = (_req, res) => json(res, 404, { error: 'not registered' });
    expect((await httpLicenceRegistry(settings).lookUp('99998')).status).toBe('not_found');
  });

  it('counts a 5xx, a time-out, an unreadable answer and a refused connection as unavailable', async () => {
    const registry = httpLicenceRegistry(settings);
    handler = (_req, res) => json(res, 503, {});
    expect((await failure(registry.lookUp('1'))).reason).toBe('HTTP_503');
    handler = () => undefined; // never answers
    const impatient = httpLicenceRegistry({ ...settings, timeoutMs: 200 });
    expect((await failure(impatient.lookUp('1'))).reason).toBe('TIMEOUT');
    handler = (_req, res) => json(res, 200, { licenceNo: '1', status: 'maybe' });
    expect((await failure(registry.lookUp('1'))).reason).toBe('BAD_RESPONSE');
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>');
    };
    expect((await failure(registry.lookUp('1'))).reason).toBe('BAD_RESPONSE');
    handler = (_req, res) => json(res, 401, { error: 'bad key' });
    expect((await failure(registry.lookUp('1'))).reason).toBe('HTTP_401');
    const closed = httpLicenceRegistry({ ...settings, url: 'http://127.0.0.1:1' });
    expect(await failure(closed.lookUp('1'))).toMatchObject({ failure: 'unavailable', reason: 'NETWORK' });
  });
});

describe('the live tele-dentistry adapter', () => {
  const patient = { clinicId: 3, patientId: 42 };

  it('speaks the documented protocol for every operation', async () => {
    const tele = httpTeleDentistry(settings);
    handler = (req, res) => {
      const answers: Record<string, [number, unknown]> = {
        'POST /v1/patients/c3-p42/link-codes': [201, { code: '123456', expiresAt: '2026-03-01T03:10:00Z' }],
        'DELETE /v1/patients/c3-p42/link': [204, undefined],
        'GET /v1/patients/c3-p42/connection': [
          200,
          { isConnected: true, connectedAt: '2026-03-01T03:01:00Z', pendingCode: null },
        ],
        'GET /v1/patients/c3-p42/cases?status=active': [200, { cases: [] }],
        'POST /v1/patients/c3-p42/cases': [201, { caseId: 'A1', openedAt: '2026-03-01T03:02:00Z', note: 'n' }],
      };
      const [status, body] = answers[`${req.method} ${req.url}`] ?? [404, {}];
      if (body === undefined) {
        res.writeHead(status);
        res.end();
      } else json(res, status, body);
    };
    expect(await tele.createLinkCode(patient)).toEqual({
      code: '123456',
      expiresAt: new Date('2026-03-01T03:10:00Z'),
    });
    await tele.unlink(patient);
    expect(await tele.checkConnection(patient)).toEqual({
      isConnected: true,
      connectedAt: new Date('2026-03-01T03:01:00Z'),
      pendingCode: null,
    });
    expect(await tele.listActiveCases(patient)).toEqual([]);
    expect(await tele.activateCase(patient, { note: 'n' })).toEqual({
      caseId: 'A1',
      openedAt: new Date('2026-03-01T03:02:00Z'),
      note: 'n',
    });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toHaveLength(5);
    expect(seen.at(-1)).toMatchObject({ body: '{"note":"n"}', authorization: 'Bearer test-key' });
  });

  it('turns a 409 with a known reason into a rejection, anything else into unavailable', async () => {
    const tele = httpTeleDentistry(settings);
    handler = (_req, res) => json(res, 409, { error: 'ALREADY_CONNECTED' });
    expect(await failure(tele.createLinkCode(patient))).toMatchObject({
      failure: 'rejected',
      reason: 'ALREADY_CONNECTED',
    });
    handler = (_req, res) => json(res, 409, { error: 'SOMETHING_ELSE' });
    expect(await failure(tele.unlink(patient))).toMatchObject({ failure: 'unavailable', reason: 'HTTP_409' });
  });
});

describe('choosing the adapter', () => {
  it('runs a service live once its URL is set, and tells so in the modes', () => {
    const config = loadConfig({ LICENCE_REGISTRY_URL: 'https://registry.example/v1/', LICENCE_REGISTRY_API_KEY: 'k' });
    expect(config.integrations.licenceRegistry).toEqual({
      url: 'https://registry.example/v1',
      apiKey: 'k',
      timeoutMs: 10_000,
    });
    expect(config.integrations.teleDentistry).toBeUndefined();
  });
});
