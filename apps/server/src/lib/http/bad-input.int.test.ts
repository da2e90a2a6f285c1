import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@yim/contract';
import { buildPath, canUse, type Endpoint } from '@yim/contract';
import { allEndpoints } from '../../test/contract-endpoints.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { arrayElement, leafKind, objectShape, sampleOf } from '../../test/schema-samples.ts';

// Issue 7, item 12: a NUL or another control character in any string, or an id beyond the
// column's range, answers 4xx (422 or 404), never 500. Every endpoint of the contract, every path
// parameter, query field and body field, as a caller allowed to reach the handler.

const BAD_STRINGS = ['a\u0000b', '\u0000', 'x\u0001y', 'tab\u001bescape', 'del\u007f', 'c1\u0085'];
const BAD_NUMBERS = [2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 2, 1e20];
const BAD_NUMBER_TEXTS = ['2147483648', '-2147483649', '99999999999999999999', '1e400', '0x10', '1.5'];

/** Signed-in callers by what they may reach: branch staff by role, a super-administrator. */
const STAFF = [
  { email: 'manager@demo.yim.test', roles: [1] },
  { email: 'doctor@demo.yim.test', roles: [2] },
  { email: 'counter@demo.yim.test', roles: [3] },
  { email: 'assistant@demo.yim.test', roles: [4] },
  { email: 'headcounter@demo.yim.test', roles: [5] },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh session per endpoint: one endpoint may end its caller's session (logout, password). */
async function callerFor(endpoint: Endpoint): Promise<string | undefined> {
  const rule = endpoint.access;
  if (rule.kind === 'public') return undefined;
  if (rule.kind === 'superadmin') return t.login('superadmin@demo.yim.test');
  const area = rule.kind === 'branch' ? rule.area : undefined;
  const staff = STAFF.find((s) => area === undefined || canUse(area, s.roles)) ?? STAFF[0]!;
  return t.login(staff.email);
}

let address = 0;
/** Every request from its own address, so that per-address limits never answer for the server. */
const nextAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;

function paramNames(endpoint: Endpoint): string[] {
  return [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

const goodParam = (name: string) => (name === 'clinicUrl' ? 'yim-demo' : name === 'branchUrl' ? 'siam' : '1');

/** Body variants that spoil one field each: strings get control characters, numbers leave int4. */
function spoiledBodies(schema: contract.Endpoint['body']): { field: string; body: unknown }[] {
  const shape = objectShape(schema);
  if (!shape) return [];
  const base = (sampleOf(schema) ?? {}) as Record<string, unknown>;
  const variants: { field: string; body: unknown }[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const kind = leafKind(field);
    const element = arrayElement(field);
    const elementKind = element ? leafKind(element) : null;
    const bad =
      kind === 'string' || kind === 'enum'
        ? BAD_STRINGS
        : kind === 'number'
          ? BAD_NUMBERS
          : elementKind === 'string'
            ? BAD_STRINGS.map((s) => [s])
            : elementKind === 'number'
              ? BAD_NUMBERS.map((n) => [n])
              : [];
    for (const value of bad) variants.push({ field: key, body: { ...base, [key]: value } });
  }
  return variants;
}

describe('bad input on every endpoint of the contract', () => {
  const endpoints = allEndpoints();

  it('finds the endpoints', () => {
    expect(endpoints.length).toBeGreaterThan(20);
  });

  it('answers 422 naming the field, before the branch is looked up or the user name is read', async () => {
    const token = await t.login('manager@demo.yim.test');
    const branch = await t.send(contract.clinics.checkLoginAtBranch, {
      token,
      params: { clinicUrl: 'yim\u0000demo', branchUrl: 'siam' },
    });
    expect([branch.statusCode, branch.json.errorMessage.validationResult[0].error[0].path]).toEqual([
      422,
      'params.clinicUrl',
    ]);
    const login = await t.send(contract.auth.login, { payload: { username: 'a\u0000b@x.test', password: 'x' } });
    expect([login.statusCode, login.json.errorCode]).toEqual([422, 'VALIDATION_FAILED']);
    const file = await t.send(contract.files.getContent, { token, params: { id: 2_147_483_648 } });
    expect([file.statusCode, file.json.errorCode]).toEqual([422, 'VALIDATION_FAILED']);
  });

  it('keeps tabs and line breaks, which multi-line text needs', async () => {
    const login = await t.send(contract.auth.login, {
      payload: { username: 'manager@demo.yim.test', password: 'wrong\tpass\r\nword' },
    });
    expect(login.json.errorCode).not.toBe('VALIDATION_FAILED');
  });

  it('never answers 500 to a control character or an out-of-range id', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const endpoint of endpoints) {
      const token = await callerFor(endpoint);
      const names = paramNames(endpoint);
      const params = Object.fromEntries(names.map((n) => [n, goodParam(n)]));
      const send = async (label: string, url: string, options: { query?: object; payload?: unknown } = {}) => {
        sent += 1;
        const response = await t.call({
          method: endpoint.method,
          url,
          token,
          remoteAddress: nextAddress(),
          ...(options.query ? { query: options.query as Record<string, string> } : {}),
          ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
        });
        if (response.statusCode >= 500)
          failures.push(`${endpoint.id} ${label}: ${response.statusCode} ${response.body}`);
      };
      const querySample = (sampleOf(endpoint.query) ?? {}) as Record<string, unknown>;
      const bodySample = endpoint.method === 'GET' || endpoint.multipart ? undefined : (sampleOf(endpoint.body) ?? {});

      for (const name of names) {
        for (const bad of [...BAD_STRINGS, ...BAD_NUMBER_TEXTS]) {
          await send(`param ${name}=${JSON.stringify(bad)}`, buildPath(endpoint.path, { ...params, [name]: bad }), {
            payload: bodySample,
          });
        }
      }
      const path = buildPath(endpoint.path, params);
      for (const field of Object.keys(objectShape(endpoint.query) ?? {})) {
        for (const bad of [...BAD_STRINGS, ...BAD_NUMBER_TEXTS]) {
          await send(`query ${field}=${JSON.stringify(bad)}`, path, { query: { ...querySample, [field]: bad } });
        }
      }
      if (bodySample !== undefined) {
        for (const { field, body } of spoiledBodies(endpoint.body)) {
          await send(`body ${field}=${JSON.stringify((body as Record<string, unknown>)[field])}`, path, {
            payload: body,
          });
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures.join('\n')).toBe('');
  });
});
