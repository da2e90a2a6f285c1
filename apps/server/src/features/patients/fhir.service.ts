import { createHash, randomBytes } from 'node:crypto';
import { FHIR_TOKEN_MINUTES, INT4_MAX, type TFhirGrant } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import { allConfigValues } from '../masters/masters.service.ts';
import { findClinicUrl, findFhirToken, insertFhirToken } from './fhir-tokens.repo.ts';
import { toFhirPatient } from './fhir-patient.mapper.ts';
import type { PatientWriter } from './patient-input.service.ts';
import { findPatient, livePatientExists } from './patients.repo.ts';
import { PATIENT_ENTITY } from './register-patient.service.ts';

/** `yfhir.<clinic id>.<43 characters of base64url>`: the clinic in clear sets the RLS scope first. */
const TOKEN = /^yfhir\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST /api/v1/fhir/grantToken/{c}/{b}: a token an outside system (the tele-dentistry service, a
 * hospital) uses to read one patient's FHIR record for a quarter of an hour. Only its hash is
 * stored; the grant is audited with who gave it.
 */
export async function grantFhirToken({ tx, branch, userId }: PatientWriter, patientId: number): Promise<TFhirGrant> {
  if (!(await livePatientExists(tx, branch, patientId))) throw new AppError('NOT_FOUND');
  const token = `yfhir.${branch.clinicId}.${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + FHIR_TOKEN_MINUTES * 60_000);
  const tokenId = await insertFhirToken(tx, branch, {
    patientId,
    tokenHash: hashOf(token),
    grantedBy: userId,
    expiresAt,
  });
  await writeAudit(tx, branch, userId, {
    entity: 'fhir_token',
    entityId: tokenId,
    action: 'create',
    after: { patientId, expiresAt: expiresAt.toISOString() },
  });
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_in: FHIR_TOKEN_MINUTES * 60,
    scope: 'patient/Patient.read',
    patient: String(patientId),
  };
}

async function readInClinic(tx: Tx, clinicId: number, token: string, patientId: number) {
  const grant = await findFhirToken(tx, { clinicId }, hashOf(token));
  if (!grant || grant.expiresAt.getTime() <= Date.now())
    throw new AppError('AUTH_REQUIRED', 'the token is not valid or has expired');
  if (grant.patientId !== patientId) throw new AppError('PERMISSION_DENIED', 'the token is for another patient');
  const patient = await findPatient(tx, { clinicId }, patientId);
  if (!patient) throw new AppError('NOT_FOUND', 'no such patient');
  const clinicUrl = await findClinicUrl(tx, { clinicId });
  const lists = await allConfigValues(tx);
  const title = (name: 'title_name' | 'title_name_eng', id: string | null) =>
    lists[name].find((option) => option.id === id)?.nameTh ?? null;
  // An opening of the record, by the outside system the member let in: audited in their name.
  await writeAudit(tx, { clinicId, branchId: patient.registeredBranchId }, grant.grantedBy, {
    entity: PATIENT_ENTITY,
    entityId: patientId,
    action: 'open',
    after: { via: 'fhir', tokenId: grant.id },
  });
  return toFhirPatient(patient, clinicUrl, {
    th: title('title_name', patient.titleNameTh),
    en: title('title_name_eng', patient.titleNameEn),
  });
}

/**
 * GET /api/v1/fhir/Patient/{id}: only with a token granted for this patient. A member's session
 * token, another patient's token or an expired one is refused; the token's clinic is the RLS
 * scope of the whole read.
 */
export async function readFhirPatient(db: Database, token: string | null, patientId: number) {
  const match = token ? TOKEN.exec(token) : null;
  const clinicId = Number(match?.[1]);
  if (!match || !Number.isInteger(clinicId) || clinicId < 1 || clinicId > INT4_MAX) {
    throw new AppError('AUTH_REQUIRED', 'a FHIR access token is required');
  }
  return db.run({ clinicId }, (tx) => readInClinic(tx, clinicId, token!, patientId));
}
