import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZClinicChoice } from './clinics.schemas.ts';

export const listMyClinics = defineEndpoint({
  id: 'clinics.listMine',
  method: 'GET',
  path: '/api/user/clinic',
  access: { kind: 'user' },
  response: z.object({ list: z.array(ZClinicChoice), total: z.number().int() }),
});
