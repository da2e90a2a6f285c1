import { z } from 'zod';
import { ZId, ZInstant, ZMultilineText } from '../lib/wire.ts';

// The national tele-dentistry service (spec clinic §7 Patients): a patient links the tele-dentistry
// app to their clinic record with a code the clinic issues; a linked patient can have a case
// opened for a remote consultation. The service never learns a name or national id.

export const ZTelePatientParams = z.object({ clinicUrl: z.string(), branchUrl: z.string(), patientId: ZId });

/** POST /api/patient/code/{c}/{b}/{patientId}: the code the patient types into the app. */
export const ZTeleLinkCode = z.object({ code: z.string(), expiresAt: ZInstant });
export type TTeleLinkCode = z.infer<typeof ZTeleLinkCode>;

export const ZTeleCase = z.object({ caseId: z.string(), openedAt: ZInstant, note: z.string() });
export type TTeleCase = z.infer<typeof ZTeleCase>;

/** GET /api/patient/checkPatientConnection/{c}/{b}/{patientId}: the spec's `is_connected`, and what the screen needs. */
export const ZTeleConnection = z.object({
  is_connected: z.boolean(),
  connectedAt: ZInstant.nullable(),
  pendingCode: ZTeleLinkCode.nullable(),
  activeCases: z.array(ZTeleCase),
});
export type TTeleConnection = z.infer<typeof ZTeleConnection>;

/** POST /api/thai-tele/active-case/{c}/{b}: opens a case for a linked patient. */
export const ZTeleCaseInput = z.object({ patientId: ZId, note: ZMultilineText(1000).default('') });
export type TTeleCaseInput = z.output<typeof ZTeleCaseInput>;

export const ZTeleUnlinked = z.object({ is_connected: z.literal(false) });
