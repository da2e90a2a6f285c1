import type { TTeleCase, TTeleCaseInput, TTeleConnection, TTeleLinkCode } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { IntegrationError } from '../../integrations/integration-error.ts';
import {
  TELE_REJECTIONS,
  type TeleCase,
  type TeleDentistry,
  type TelePatient,
} from '../../integrations/tele-dentistry/tele-dentistry.ts';
import { livePatientExists } from './patients.repo.ts';
import { PATIENT_ENTITY } from './register-patient.service.ts';

/**
 * The tele-dentistry calls of a patient record (spec clinic §7 Patients). The service is asked
 * between short transactions (handleIo), never inside one: first the patient must be a living
 * record of this clinic (404 otherwise), then the adapter, then the audit row of a change. The
 * service's refusals become the catalogue's 409s, an unreachable service 503.
 */
export type TeleCall = { db: Database; tele: TeleDentistry; branch: BranchScope; userId: string };

const REJECTION_CODES = {
  [TELE_REJECTIONS.ALREADY_CONNECTED]: 'TELE-ALREADY-CONNECTED',
  [TELE_REJECTIONS.NOT_CONNECTED]: 'TELE-NOT-CONNECTED',
  [TELE_REJECTIONS.CASE_ALREADY_ACTIVE]: 'TELE-CASE-ACTIVE',
} as const;

async function askService<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof IntegrationError)) throw error;
    if (error.failure === 'rejected' && error.reason in REJECTION_CODES) {
      throw new AppError(REJECTION_CODES[error.reason as keyof typeof REJECTION_CODES]);
    }
    throw new AppError('INTEGRATION-UNAVAILABLE');
  }
}

function inClinic<T>(call: TeleCall, work: (tx: Tx) => Promise<T>): Promise<T> {
  return call.db.run({ clinicId: call.branch.clinicId, userId: call.userId }, work);
}

async function telePatient(call: TeleCall, patientId: number): Promise<TelePatient> {
  const found = await inClinic(call, (tx) => livePatientExists(tx, call.branch, patientId));
  if (!found) throw new AppError('NOT_FOUND');
  return { clinicId: call.branch.clinicId, patientId };
}

/** One audit row on the patient for each change of its link or cases (patient data). */
function audit(call: TeleCall, patientId: number, teleDentistry: Record<string, unknown>) {
  return inClinic(call, (tx) =>
    writeAudit(tx, call.branch, call.userId, {
      entity: PATIENT_ENTITY,
      entityId: patientId,
      action: 'update',
      after: { teleDentistry },
    }),
  );
}

const toCase = (teleCase: TeleCase): TTeleCase => ({
  caseId: teleCase.caseId,
  openedAt: teleCase.openedAt.toISOString(),
  note: teleCase.note,
});

/** POST /api/patient/code/{c}/{b}/{patientId}: a new code for the patient to confirm in the app. */
export async function issueTeleLinkCode(call: TeleCall, patientId: number): Promise<TTeleLinkCode> {
  const patient = await telePatient(call, patientId);
  const code = await askService(() => call.tele.createLinkCode(patient));
  await audit(call, patientId, { event: 'link-code-issued', expiresAt: code.expiresAt.toISOString() });
  return { code: code.code, expiresAt: code.expiresAt.toISOString() };
}

/** PATCH /api/patient/code/{c}/{b}/{patientId}: ends the link (and the service closes the open case). */
export async function unlinkTele(call: TeleCall, patientId: number): Promise<{ is_connected: false }> {
  const patient = await telePatient(call, patientId);
  await askService(() => call.tele.unlink(patient));
  await audit(call, patientId, { event: 'unlinked' });
  return { is_connected: false };
}

/** GET /api/patient/checkPatientConnection/{c}/{b}/{patientId}: the spec's `is_connected`, the pending code, open cases. */
export async function checkTeleConnection(call: TeleCall, patientId: number): Promise<TTeleConnection> {
  const patient = await telePatient(call, patientId);
  const connection = await askService(() => call.tele.checkConnection(patient));
  const cases = connection.isConnected ? await askService(() => call.tele.listActiveCases(patient)) : [];
  return {
    is_connected: connection.isConnected,
    connectedAt: connection.connectedAt?.toISOString() ?? null,
    pendingCode: connection.pendingCode
      ? { code: connection.pendingCode.code, expiresAt: connection.pendingCode.expiresAt.toISOString() }
      : null,
    activeCases: cases.map(toCase),
  };
}

/** POST /api/thai-tele/active-case/{c}/{b}: a remote consultation for a linked patient, one at a time. */
export async function activateTeleCase(call: TeleCall, input: TTeleCaseInput): Promise<TTeleCase> {
  const patient = await telePatient(call, input.patientId);
  const opened = await askService(() => call.tele.activateCase(patient, { note: input.note }));
  await audit(call, input.patientId, { event: 'case-opened', caseId: opened.caseId });
  return toCase(opened);
}
