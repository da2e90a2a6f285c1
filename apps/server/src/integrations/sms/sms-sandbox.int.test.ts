import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allSandboxes } from '../../test/sandbox-settings.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { IntegrationError } from '../integration-error.ts';
import { createIntegrations, type Integrations } from '../integrations.ts';

// The documented cases S1–S6 of the sandbox SMS gateway (docs/integrations.md), with the
// sandbox's clock in the test's hands and a delivery delay of 5 seconds.
let testDb: TestDatabase;
let clock: Date;
let integrations: Integrations;
let nextRef = 0;
const reference = () => `c1-a${++nextRef}-sms`;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
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
  testDb = await createTestDatabase();
  integrations = createIntegrations(allSandboxes({ messageDeliverySeconds: 5 }), testDb.db, { now: () => clock });
});
afterAll(() => testDb.drop());
beforeEach(() => {
  clock = new Date('2026-03-01T03:00:00Z');
});

describe('the sandbox SMS gateway', () => {
  it('S1: a number starting 0998 meets a gateway that does not answer', async () => {
    const error = await failure(integrations.sms.send({ to: '0998123456', text: 'x', reference: reference() }));
    expect(error).toMatchObject({ service: 'sms', failure: 'unavailable', reason: 'SANDBOX_OUTAGE' });
    expect(await integrations.sandboxConsole.listOutbox({ channel: 'sms', limit: 50 })).not.toContainEqual(
      expect.objectContaining({ to: '0998123456' }),
    );
  });

  it('S2: a number that is not a Thai mobile number, or an empty or too long text, is refused', async () => {
    for (const to of ['021234567', '+66812345678', '081234567', '08123456789']) {
      const error = await failure(integrations.sms.send({ to, text: 'x', reference: reference() }));
      expect([error.failure, error.reason], to).toEqual(['rejected', 'INVALID_RECIPIENT']);
    }
    for (const text of ['  ', 'ก'.repeat(1001)]) {
      const error = await failure(integrations.sms.send({ to: '0812345678', text, reference: reference() }));
      expect(error.reason).toBe('INVALID_TEXT');
    }
  });

  it('S3: the same reference again is the same message; with another number or text it is refused', async () => {
    const message = { to: '0812345678', text: 'เตือนนัดพรุ่งนี้ 10:00', reference: reference() };
    const first = await integrations.sms.send(message);
    expect(await integrations.sms.send(message)).toEqual(first);
    for (const changed of [
      { ...message, to: '0812345679' },
      { ...message, text: 'อื่น' },
    ]) {
      expect((await failure(integrations.sms.send(changed))).reason).toBe('DUPLICATE_REFERENCE');
    }
  });

  it('S4: a number starting 0999 is queued, then fails as unreachable', async () => {
    const sent = await integrations.sms.send({ to: '0999000111', text: 'เตือนนัด', reference: reference() });
    expect(sent.status).toBe('queued');
    advance(5);
    expect(await integrations.sms.deliveryOf(sent.messageId)).toEqual({
      messageId: sent.messageId,
      status: 'failed',
      failureReason: 'UNREACHABLE',
      at: clock,
    });
  });

  it('S5: any other number is queued, then delivered after the delay, and the outbox shows it', async () => {
    const ref = reference();
    const sent = await integrations.sms.send({ to: '0812345678', text: 'คลินิกยิ้ม: นัดพรุ่งนี้ 09:30', reference: ref });
    expect(sent).toEqual({ messageId: expect.stringMatching(/^sms-/), status: 'queued' });
    advance(4);
    expect((await integrations.sms.deliveryOf(sent.messageId)).status).toBe('queued');
    const [queued] = await integrations.sandboxConsole.listOutbox({ channel: 'sms', limit: 1 });
    expect(queued).toMatchObject({ messageId: sent.messageId, reference: ref, status: 'queued', settledAt: null });
    advance(1);
    expect(await integrations.sms.deliveryOf(sent.messageId)).toMatchObject({ status: 'delivered', at: clock });
    const [delivered] = await integrations.sandboxConsole.listOutbox({ limit: 1 });
    expect(delivered).toMatchObject({
      channel: 'sms',
      to: '0812345678',
      text: 'คลินิกยิ้ม: นัดพรุ่งนี้ 09:30',
      status: 'delivered',
      settledAt: clock.toISOString(),
    });
  });

  it('S5: with no delay a message is delivered at once', async () => {
    const instant = createIntegrations(allSandboxes(), testDb.db, { now: () => clock });
    const sent = await instant.sms.send({ to: '0612345678', text: 'x', reference: reference() });
    expect(sent.status).toBe('delivered');
  });

  it('S6: a message id the gateway did not give is not found, nor one of LINE', async () => {
    const line = await integrations.line.send({ to: 'U1234', text: 'x', reference: reference() });
    for (const id of ['sms-unknown', line.messageId]) {
      expect((await failure(integrations.sms.deliveryOf(id))).reason).toBe('MESSAGE_NOT_FOUND');
    }
  });
});
