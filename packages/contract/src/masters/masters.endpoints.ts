import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { CONFIG_NAMES, CONFIG_SEGMENTS, ZConfigValue, ZTooth, ZToothSurface } from './masters.schemas.ts';

const segmentNames = Object.keys(CONFIG_SEGMENTS) as [
  keyof typeof CONFIG_SEGMENTS,
  ...(keyof typeof CONFIG_SEGMENTS)[],
];

/** Configuration is readable without signing in: the registration page needs it. */
export const configValue = defineEndpoint({
  id: 'masters.configValue',
  method: 'GET',
  path: '/api/master/configValue/:segment',
  access: { kind: 'public' },
  params: z.object({ segment: z.enum(segmentNames) }),
  response: z.array(ZConfigValue),
});

export const configValueAll = defineEndpoint({
  id: 'masters.configValueAll',
  method: 'GET',
  path: '/api/master/configValue/all',
  access: { kind: 'public' },
  response: z.record(z.enum(CONFIG_NAMES), z.array(ZConfigValue)),
});

export const teeth = defineEndpoint({
  id: 'masters.teeth',
  method: 'GET',
  path: '/api/master/mTooth',
  access: { kind: 'public' },
  response: z.array(ZTooth),
});

export const toothSurfaces = defineEndpoint({
  id: 'masters.toothSurfaces',
  method: 'GET',
  path: '/api/master/mToothSurface',
  access: { kind: 'public' },
  response: z.array(ZToothSurface),
});
