import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canUse, buildPath } from '@yim/contract';
import { allEndpoints } from '../../test/contract-endpoints.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const SIAM_STAFF = {
  manager: { email: 'manager@demo.yim.test', roles: [1] },
  doctor: { email: 'doctor@demo.yim.test', roles: [2] },
  counter: { email: 'counter@demo.yim.test', roles: [3] },
  assistant: { email: 'assistant@demo.yim.test', roles: [4] },
  headcounter: { email: 'headcounter@demo.yim.test', roles: [5] },
};

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const [name, staff] of Object.entries(SIAM_STAFF)) tokens[name] = await t.login(staff.email);
});
afterAll(() => t.close());

describe('the role matrix on every branch endpoint of the contract', () => {
  const branchEndpoints = allEndpoints().filter((e) => e.access.kind === 'branch');

  it('finds the branch endpoints', () => {
    expect(branchEndpoints.length).toBeGreaterThan(0);
  });

  // Every branch endpoint five times over (about 1,500 requests): 28 s alone on a loaded
  // machine, over the default 30 s when the whole suite runs beside it.
  it('lets exactly the roles of each endpoint area through', { timeout: 120_000 }, async () => {
    for (const endpoint of branchEndpoints) {
      const area = endpoint.access.kind === 'branch' ? endpoint.access.area : undefined;
      const url = buildPath(
        endpoint.path,
        new Proxy(
          {},
          {
            get: (_target, name) => (name === 'clinicUrl' ? 'yim-demo' : name === 'branchUrl' ? 'siam' : '1'),
          },
        ),
      );
      for (const [name, staff] of Object.entries(SIAM_STAFF)) {
        const response = await t.call({
          method: endpoint.method,
          url,
          token: tokens[name],
          ...(endpoint.method === 'GET' ? {} : { payload: {} }),
        });
        const allowed = area === undefined || canUse(area, staff.roles);
        const label = `${endpoint.id} as ${name}`;
        if (allowed) expect(response.json?.errorCode, label).not.toBe('PERMISSION_DENIED');
        else expect([response.statusCode, response.json?.errorCode], label).toEqual([403, 'PERMISSION_DENIED']);
      }
    }
  });

  it('refuses every branch endpoint to a member of another clinic with 404', async () => {
    const ari = await t.login('manager@ari.yim.test');
    for (const endpoint of branchEndpoints) {
      const url = buildPath(
        endpoint.path,
        new Proxy(
          {},
          {
            get: (_target, name) => (name === 'clinicUrl' ? 'yim-demo' : name === 'branchUrl' ? 'siam' : '1'),
          },
        ),
      );
      const response = await t.call({
        method: endpoint.method,
        url,
        token: ari,
        ...(endpoint.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, endpoint.id).toBe(404);
    }
  });

  it('refuses every non-public endpoint without a token', async () => {
    for (const endpoint of allEndpoints().filter((e) => e.access.kind !== 'public')) {
      const url = buildPath(
        endpoint.path,
        new Proxy(
          {},
          {
            get: (_target, name) => (name === 'clinicUrl' ? 'yim-demo' : name === 'branchUrl' ? 'siam' : '1'),
          },
        ),
      );
      const response = await t.call({
        method: endpoint.method,
        url,
        ...(endpoint.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, endpoint.id).toBe(401);
    }
  });
});
