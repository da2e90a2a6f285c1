import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';

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
