import type { TIntegrationMode } from '@yim/contract';

/** A clinic's patient as the tele-dentistry service knows them: never a name or national id. */
export type TelePatient = { clinicId: number; patientId: number };

/** The code a patient types into the tele-dentistry app to link it with their clinic record. */
export type TeleLinkCode = { code: string; expiresAt: Date };

export type TeleConnection = {
  /** The spec's `is_connected`: the patient confirmed a code and has not been unlinked since. */
  isConnected: boolean;
  connectedAt: Date | null;
  /** A code issued and not yet confirmed (nor expired), if any. */
  pendingCode: TeleLinkCode | null;
};

export type TeleCase = { caseId: string; openedAt: Date; note: string };

/** Why the service refuses a request (IntegrationError `rejected`, its `reason`). */
export const TELE_REJECTIONS = {
  /** A code was asked for a patient who is linked already: unlink first. */
  ALREADY_CONNECTED: 'ALREADY_CONNECTED',
  /** Unlinking, or opening a case for, a patient who is not linked. */
  NOT_CONNECTED: 'NOT_CONNECTED',
  /** The patient has an active case already: one at a time. */
  CASE_ALREADY_ACTIVE: 'CASE_ALREADY_ACTIVE',
} as const;

/**
 * The tele-dentistry service (spec clinic §7 Patients: `POST /api/patient/code/{c}/{b}/{patientId}`
 * issues a link code, PATCH unlinks, `GET checkPatientConnection` reads `is_connected`,
 * `POST /api/thai-tele/active-case`). Every method throws IntegrationError: `unavailable` when the
 * service cannot be asked, `rejected` with a TELE_REJECTIONS reason when it refuses.
 * docs/integrations.md describes the flow and the sandbox's cases.
 */
export type TeleDentistry = {
  mode: TIntegrationMode;
  /** A new code for the patient to confirm in the app; a pending earlier code stops working. */
  createLinkCode(patient: TelePatient): Promise<TeleLinkCode>;
  /** Ends the link (and closes the patient's active case). */
  unlink(patient: TelePatient): Promise<void>;
  checkConnection(patient: TelePatient): Promise<TeleConnection>;
  listActiveCases(patient: TelePatient): Promise<TeleCase[]>;
  /** Opens a tele-dentistry case for a linked patient. */
  activateCase(patient: TelePatient, details: { note: string }): Promise<TeleCase>;
};

/** The one way a patient is named to the service: opaque, stable, and per clinic. */
export function telePatientRef(patient: TelePatient): string {
  return `c${patient.clinicId}-p${patient.patientId}`;
}
