import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSandboxes } from '../../test/sandbox-settings.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { IntegrationError } from '../integration-error.ts';
import { createIntegrations, type Integrations } from '../integrations.ts';

// The documented cases K1–K6 of the sandbox KTB Paotang scheme (docs/integrations.md).
let testDb: TestDatabase;
let integrations: Integrations;
let nextPerson = 3_100_000_000_001;
/** A national id that meets none of the documented failures (odd, never ending in 99). */
const person = () => {
  nextPerson += 2;
  while (String(nextPerson).endsWith('99')) nextPerson += 2;
  return String(nextPerson);
};
const visit = (personalId: string, branchCode = 'KTB-01') => ({ personalId, branchCode, serviceDate: '2026-03-02' });

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

describe('the sandbox KTB Paotang scheme', () => {
  it('K1: a national id that is not 13 digits, or a date that is not one, is refused', async () => {
    for (const request of [visit('12345678901x3'), { ...visit(person()), serviceDate: '02/03/2026' }]) {
      expect((await failure(integrations.ktbPaotang.openVisit(request))).reason).toBe('INVALID_REQUEST');
    }
  });

  it('K2: a national id ending in 99 meets a scheme that does not answer', async () => {
    const error = await failure(integrations.ktbPaotang.openVisit(visit('3100000000199')));
    expect(error).toMatchObject({ service: 'ktbPaotang', failure: 'unavailable', reason: 'SANDBOX_OUTAGE' });
    const [exchange] = await integrations.sandboxConsole.listExchanges({ service: 'ktbPaotang', limit: 1 });
    expect(exchange).toMatchObject({ operation: 'openVisit', outcome: 'unavailable' });
  });

  it("K3: a national id ending in 0 is the scheme's 'No data found'", async () => {
    const error = await failure(integrations.ktbPaotang.openVisit(visit('3100000000120')));
    expect([error.failure, error.reason]).toEqual(['rejected', 'NO_DATA_FOUND']);
  });

  it('K4: a national id ending in 8 is registered but not eligible', async () => {
    const error = await failure(integrations.ktbPaotang.openVisit(visit('3100000000128')));
    expect([error.failure, error.reason]).toEqual(['rejected', 'NOT_ELIGIBLE']);
  });

  it('K5: the same person and day again answers the open visit at the same unit, refuses another unit', async () => {
    const personalId = person();
    const first = await integrations.ktbPaotang.openVisit(visit(personalId));
    expect(first.referenceNo).toMatch(/^KTB20260302\d{6,}$/);
    expect(await integrations.ktbPaotang.openVisit(visit(personalId))).toEqual(first);
    const elsewhere = await failure(integrations.ktbPaotang.openVisit(visit(personalId, 'KTB-02')));
    expect([elsewhere.failure, elsewhere.reason]).toEqual(['rejected', 'DUPLICATE_VISIT']);
    await integrations.ktbPaotang.cancelVisit(first.referenceNo);
    const reopened = await integrations.ktbPaotang.openVisit(visit(personalId, 'KTB-02'));
    expect(reopened.referenceNo).not.toBe(first.referenceNo);
  });

  it('K6: a visit is opened and cancelled (twice changes nothing); an unknown reference is not found', async () => {
    const { referenceNo } = await integrations.ktbPaotang.openVisit(visit(person()));
    await integrations.ktbPaotang.cancelVisit(referenceNo);
    await integrations.ktbPaotang.cancelVisit(referenceNo);
    for (const unknown of [referenceNo.replace('20260302', '20260401'), 'KTB20260302999999', 'B20260302000001']) {
      const error = await failure(integrations.ktbPaotang.cancelVisit(unknown));
      expect([error.failure, error.reason], unknown).toEqual(['rejected', 'VISIT_NOT_FOUND']);
    }
  });
});
