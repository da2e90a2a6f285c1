import { z } from 'zod';
import type { TLicenceStatus } from '@yim/contract';
import { callService, segment, unreadable } from '../http-client.ts';
import { IntegrationError } from '../integration-error.ts';
import type { LiveServiceSettings } from '../integration-settings.ts';
import type { LicenceRegistry } from './licence-registry.ts';

/**
 * The registry's answer for a licence (docs/integrations.md, "Licence registry"): the protocol
 * the live adapter speaks, `GET {LICENCE_REGISTRY_URL}/licences/{licenceNo}` with the key as a
 * bearer token; 404 when the number is not registered.
 */
const ZRegistryAnswer = z.object({
  licenceNo: z.string(),
  status: z.enum(['active', 'suspended', 'revoked', 'expired']),
  holderNameTh: z.string(),
  holderNameEn: z.string(),
});

/** A licence that is revoked or expired is no more usable than a suspended one. */
function statusOf(registered: z.infer<typeof ZRegistryAnswer>['status']): TLicenceStatus {
  return registered === 'active' ? 'valid' : 'suspended';
}

export function httpLicenceRegistry(settings: LiveServiceSettings): LicenceRegistry {
  return {
    mode: 'live',
    async lookUp(licenceNo) {
      const answer = await callService('licenceRegistry', settings, {
        method: 'GET',
        path: `/licences/${segment(licenceNo)}`,
      });
      if (answer.status === 404) return { licenceNo, status: 'not_found', holderNameTh: null, holderNameEn: null };
      if (answer.status !== 200) throw new IntegrationError('licenceRegistry', 'unavailable', `HTTP_${answer.status}`);
      const parsed = ZRegistryAnswer.safeParse(answer.body);
      if (!parsed.success) throw unreadable('licenceRegistry');
      return {
        licenceNo,
        status: statusOf(parsed.data.status),
        holderNameTh: parsed.data.holderNameTh,
        holderNameEn: parsed.data.holderNameEn,
      };
    },
  };
}
