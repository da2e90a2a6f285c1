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
