import type { TLicenceStatus } from '@yim/contract';
import { IntegrationError } from '../integration-error.ts';
import { runSandboxOperation, type SandboxContext } from '../sandbox/sandbox-runner.ts';
import type { LicenceLookup, LicenceRegistry } from './licence-registry.ts';
import { findSandboxLicence } from './licence-registry-sandbox.repo.ts';

/** The registry answers a look-up in about this long. */
const TYPICAL_MS = 600;

/** The number that stands for a registry that does not answer (documented case L4). */
export const SANDBOX_REGISTRY_DOWN_NUMBER = '00000';

/**
 * The documented cases of the sandbox registry (docs/integrations.md), in the order they apply:
 * L4 the number 00000: the registry does not answer (unavailable);
 * L3 a number not on the sandbox register: not_found;
 * L2 a registered number ending in 9: suspended;
 * L1 any other registered number: valid, with the registered names.
 */
export function sandboxLicenceStatus(licenceNo: string, isRegistered: boolean): TLicenceStatus {
  if (!isRegistered) return 'not_found';
  return licenceNo.endsWith('9') ? 'suspended' : 'valid';
}

export function sandboxLicenceRegistry(ctx: SandboxContext): LicenceRegistry {
  return {
    mode: 'sandbox',
    lookUp: (licenceNo) =>
      runSandboxOperation(
        ctx,
        { service: 'licenceRegistry', operation: 'lookUp', request: { licenceNo }, typicalMs: TYPICAL_MS },
        async (tx): Promise<LicenceLookup> => {
          if (licenceNo === SANDBOX_REGISTRY_DOWN_NUMBER) {
            throw new IntegrationError('licenceRegistry', 'unavailable', 'SANDBOX_OUTAGE');
          }
          const entry = await findSandboxLicence(tx, licenceNo);
          return {
            licenceNo,
            status: sandboxLicenceStatus(licenceNo, entry !== undefined),
            holderNameTh: entry?.holderNameTh ?? null,
            holderNameEn: entry?.holderNameEn ?? null,
          };
        },
      ),
  };
}
