import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZContent } from './media.schemas.ts';

/** Multipart, field `file`; answers the new content id (avatars and logos now, media later). */
export const uploadContent = defineEndpoint({
  id: 'media.upload',
  method: 'POST',
  path: '/api/content/upload',
  access: { kind: 'user' },
  multipart: true,
  response: z.object({ id: z.number().int() }),
});

export const getContent = defineEndpoint({
  id: 'media.get',
  method: 'GET',
  path: '/api/content/:id',
  access: { kind: 'user' },
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: ZContent,
});
