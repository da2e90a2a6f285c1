import { z } from 'zod';
import { MAX_PAGE_LIMIT, ZInstant } from '../lib/wire.ts';
import { ZLicenceStatus } from '../clinics/licence-check.schemas.ts';
import { ZIntegrationService, ZMessageChannel, ZMessageStatus } from '../integrations/integrations.schemas.ts';

/** What a sandbox was asked and what it answered: the super-administrator's sandbox page. */
export const ZSandboxExchange = z.object({
  id: z.number().int(),
  service: ZIntegrationService,
  operation: z.string(),
  request: z.unknown(),
  response: z.unknown(),
  /** ok: answered; rejected: the service refused (a documented case); unavailable: simulated outage. */
  outcome: z.enum(['ok', 'rejected', 'unavailable']),
  at: ZInstant,
});

export const ZSandboxExchangesQuery = z.object({
  service: ZIntegrationService.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(50),
});

/** A licence number as the profile holds it (ท., at most 5 digits). */
const ZLicenceNo = z.string().regex(/^\d{1,5}$/, 'digits, at most 5');

/** An entry of the sandbox licence registry: its status follows the documented rules. */
export const ZSandboxLicence = z.object({
  licenceNo: z.string(),
  holderNameTh: z.string(),
  holderNameEn: z.string(),
  status: ZLicenceStatus,
});

export const ZSandboxLicenceInput = z.object({
  licenceNo: ZLicenceNo,
  holderNameTh: z.string().trim().min(1).max(200),
  holderNameEn: z.string().trim().min(1).max(200),
});

export const ZSandboxTeleLinkState = z.enum(['pending', 'connected', 'expired', 'unlinked', 'replaced']);

/** A link code of the sandbox tele-dentistry service and where it stands. */
export const ZSandboxTeleLink = z.object({
  code: z.string(),
  patientRef: z.string(),
  state: ZSandboxTeleLinkState,
  issuedAt: ZInstant,
  expiresAt: ZInstant,
  confirmedAt: ZInstant.nullable(),
});

/** The simulated patient confirms a code (the button of the sandbox page). */
export const ZSandboxTeleConfirmBody = z.object({ code: z.string().regex(/^\d{6}$/, 'six digits') });

/** A message the SMS or LINE sandbox accepted (the outbox), and where it stands now. */
export const ZSandboxMessage = z.object({
  messageId: z.string(),
  channel: ZMessageChannel,
  /** The mobile number or LINE user id. */
  to: z.string(),
  text: z.string(),
  /** The sender's reference (an appointment's reminder). */
  reference: z.string(),
  status: ZMessageStatus,
  /** Why a failed message was not delivered (UNREACHABLE). */
  failureReason: z.string().nullable(),
  sentAt: ZInstant,
  /** When it was delivered or failed; null while queued. */
  settledAt: ZInstant.nullable(),
});

export const ZSandboxOutboxQuery = z.object({
  channel: ZMessageChannel.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(50),
});
