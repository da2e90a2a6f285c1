import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@yim/contract';
import { composeApp, type ComposedApp } from './app.ts';
import { createEndpointRegistrar } from './lib/http/register-endpoint.ts';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';
import { testConfig } from './test/test-app.ts';

// One home per endpoint (docs/adr/0007), the server's half: every endpoint of the contract is
// registered exactly once, by the feature its id names. The contract's half (id prefix = folder)
// is scripts/endpoint-homes.test.ts.

function isEndpoint(value: unknown): value is contract.Endpoint {
  return typeof value === 'object' && value !== null && 'id' in value && 'path' in value && 'access' in value;
}

/** Every endpoint the contract exports, through its feature namespaces (auth, clinics, ...). */
function contractEndpointIds(): string[] {
  return Object.values(contract)
    .filter((value) => typeof value === 'object' && value !== null && !isEndpoint(value))
    .flatMap((namespace) => Object.values(namespace as Record<string, unknown>).filter(isEndpoint))
    .map((endpoint) => endpoint.id);
}

let testDb: TestDatabase;
let composed: ComposedApp;

beforeAll(async () => {
  testDb = await createTestDatabase();
  composed = await composeApp({ config: testConfig(), db: testDb.db, logger: false });
});
afterAll(async () => {
  await composed.app.close();
  await testDb.drop();
});

describe('endpoint homes on the server', () => {
  it('registers every endpoint of the contract once, in the feature its id names', () => {
    const registered = Object.entries(composed.endpointsByFeature).flatMap(([feature, ids]) =>
      ids.map((id) => ({ feature, id })),
    );
    expect(registered.map((r) => r.id).sort()).toEqual(contractEndpointIds().sort());
    for (const { feature, id } of registered) expect(id.split('.')[0], id).toBe(feature);
  });

  it('refuses, at start, a feature registering an endpoint of another (a deliberately broken example)', () => {
    const app = Fastify();
    const registrar = createEndpointRegistrar(
      app,
      testDb.db,
      {
        verifyToken: async () => {
          throw new Error('unused');
        },
        openingCall: () => {
          throw new Error('unused');
        },
        enter: async () => {
          throw new Error('unused');
        },
      },
      'clinics',
    );
    expect(() => registrar.handle(contract.auth.checkLogin, async () => ({ user: {} as never, branch: null }))).toThrow(
      'feature clinics registers auth.checkLogin',
    );
    expect(registrar.registered()).toEqual([]);
  });
});
