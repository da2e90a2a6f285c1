import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masters, type TPaymentGroup } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Which payment methods a branch takes (PUT /api/master/mReceiptPayment/{c}/{b}). The role
// matrix and tenancy by path are also covered, with every master endpoint, in
// master-lists-access.int.test.ts.

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const THONGLOR = { clinicUrl: 'yim-demo', branchUrl: 'thonglor' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };
const CREDIT_CARD = 3;
const DEBIT_CARD = 4;

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['manager', 'doctor', 'counter', 'assistant', 'headcounter']) {
    tokens[name] = await t.login(`${name}@demo.yim.test`);
  }
  tokens.ariManager = await t.login('manager@ari.yim.test');
});
afterAll(() => t.close());

/** Method id → enabled, as the branch answers it. */
async function enabledAt(where: typeof SIAM, token = tokens.doctor!): Promise<Map<number, boolean>> {
  const response = await t.send(masters.paymentMethods, { token, params: where });
  expect(response.statusCode, response.body).toBe(200);
  const groups = response.json.data as TPaymentGroup[];
  return new Map(groups.flatMap((g) => g.mReceiptPayment.map((m) => [m.id, m.enabled] as const)));
}

function update(token: string | undefined, methods: unknown, where = SIAM) {
  return t.send(masters.paymentMethodsUpdate, { token, params: where, payload: { methods } });
}

describe('payment methods a branch takes', () => {
  it('takes every method until the branch turns one off', async () => {
    const siam = await enabledAt(SIAM);
    expect(siam.size).toBe(8);
    expect([...siam.values()].every(Boolean)).toBe(true);
  });

  it('lets a manager turn card payments off at siam only, answers the groups, and audits the change', async () => {
    const response = await update(tokens.manager, [
      { id: CREDIT_CARD, enabled: false },
      { id: DEBIT_CARD, enabled: false },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const card = (response.json.data as TPaymentGroup[]).find((g) => g.code === 'CARD')!;
    expect(card.mReceiptPayment.map((m) => [m.code, m.enabled])).toEqual([
      ['CREDIT_CARD', false],
      ['DEBIT_CARD', false],
    ]);
    const siam = await enabledAt(SIAM, tokens.assistant);
    expect(siam.get(CREDIT_CARD)).toBe(false);
    expect(siam.get(1)).toBe(true);
    const thonglor = await enabledAt(THONGLOR, tokens.manager);
    expect(thonglor.get(CREDIT_CARD)).toBe(true);
    const audit = await t.db.owner.execute<{ before: { enabled: number[] }; after: { enabled: number[] } }>(
      sql`select before, after from audit_log where entity = 'branch.paymentMethods' order by id desc limit 1`,
    );
    expect(audit.rows[0]!.before.enabled).toContain(CREDIT_CARD);
    expect(audit.rows[0]!.after.enabled).not.toContain(CREDIT_CARD);

    const back = await update(tokens.headcounter, [{ id: CREDIT_CARD, enabled: true }]);
    expect(back.statusCode).toBe(200);
    const after = await enabledAt(SIAM);
    expect([after.get(CREDIT_CARD), after.get(DEBIT_CARD)]).toEqual([true, false]);
  });

  it('keeps at least one method on (409) and names only methods that exist (404)', async () => {
    const all = [...(await enabledAt(SIAM)).keys()];
    const none = await update(
      tokens.manager,
      all.map((id) => ({ id, enabled: false })),
    );
    expect([none.statusCode, none.json.errorCode]).toEqual([409, 'PAYMENT-METHOD-NONE-ENABLED']);
    const unknown = await update(tokens.manager, [{ id: 999, enabled: true }]);
    expect([unknown.statusCode, unknown.json.errorCode]).toEqual([404, 'PAYMENT-METHOD-NOT-FOUND']);
    expect([...(await enabledAt(SIAM)).values()].some(Boolean)).toBe(true);
  });

  it('validates the body (422)', async () => {
    for (const methods of [[], [{ id: 1 }], [{ id: 0, enabled: true }], [{ id: 1, enabled: 'no' }], 'all']) {
      const response = await update(tokens.manager, methods);
      expect([response.statusCode, response.json.errorCode], JSON.stringify(methods)).toEqual([
        422,
        'VALIDATION_FAILED',
      ]);
    }
    const twice = await update(tokens.manager, [
      { id: 1, enabled: true },
      { id: 1, enabled: false },
    ]);
    expect(twice.statusCode).toBe(422);
  });

  it('refuses counter, doctor and assistant (403): the branch settings are saved by manager and head counter', async () => {
    for (const name of ['counter', 'doctor', 'assistant']) {
      const response = await update(tokens[name], [{ id: 1, enabled: true }]);
      expect([response.statusCode, response.json.errorCode], name).toEqual([403, 'PERMISSION_DENIED']);
    }
  });

  it("gives ari's manager nothing of yim-demo (404), and their own branch its own settings", async () => {
    const other = await update(tokens.ariManager, [{ id: 1, enabled: false }], SIAM);
    expect([other.statusCode, other.json.errorCode]).toEqual([404, 'BRANCH-NOT-FOUND']);
    const own = await update(tokens.ariManager, [{ id: 1, enabled: false }], ARI);
    expect(own.statusCode).toBe(200);
    expect((await enabledAt(ARI, tokens.ariManager)).get(1)).toBe(false);
    expect((await enabledAt(SIAM)).get(1)).toBe(true);
  });
});
