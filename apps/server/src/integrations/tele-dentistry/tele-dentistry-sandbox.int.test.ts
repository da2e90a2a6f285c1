import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allSandboxes } from '../../test/sandbox-settings.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { isRejection, IntegrationError } from '../integration-error.ts';
import { createIntegrations, type Integrations } from '../integrations.ts';
import type { TelePatient } from './tele-dentistry.ts';

// The documented cases T1–T6 of the sandbox tele-dentistry service (docs/integrations.md), on a
// real database with the sandbox's clock in the test's hands.
let testDb: TestDatabase;
let clock: Date;
let integrations: Integrations;
let nextPatientId = 1000;
let patient: TelePatient;

const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const build = (teleConfirmSeconds: number) =>
  createIntegrations(allSandboxes({ teleConfirmSeconds }), testDb.db, { now: () => clock });
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
});
afterAll(() => testDb.drop());
beforeEach(() => {
  clock = new Date('2026-03-01T03:00:00Z');
  integrations = build(20);
  patient = { clinicId: 1, patientId: nextPatientId++ };
});

describe('the sandbox tele-dentistry service', () => {
  it('T1: a code is pending until the simulated patient confirms it, by itself after the set seconds', async () => {
    const tele = integrations.teleDentistry;
    const issued = await tele.createLinkCode(patient);
    expect(issued.code).toMatch(/^\d{6}$/);
    expect(issued.expiresAt).toEqual(new Date(clock.getTime() + 10 * 60_000));
    expect(await tele.checkConnection(patient)).toEqual({
      isConnected: false,
      connectedAt: null,
      pendingCode: issued,
    });
    advance(19);
    expect((await tele.checkConnection(patient)).isConnected).toBe(false);
    advance(1);
    const connected = await tele.checkConnection(patient);
    expect(connected).toMatchObject({ isConnected: true, pendingCode: null });
    expect(connected.connectedAt).toEqual(new Date('2026-03-01T03:00:20Z'));
  });

  it('T1: with 0 seconds only the sandbox page confirms, and the page sees the link connected', async () => {
    integrations = build(0);
    const issued = await integrations.teleDentistry.createLinkCode(patient);
    advance(300);
    expect((await integrations.teleDentistry.checkConnection(patient)).isConnected).toBe(false);
    const confirmed = await integrations.sandboxConsole.confirmTeleCode(issued.code);
    expect(confirmed).toMatchObject({ code: issued.code, state: 'connected' });
    expect((await integrations.teleDentistry.checkConnection(patient)).isConnected).toBe(true);
    const listed = await integrations.sandboxConsole.listTeleLinks();
    expect(listed.find((link) => link.code === issued.code)?.state).toBe('connected');
  });

  it('T2: a code not confirmed in ten minutes expires and can no longer be confirmed', async () => {
    integrations = build(0);
    const issued = await integrations.teleDentistry.createLinkCode(patient);
    advance(600);
    expect(await integrations.teleDentistry.checkConnection(patient)).toEqual({
      isConnected: false,
      connectedAt: null,
      pendingCode: null,
    });
    await expect(integrations.sandboxConsole.confirmTeleCode(issued.code)).rejects.toMatchObject({
      code: 'SANDBOX-CODE-EXPIRED',
    });
    await expect(integrations.sandboxConsole.confirmTeleCode('000000')).rejects.toMatchObject({
      code: expect.stringMatching(/^SANDBOX-CODE-(NOT-FOUND|EXPIRED)$/),
    });
  });

  it('T3: a new code replaces a pending one, and a connected patient gets none', async () => {
    integrations = build(0);
    const first = await integrations.teleDentistry.createLinkCode(patient);
    const second = await integrations.teleDentistry.createLinkCode(patient);
    await expect(integrations.sandboxConsole.confirmTeleCode(first.code)).rejects.toMatchObject({
      code: 'SANDBOX-CODE-EXPIRED',
    });
    await integrations.sandboxConsole.confirmTeleCode(second.code);
    const refused = await failure(integrations.teleDentistry.createLinkCode(patient));
    expect([refused.failure, refused.reason]).toEqual(['rejected', 'ALREADY_CONNECTED']);
  });

  it('T4: unlinking ends the connection (and the active case); unlinking again is refused', async () => {
    const tele = integrations.teleDentistry;
    await tele.createLinkCode(patient);
    advance(20);
    await tele.activateCase(patient, { note: 'ปวดฟันกรามล่างขวา' });
    await tele.unlink(patient);
    expect((await tele.checkConnection(patient)).isConnected).toBe(false);
    expect(await tele.listActiveCases(patient)).toEqual([]);
    expect(isRejection(await failure(tele.unlink(patient)), 'NOT_CONNECTED')).toBe(true);
    // Linked again with a fresh code.
    await tele.createLinkCode(patient);
    advance(20);
    expect((await tele.checkConnection(patient)).isConnected).toBe(true);
  });

  it('T5: a case opens only for a linked patient, one at a time', async () => {
    const tele = integrations.teleDentistry;
    expect(isRejection(await failure(tele.activateCase(patient, { note: 'x' })), 'NOT_CONNECTED')).toBe(true);
    await tele.createLinkCode(patient);
    advance(25);
    const opened = await tele.activateCase(patient, { note: 'ติดตามหลังถอนฟัน' });
    expect(opened).toMatchObject({ note: 'ติดตามหลังถอนฟัน', openedAt: clock });
    expect(await tele.listActiveCases(patient)).toEqual([opened]);
    const second = await failure(tele.activateCase(patient, { note: 'again' }));
    expect(isRejection(second, 'CASE_ALREADY_ACTIVE')).toBe(true);
  });

  it('T6: a patient id ending in 99 meets a service that does not answer, and the record shows it', async () => {
    const down = { clinicId: 1, patientId: 1299 };
    const tele = integrations.teleDentistry;
    for (const work of [
      () => tele.createLinkCode(down),
      () => tele.checkConnection(down),
      () => tele.unlink(down),
      () => tele.listActiveCases(down),
      () => tele.activateCase(down, { note: 'x' }),
    ]) {
      const error = await failure(work());
      expect([error.failure, error.reason]).toEqual(['unavailable', 'SANDBOX_OUTAGE']);
    }
    const record = await integrations.sandboxConsole.listExchanges({ service: 'teleDentistry', limit: 5 });
    expect(record.map((e) => [e.request, e.outcome])).toEqual(
      expect.arrayContaining([[{ patientRef: 'c1-p1299' }, 'unavailable']]),
    );
    expect(record.every((e) => e.outcome === 'unavailable')).toBe(true);
  });

  it('keeps its state in the database, out of reach of the request role', async () => {
    await integrations.teleDentistry.createLinkCode(patient);
    // A second app on the same database sees the same state (no memory of its own).
    const other = build(20);
    expect((await other.teleDentistry.checkConnection(patient)).pendingCode).not.toBeNull();
    for (const table of ['sandbox_tele_links', 'sandbox_tele_cases', 'sandbox_licences', 'sandbox_exchanges']) {
      const refused = await testDb.db
        .run({ clinicId: 1 }, (tx) => tx.execute(sql.raw(`select count(*) from ${table}`)))
        .then(
          () => 'read',
          (e: { cause?: { message?: string } }) => e.cause?.message ?? String(e),
        );
      expect(refused, table).toMatch(/permission denied/);
    }
  });
});
