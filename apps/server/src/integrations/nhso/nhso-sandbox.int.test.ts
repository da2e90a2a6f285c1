import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSandboxes } from '../../test/sandbox-settings.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { IntegrationError } from '../integration-error.ts';
import { createIntegrations, type Integrations } from '../integrations.ts';

// The documented cases N1–N5 of the sandbox NHSO co-payment scheme (docs/integrations.md).
let testDb: TestDatabase;
let integrations: Integrations;
let nextPerson = 1_100_000_000_001;
/** A national id that meets none of the documented failures (never ending in 0, 8 or 99). */
const person = () => {
  nextPerson += 2;
  while (/(0|99)$/.test(String(nextPerson))) nextPerson += 2;
  return String(nextPerson);
};
const visit = (personalId: string, branchCode = 'U11111') => ({ personalId, branchCode, serviceDate: '2026-03-02' });

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
  integrations = createIntegrations(allSandboxes(), testDb.db, { now: () => new Date('2026-03-02T02:00:00Z') });
});
afterAll(() => testDb.drop());

describe('the sandbox NHSO co-payment scheme', () => {
  it('N1: a national id that is not 13 digits, or a date that is not one, is refused', async () => {
    for (const request of [visit('123456789012'), { ...visit(person()), serviceDate: '2026-02-30' }]) {
      const error = await failure(integrations.nhso.bookVisit(request));
      expect([error.failure, error.reason]).toEqual(['rejected', 'INVALID_REQUEST']);
    }
  });

  it('N2: a national id ending in 99 meets a scheme that does not answer, and the record shows it', async () => {
    const error = await failure(integrations.nhso.bookVisit(visit('1234567890199')));
    expect(error).toMatchObject({ service: 'nhso', failure: 'unavailable', reason: 'SANDBOX_OUTAGE' });
    const [exchange] = await integrations.sandboxConsole.listExchanges({ service: 'nhso', limit: 1 });
    expect(exchange).toMatchObject({
      operation: 'bookVisit',
      request: { personalId: '1234567890199' },
      outcome: 'unavailable',
    });
  });

  it("N3: a national id ending in 0 is the scheme's 'No data found'", async () => {
    const error = await failure(integrations.nhso.bookVisit({ ...visit('1234567890120'), subitemNo: '1' }));
    expect([error.failure, error.reason]).toEqual(['rejected', 'NO_DATA_FOUND']);
  });

  it('N4: the same person and day again answers the open booking at the same unit, refuses another unit', async () => {
    const personalId = person();
    const first = await integrations.nhso.bookVisit(visit(personalId));
    expect(first.visitBookingNo).toMatch(/^B20260302\d{6,}$/);
    expect(await integrations.nhso.bookVisit(visit(personalId))).toEqual(first);
    const elsewhere = await failure(integrations.nhso.bookVisit(visit(personalId, 'U22222')));
    expect([elsewhere.failure, elsewhere.reason]).toEqual(['rejected', 'DUPLICATE_VISIT']);
    // Another day is another visit; a cancelled booking no longer counts.
    const nextDay = await integrations.nhso.bookVisit({ ...visit(personalId), serviceDate: '2026-03-03' });
    expect(nextDay.visitBookingNo).not.toBe(first.visitBookingNo);
    await integrations.nhso.cancelVisit(first.visitBookingNo);
    const again = await integrations.nhso.bookVisit(visit(personalId, 'U22222'));
    expect(again.visitBookingNo).not.toBe(first.visitBookingNo);
  });

  it('N4: two bookings of one person and day at once make one booking', async () => {
    const personalId = person();
    const both = await Promise.all([
      integrations.nhso.bookVisit(visit(personalId)),
      integrations.nhso.bookVisit(visit(personalId)),
    ]);
    expect(both[0]).toEqual(both[1]);
  });

  it('N5: a booking is confirmed (the same visit number twice) and cancelled', async () => {
    const { visitBookingNo } = await integrations.nhso.bookVisit(visit(person()));
    const confirmed = await integrations.nhso.confirmVisit(visitBookingNo);
    expect(confirmed.visitNo).toBe(visitBookingNo.replace(/^B/, 'V'));
    expect(await integrations.nhso.confirmVisit(visitBookingNo)).toEqual(confirmed);
    await integrations.nhso.cancelVisit(visitBookingNo);
    await integrations.nhso.cancelVisit(visitBookingNo);
    const cancelled = await failure(integrations.nhso.confirmVisit(visitBookingNo));
    expect([cancelled.failure, cancelled.reason]).toEqual(['rejected', 'BOOKING_CANCELLED']);
  });

  it('N5: a number the scheme did not give is not found', async () => {
    const { visitBookingNo } = await integrations.nhso.bookVisit(visit(person()));
    // The right id with another date, a made-up number, and plain text.
    for (const unknown of [visitBookingNo.replace('20260302', '20260303'), 'B20260302999999', 'hello']) {
      expect((await failure(integrations.nhso.confirmVisit(unknown))).reason, unknown).toBe('BOOKING_NOT_FOUND');
      expect((await failure(integrations.nhso.cancelVisit(unknown))).reason, unknown).toBe('BOOKING_NOT_FOUND');
    }
  });

  it('keeps its bookings (and the Paotang and messaging sandboxes’ state) out of reach of the request role', async () => {
    for (const table of ['sandbox_nhso_visits', 'sandbox_ktb_visits', 'sandbox_messages']) {
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
