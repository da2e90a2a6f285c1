import { z } from 'zod';
import { ZId } from '../lib/wire.ts';

// FHIR R4 access to one patient for an outside system (issue 9, spec clinic §7 Patients): a clinic
// member grants a short-lived token limited to that patient and clinic; the system reads the
// Patient resource with it. docs/wire.md and ADR 0013 say how the token works.

/** Minutes a granted token lives. */
export const FHIR_TOKEN_MINUTES = 15;

export const ZFhirGrantBody = z.object({ patientId: ZId });

/** Shaped like an OAuth token answer (SMART on FHIR's names), so clients read it as they read one. */
export const ZFhirGrant = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.literal('patient/Patient.read'),
  /** The id of the Patient resource the token reads. */
  patient: z.string(),
});
export type TFhirGrant = z.infer<typeof ZFhirGrant>;

export const ZFhirPatientParams = z.object({ id: ZId });

/**
 * The Patient resource. Its shape is FHIR R4's own (fhir-patient.mapper.ts builds it, the tests
 * validate it against the official FHIR R4 JSON schema); the contract checks only its kind.
 */
export const ZFhirPatient = z.looseObject({ resourceType: z.literal('Patient'), id: z.string() });
