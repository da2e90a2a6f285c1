import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZPage, ZPageQuery, ZPlainText } from '../lib/wire.ts';
import {
  ZClinicDetail,
  ZClinicIdParams,
  ZClinicSummary,
  ZCreateClinicBody,
  ZCreatedClinic,
} from '../clinics/clinic-admin.schemas.ts';
import { ZAdsVersion } from '../masters/ads.schemas.ts';
import {
  ZSandboxExchange,
  ZSandboxExchangesQuery,
  ZSandboxLicence,
  ZSandboxLicenceInput,
  ZSandboxMessage,
  ZSandboxOutboxQuery,
  ZSandboxTeleConfirmBody,
  ZSandboxTeleLink,
} from './sandbox.schemas.ts';
import {
  ZPlatformUser,
  ZPlatformUserDetail,
  ZUserIdParams,
  ZUserSearchQuery,
  ZUserStatusBody,
} from './users.schemas.ts';

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
// Clinics (spec clinic §7 Superadmin: clinics/search, clinics/{id}; creation from issue 8).

/** A clinic, its first branch and its first manager (an account, or a new one invited by mail). */
export const createClinic = defineEndpoint({
  id: 'superadmin.createClinic',
  method: 'POST',
  path: '/api/superadmin/clinics',
  access: { kind: 'superadmin' },
  body: ZCreateClinicBody,
  response: ZCreatedClinic,
});

/** Clinics by url, code or name (Thai or English), newest first; pages of 20 (spec clinic §9). */
export const searchClinics = defineEndpoint({
  id: 'superadmin.searchClinics',
  method: 'GET',
  path: '/api/superadmin/clinics/search',
  access: { kind: 'superadmin' },
  query: ZPageQuery.extend({ keyword: ZPlainText(100).optional() }),
  response: ZPage(ZClinicSummary),
});

export const getClinic = defineEndpoint({
  id: 'superadmin.getClinic',
  method: 'GET',
  path: '/api/superadmin/clinics/:id',
  access: { kind: 'superadmin' },
  params: ZClinicIdParams,
  response: ZClinicDetail,
});

// ---------------------------------------------------------------------------------------------
// Users (spec clinic §7 Superadmin: users/search, users/{id}, PUT users/{id}/status).

/** Users by e-mail or name (Thai or English), newest first; pages of 20 (spec clinic §9). */
export const searchUsers = defineEndpoint({
  id: 'superadmin.searchUsers',
  method: 'GET',
  path: '/api/superadmin/users/search',
  access: { kind: 'superadmin' },
  query: ZUserSearchQuery,
  response: ZPage(ZPlatformUser),
});

/** One user with the memberships of every clinic, the open sessions and the last sign-in. */
export const getUser = defineEndpoint({
  id: 'superadmin.getUser',
  method: 'GET',
  path: '/api/superadmin/users/:id',
  access: { kind: 'superadmin' },
  params: ZUserIdParams,
  response: ZPlatformUserDetail,
});

/** Disables (every session ends at once) or enables an account; never the caller's own. */
export const setUserStatus = defineEndpoint({
  id: 'superadmin.setUserStatus',
  method: 'PUT',
  path: '/api/superadmin/users/:id/status',
  access: { kind: 'superadmin' },
  params: ZUserIdParams,
  body: ZUserStatusBody,
  response: ZPlatformUserDetail,
});

/**
 * After the ads store changed: every client fetches the ads list again (spec clinic §7). No body;
 * the answer is the new version. Audited.
 */
export const incrementAdsVersion = defineEndpoint({
  id: 'superadmin.incrementAdsVersion',
  method: 'POST',
  path: '/api/superadmin/config/ads-version/increment',
  access: { kind: 'superadmin' },
  response: ZAdsVersion,
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

/** The SMS and LINE sandboxes' outbox, newest first: which reminders went out. */
export const listSandboxOutbox = defineEndpoint({
  id: 'superadmin.listSandboxOutbox',
  method: 'GET',
  path: '/api/superadmin/sandbox/outbox',
  access: { kind: 'superadmin' },
  query: ZSandboxOutboxQuery,
  response: z.array(ZSandboxMessage),
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
