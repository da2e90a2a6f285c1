import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { clinics } from '../clinics/clinics.table.ts';
import { fhirAccessTokens } from './fhir-tokens.table.ts';
import type { ClinicScope } from './patients.repo.ts';

export async function insertFhirToken(
  tx: Tx,
  scope: ClinicScope,
  values: { patientId: number; tokenHash: string; grantedBy: string; expiresAt: Date },
): Promise<number> {
  const [row] = await tx
    .insert(fhirAccessTokens)
    .values({ clinicId: scope.clinicId, ...values })
    .returning({ id: fhirAccessTokens.id });
  return row!.id;
}

export async function findFhirToken(tx: Tx, scope: ClinicScope, tokenHash: string) {
  const [row] = await tx
    .select({
      id: fhirAccessTokens.id,
      patientId: fhirAccessTokens.patientId,
      grantedBy: fhirAccessTokens.grantedBy,
      expiresAt: fhirAccessTokens.expiresAt,
    })
    .from(fhirAccessTokens)
    .where(and(eq(fhirAccessTokens.clinicId, scope.clinicId), eq(fhirAccessTokens.tokenHash, tokenHash)));
  return row;
}

/** The clinic's url: the namespace of its DNs as FHIR identifiers. */
export async function findClinicUrl(tx: Tx, scope: ClinicScope): Promise<string> {
  const [row] = await tx.select({ url: clinics.url }).from(clinics).where(eq(clinics.id, scope.clinicId));
  return row?.url ?? '';
}
