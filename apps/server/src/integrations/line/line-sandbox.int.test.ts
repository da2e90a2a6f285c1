import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allSandboxes } from '../../test/sandbox-settings.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { IntegrationError } from '../integration-error.ts';
import { createIntegrations, type Integrations } from '../integrations.ts';

// The documented cases M1–M6 of the sandbox LINE service (docs/integrations.md), with the
// sandbox's clock in the test's hands and a delivery delay of 5 seconds.
let testDb: TestDatabase;
let clock: Date;
let integrations: Integrations;
let nextRef = 0;
const reference = () => `c1-a${++nextRef}-line`;

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

describe('the sandbox LINE service', () => {
  it('M1: a user id starting "down" meets a service that does not answer', async () => {
    const error = await failure(integrations.line.send({ to: 'down-1', text: 'x', reference: reference() }));
    expect(error).toMatchObject({ service: 'line', failure: 'unavailable', reason: 'SANDBOX_OUTAGE' });
  });

  it('M2: a user id starting "blocked" is refused: the user blocked the account', async () => {
    const error = await failure(integrations.line.send({ to: 'blocked-U42', text: 'x', reference: reference() }));
    expect([error.failure, error.reason]).toEqual(['rejected', 'BLOCKED']);
    const [exchange] = await integrations.sandboxConsole.listExchanges({ service: 'line', limit: 1 });
    expect(exchange).toMatchObject({ operation: 'send', response: { error: 'BLOCKED' }, outcome: 'rejected' });
  });

  it('M3: a blank or spaced user id, or an empty or too long text, is refused', async () => {
    for (const to of ['', 'U 1', 'U'.repeat(65)]) {
      expect((await failure(integrations.line.send({ to, text: 'x', reference: reference() }))).reason).toBe(
        'INVALID_RECIPIENT',
      );
    }
    for (const text of ['', 'x'.repeat(1001)]) {
      expect((await failure(integrations.line.send({ to: 'U1', text, reference: reference() }))).reason).toBe(
        'INVALID_TEXT',
      );
    }
  });

  it('M4: the same reference again is the same message; with another user or text it is refused', async () => {
    const message = { to: 'U42', text: 'เตือนนัด', reference: reference() };
    const first = await integrations.line.send(message);
    expect(await integrations.line.send(message)).toEqual(first);
    expect((await failure(integrations.line.send({ ...message, to: 'U43' }))).reason).toBe('DUPLICATE_REFERENCE');
  });

  it('M5: any other user id is queued, then delivered after the delay', async () => {
    const sent = await integrations.line.send({ to: 'Uabc123', text: 'นัดพรุ่งนี้ 10:00', reference: reference() });
    expect(sent).toEqual({ messageId: expect.stringMatching(/^line-/), status: 'queued' });
    clock = new Date(clock.getTime() + 5000);
    expect(await integrations.line.deliveryOf(sent.messageId)).toEqual({
      messageId: sent.messageId,
      status: 'delivered',
      failureReason: null,
      at: clock,
    });
    const [listed] = await integrations.sandboxConsole.listOutbox({ channel: 'line', limit: 1 });
    expect(listed).toMatchObject({ channel: 'line', to: 'Uabc123', status: 'delivered' });
  });

  it('M6: a message id LINE did not give is not found', async () => {
    expect((await failure(integrations.line.deliveryOf('line-nope'))).reason).toBe('MESSAGE_NOT_FOUND');
  });
});
