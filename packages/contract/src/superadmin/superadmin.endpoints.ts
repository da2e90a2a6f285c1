import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import {
  ZSandboxExchange,
  ZSandboxExchangesQuery,
  ZSandboxLicence,
  ZSandboxLicenceInput,
  ZSandboxTeleConfirmBody,
  ZSandboxTeleLink,
} from './sandbox.schemas.ts';

/** The web app's superadmin guard: 200 for a platform super-administrator, else 401/403. */
export const health = defineEndpoint({
  id: 'superadmin.health',
  method: 'GET',
  path: '/api/superadmin/health',
  access: { kind: 'superadmin' },
  response: z.object({ ok: z.literal(true) }),
});

export const stats = defineEndpoint({
  id: 'superadmin.stats',
  method: 'GET',
  path: '/api/superadmin/stats',
  access: { kind: 'superadmin' },
  response: z.object({
    clinics: z.number().int(),
    branches: z.number().int(),
    users: z.number().int(),
    members: z.number().int(),
  }),
});

// ---------------------------------------------------------------------------------------------
// The sandbox page (docs/integrations.md): what the sandboxes of the outside services were asked
// and answered, and the few levers a tester needs (registry entries, a patient confirming a code).

export const listSandboxExchanges = defineEndpoint({
  id: 'superadmin.listSandboxExchanges',
  method: 'GET',
  path: '/api/superadmin/sandbox/exchanges',
  access: { kind: 'superadmin' },
  query: ZSandboxExchangesQuery,
  response: z.array(ZSandboxExchange),
});

export const listSandboxLicences = defineEndpoint({
  id: 'superadmin.listSandboxLicences',
  method: 'GET',
  path: '/api/superadmin/sandbox/licenceRegistry',
  access: { kind: 'superadmin' },
  response: z.array(ZSandboxLicence),
});

/** Adds or renames an entry of the sandbox registry (a tester's own licence number). */
export const putSandboxLicence = defineEndpoint({
  id: 'superadmin.putSandboxLicence',
  method: 'PUT',
  path: '/api/superadmin/sandbox/licenceRegistry',
  access: { kind: 'superadmin' },
  body: ZSandboxLicenceInput,
  response: ZSandboxLicence,
});

export const listSandboxTeleLinks = defineEndpoint({
  id: 'superadmin.listSandboxTeleLinks',
  method: 'GET',
  path: '/api/superadmin/sandbox/teleDentistry/links',
  access: { kind: 'superadmin' },
  response: z.array(ZSandboxTeleLink),
});

export const confirmSandboxTeleCode = defineEndpoint({
  id: 'superadmin.confirmSandboxTeleCode',
  method: 'POST',
  path: '/api/superadmin/sandbox/teleDentistry/confirm',
  access: { kind: 'superadmin' },
  body: ZSandboxTeleConfirmBody,
  response: ZSandboxTeleLink,
});
