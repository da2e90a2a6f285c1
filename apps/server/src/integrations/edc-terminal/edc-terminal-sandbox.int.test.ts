import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSandboxes } from '../../test/sandbox-settings.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { IntegrationError } from '../integration-error.ts';
import { createIntegrations } from '../integrations.ts';
import { sandboxEdcTerminal } from './edc-terminal-sandbox.ts';
import type { EdcTerminal } from './edc-terminal.ts';

// The documented cases E1–E9 of the sandbox card terminal (docs/integrations.md), with the
// terminal's clock in the test's hands: the card takes 10 s to be presented.
let testDb: TestDatabase;
let terminal: EdcTerminal;
let clock = new Date('2026-03-02T02:00:00Z');
let nextRef = 0;
const ref = () => `edc-test-reference-${++nextRef}`;
const later = (seconds: number) => {
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
  terminal = sandboxEdcTerminal({ owner: testDb.db.owner, delayScale: 0, now: () => clock, pendingSeconds: 10 });
});
afterAll(() => testDb.drop());

describe('the sandbox card terminal', () => {
  it('is the default', () => {
    expect(createIntegrations(allSandboxes(), testDb.db).modes().edcTerminal).toBe('sandbox');
  });

  it('E4: pending while the card is presented, then approved with a code, the last four digits and a brand', async () => {
    const reference = ref();
    const started = await terminal.startSale({ reference, amountSatang: 54_000 });
    expect(started).toMatchObject({ reference, amountSatang: 54_000, status: 'pending', approvalCode: null });
    expect(started.terminalSaleId).toMatch(/^EDC\d{8}$/);
    later(5);
    expect((await terminal.sale(reference)).status).toBe('pending');
    later(5);
    const approved = await terminal.sale(reference);
    expect(approved).toMatchObject({ status: 'approved', responseCode: '00' });
    expect(approved.approvalCode).toMatch(/^\d{6}$/);
    expect(approved.maskedPan).toMatch(/^XXXX-XXXX-XXXX-\d{4}$/);
    expect(['VISA', 'MASTERCARD', 'JCB', 'UNIONPAY']).toContain(approved.cardBrand);
    // Decided once: later reads tell the same outcome.
    later(60);
    expect(await terminal.sale(reference)).toEqual(approved);
  });

  it('E3: the same reference again is the same sale; another amount under it is refused', async () => {
    const reference = ref();
    const first = await terminal.startSale({ reference, amountSatang: 10_000 });
    const again = await terminal.startSale({ reference, amountSatang: 10_000 });
    expect(again.terminalSaleId).toBe(first.terminalSaleId);
    const both = await Promise.all([1, 2, 3].map(() => terminal.startSale({ reference, amountSatang: 10_000 })));
    expect(new Set(both.map((s) => s.terminalSaleId))).toEqual(new Set([first.terminalSaleId]));
    const rows = await testDb.db.owner.execute<{ n: number }>(
      sql`select count(*)::int as n from sandbox_edc_sales where reference = ${reference}`,
    );
    expect(rows.rows[0]!.n).toBe(1);
    expect((await failure(terminal.startSale({ reference, amountSatang: 10_001 }))).reason).toBe('REFERENCE_CONFLICT');
  });

  it('E5: .51, .05 and .54 are declined with the issuer’s code after the card was presented', async () => {
    for (const [satang, code] of [
      [10_051, '51'],
      [10_005, '05'],
      [10_054, '54'],
    ] as const) {
      const reference = ref();
      await terminal.startSale({ reference, amountSatang: satang });
      later(10);
      expect(await terminal.sale(reference)).toMatchObject({
        status: 'declined',
        responseCode: code,
        approvalCode: null,
      });
    }
  });

  it('E6: .98 waits for a card that never comes, then times out', async () => {
    const reference = ref();
    await terminal.startSale({ reference, amountSatang: 10_098 });
    later(59);
    expect((await terminal.sale(reference)).status).toBe('pending');
    later(1);
    expect(await terminal.sale(reference)).toMatchObject({ status: 'timed_out', responseCode: 'TIMEOUT' });
  });

  it('E7: .97 is slow: its card takes three times as long, and its answers take longer', async () => {
    const reference = ref();
    await terminal.startSale({ reference, amountSatang: 10_097 });
    later(29);
    expect((await terminal.sale(reference)).status).toBe('pending');
    later(1);
    expect((await terminal.sale(reference)).status).toBe('approved');
    const slow = sandboxEdcTerminal({ owner: testDb.db.owner, delayScale: 0.1, now: () => clock, pendingSeconds: 10 });
    const startedAt = Date.now();
    await slow.sale(reference);
    // 400 ms × 5 × 0.1, with at least a quarter less spread.
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(140);
  });

  it('E8: cancel ends a pending sale, voids an approved one, and leaves a finished one as it is', async () => {
    const pending = ref();
    await terminal.startSale({ reference: pending, amountSatang: 20_000 });
    expect((await terminal.cancelSale(pending)).status).toBe('cancelled');
    later(10);
    expect((await terminal.sale(pending)).status).toBe('cancelled');

    const approved = ref();
    await terminal.startSale({ reference: approved, amountSatang: 20_000 });
    later(10);
    expect((await terminal.sale(approved)).status).toBe('approved');
    expect((await terminal.cancelSale(approved)).status).toBe('voided');
    expect((await terminal.cancelSale(approved)).status).toBe('voided');

    const declined = ref();
    await terminal.startSale({ reference: declined, amountSatang: 20_051 });
    later(10);
    expect((await terminal.cancelSale(declined)).status).toBe('declined');
  });

  it('E1, E2, E9: bad requests are refused, .99 is offline, an unknown reference is not found', async () => {
    for (const amountSatang of [0, -100, 1.5, 100_000_001]) {
      expect((await failure(terminal.startSale({ reference: ref(), amountSatang }))).reason).toBe('INVALID_REQUEST');
    }
    expect((await failure(terminal.startSale({ reference: '', amountSatang: 100 }))).reason).toBe('INVALID_REQUEST');
    const offline = await failure(terminal.startSale({ reference: ref(), amountSatang: 10_099 }));
    expect([offline.failure, offline.reason]).toEqual(['unavailable', 'TERMINAL_OFFLINE']);
    expect((await failure(terminal.sale('never-started'))).reason).toBe('SALE_NOT_FOUND');
    expect((await failure(terminal.cancelSale('never-started'))).reason).toBe('SALE_NOT_FOUND');
    const exchanges = await testDb.db.owner.execute<{ n: number }>(
      sql`select count(*)::int as n from sandbox_exchanges where service = 'edcTerminal'`,
    );
    expect(exchanges.rows[0]!.n).toBeGreaterThan(10);
  });
});
