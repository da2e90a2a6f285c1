import { z } from 'zod';
import { callService, segment, unreadable, type ServiceAnswer } from '../http-client.ts';
import { IntegrationError } from '../integration-error.ts';
import type { LiveServiceSettings } from '../integration-settings.ts';
import { TELE_REJECTIONS, telePatientRef, type TeleDentistry, type TelePatient } from './tele-dentistry.ts';

// The protocol the live adapter speaks (docs/integrations.md, "Tele-dentistry"): a patient is a
// resource under /patients/{ref}; refusals are 409 with { error: <TELE_REJECTIONS reason> }.
const ZLinkCode = z.object({ code: z.string(), expiresAt: z.coerce.date() });
const ZConnection = z.object({
  isConnected: z.boolean(),
  connectedAt: z.coerce.date().nullable(),
  pendingCode: ZLinkCode.nullable(),
});
const ZCase = z.object({ caseId: z.string(), openedAt: z.coerce.date(), note: z.string() });
const ZRefusal = z.object({ error: z.enum(Object.values(TELE_REJECTIONS) as [string, ...string[]]) });

/** A 2xx answer read with its schema; a refusal becomes `rejected`; anything else `unavailable`. */
function read<T>(answer: ServiceAnswer, schema: z.ZodType<T>): T {
  if (answer.status >= 200 && answer.status < 300) {
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw unreadable('teleDentistry');
    return parsed.data;
  }
  const refusal = ZRefusal.safeParse(answer.body);
  if (answer.status === 409 && refusal.success) {
    throw new IntegrationError('teleDentistry', 'rejected', refusal.data.error);
  }
  throw new IntegrationError('teleDentistry', 'unavailable', `HTTP_${answer.status}`);
}

export function httpTeleDentistry(settings: LiveServiceSettings): TeleDentistry {
  const patientPath = (patient: TelePatient) => `/patients/${segment(telePatientRef(patient))}`;
  const call = (request: Parameters<typeof callService>[2]) => callService('teleDentistry', settings, request);
  return {
    mode: 'live',
    createLinkCode: async (patient) =>
      read(await call({ method: 'POST', path: `${patientPath(patient)}/link-codes`, body: {} }), ZLinkCode),
    unlink: async (patient) => {
      read(await call({ method: 'DELETE', path: `${patientPath(patient)}/link` }), z.unknown());
    },
    checkConnection: async (patient) =>
      read(await call({ method: 'GET', path: `${patientPath(patient)}/connection` }), ZConnection),
    listActiveCases: async (patient) =>
      read(
        await call({ method: 'GET', path: `${patientPath(patient)}/cases?status=active` }),
        z.object({ cases: z.array(ZCase) }),
      ).cases,
    activateCase: async (patient, details) =>
      read(await call({ method: 'POST', path: `${patientPath(patient)}/cases`, body: { note: details.note } }), ZCase),
  };
}
