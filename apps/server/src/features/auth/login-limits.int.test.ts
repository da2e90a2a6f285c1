import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auth } from '@yim/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '5' });
});
afterAll(() => t.close());

it('limits failures per address across accounts', async () => {
  const attempt = (username: string) =>
    t.send(auth.login, { remoteAddress: '10.1.1.1', payload: { username, password: 'Nope1234!' } });
  for (const name of ['a', 'b', 'c', 'd', 'e']) expect((await attempt(`${name}@x.test`)).statusCode).toBe(401);
  expect((await attempt('f@x.test')).statusCode).toBe(429);
  const elsewhere = await t.send(auth.login, {
    remoteAddress: '10.2.2.2',
    payload: { username: 'counter@demo.yim.test', password: 'Demo1234!' },
  });
  expect(elsewhere.statusCode).toBe(200);
});

it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot pick its address', async () => {
  const attempt = (forwardedFor: string) =>
    t.send(auth.login, {
      remoteAddress: '10.3.3.3',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: 'someone@x.test', password: 'Nope1234!' },
    });
  for (const address of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4', '5.5.5.5'])
    expect((await attempt(address)).statusCode).toBe(401);
  expect((await attempt('6.6.6.6')).statusCode).toBe(429);
});
