import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSandboxes } from '../../test/sandbox-settings.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { IntegrationError } from '../integration-error.ts';
import { createIntegrations, type Integrations } from '../integrations.ts';

// The documented cases L1–L4 of the sandbox licence registry (docs/integrations.md), on the seeded
// database: the demo doctors' numbers 12345 and 23456 and the suspended 10009 are registered.
let testDb: TestDatabase;
let integrations: Integrations;

beforeAll(async () => {
  testDb = await createTestDatabase();
  integrations = createIntegrations(allSandboxes(), testDb.db);
});
afterAll(() => testDb.drop());

describe('the sandbox licence registry', () => {
  it('is the default: every service without a URL runs in its sandbox', () => {
    expect(integrations.modes()).toEqual({
      licenceRegistry: 'sandbox',
      teleDentistry: 'sandbox',
      nhso: 'sandbox',
      ktbPaotang: 'sandbox',
      sms: 'sandbox',
      line: 'sandbox',
      ktbFastPay: 'sandbox',
      adsStore: 'sandbox',
      dentalAi: 'sandbox',
      edcTerminal: 'sandbox',
    });
  });

  it('L1: a registered number not ending in 9 is valid, with the registered names', async () => {
    expect(await integrations.licenceRegistry.lookUp('23456')).toEqual({
      licenceNo: '23456',
      status: 'valid',
      holderNameTh: 'ทพ. กมล ยิ้มแย้ม',
      holderNameEn: 'Kamol Yimyam',
    });
  });

  it('L2: a registered number ending in 9 is suspended, also one a super-administrator adds', async () => {
    expect((await integrations.licenceRegistry.lookUp('10009')).status).toBe('suspended');
    const added = await integrations.sandboxConsole.putLicence({
      licenceNo: '4449',
      holderNameTh: 'ทพญ. ทดลอง ระบบ',
      holderNameEn: 'Tadlong Rabob',
    });
    expect(added.status).toBe('suspended');
    expect(await integrations.licenceRegistry.lookUp('4449')).toMatchObject({
      status: 'suspended',
      holderNameEn: 'Tadlong Rabob',
    });
  });

  it('L3: an unknown number is not found, until it is registered', async () => {
    expect(await integrations.licenceRegistry.lookUp('54321')).toEqual({
      licenceNo: '54321',
      status: 'not_found',
      holderNameTh: null,
      holderNameEn: null,
    });
    await integrations.sandboxConsole.putLicence({ licenceNo: '54321', holderNameTh: 'ก ข', holderNameEn: 'K K' });
    expect((await integrations.licenceRegistry.lookUp('54321')).status).toBe('valid');
    expect((await integrations.sandboxConsole.listLicences()).map((l) => l.licenceNo)).toContain('54321');
  });

  it('L4: the number 00000 meets a registry that does not answer', async () => {
    const error = await integrations.licenceRegistry.lookUp('00000').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IntegrationError);
    expect(error).toMatchObject({ service: 'licenceRegistry', failure: 'unavailable', reason: 'SANDBOX_OUTAGE' });
  });

  it('waits about its typical answer time when delays are on', async () => {
    const slow = createIntegrations(allSandboxes({ delayScale: 0.25 }), testDb.db);
    const started = performance.now();
    await slow.licenceRegistry.lookUp('12345');
    // 600 ms typical × 0.25, with a spread of ±25 %: at least 112 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });
});
