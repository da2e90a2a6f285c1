import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZId } from '../lib/wire.ts';
import { ZContent } from './files.schemas.ts';

/** Multipart, field `file`; answers the new content id (avatars and logos; clinical media get their own upload). */
export const uploadContent = defineEndpoint({
  id: 'files.upload',
  method: 'POST',
  path: '/api/content/upload',
  access: { kind: 'user' },
  multipart: true,
  response: z.object({ id: z.number().int() }),
});

export const getContent = defineEndpoint({
  id: 'files.get',
  method: 'GET',
  path: '/api/content/:id',
  access: { kind: 'user' },
  params: z.object({ id: ZId }),
  response: ZContent,
});
