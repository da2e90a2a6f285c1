import { z } from 'zod';

/**
 * The outside services behind the server's adapter layer (apps/server/src/integrations/,
 * docs/integrations.md). Each runs as its sandbox (the default) or against the live service;
 * the health endpoint tells a super-administrator which. Later adapters add their names here.
 */
export const INTEGRATION_SERVICES = [
  'licenceRegistry',
  'teleDentistry',
  'nhso',
  'ktbPaotang',
  'sms',
  'line',
  'ktbFastPay',
  'adsStore',
  'dentalAi',
  'edcTerminal',
] as const;
export const ZIntegrationService = z.enum(INTEGRATION_SERVICES);
export type TIntegrationService = z.infer<typeof ZIntegrationService>;

/** The messaging services whose sandbox keeps an outbox (appointment reminders). */
export const MESSAGE_CHANNELS = ['sms', 'line'] as const;
export const ZMessageChannel = z.enum(MESSAGE_CHANNELS);
export type TMessageChannel = z.infer<typeof ZMessageChannel>;

/** Where a sent message stands: accepted and on its way, arrived, or given up (with a reason). */
export const ZMessageStatus = z.enum(['queued', 'delivered', 'failed']);
export type TMessageStatus = z.infer<typeof ZMessageStatus>;

export const ZIntegrationMode = z.enum(['sandbox', 'live']);
export type TIntegrationMode = z.infer<typeof ZIntegrationMode>;

/**
 * Where this installation runs (APP_ENV). Later features read it: the token copy control only in
 * staging, AI calls off in production, the subscription page off in production.
 */
export const APP_ENVS = ['development', 'staging', 'production'] as const;
export const ZAppEnv = z.enum(APP_ENVS);
export type TAppEnv = z.infer<typeof ZAppEnv>;
