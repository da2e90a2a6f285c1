import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../lib/db/database.ts';
import type { ClinicScope } from './patients.repo.ts';

/**
 * A table that holds a patient id: what a merge moves from the retired record to the kept one.
 * Every feature that stores a patient id registers its table in `PATIENT_REFERENCES`
 * (apps/server/src/features.ts); `patient-references.int.test.ts` fails when a table with a
 * `patient_id` column is missing there. A table whose rows cannot simply be moved (a unique key
 * per patient) gives its own `move`.
 */
export type PatientReference = {
  table: PgTable;
  clinicId: PgColumn;
  patientId: PgColumn;
  move?: (tx: Tx, scope: ClinicScope, fromId: number, toId: number) => Promise<number>;
};

export function referenceName(reference: PatientReference): string {
  return getTableName(reference.table);
}

/** Points the rows of `fromId` at `toId`, within the clinic; answers how many moved. */
export async function movePatientReference(
  tx: Tx,
  scope: ClinicScope,
  reference: PatientReference,
  fromId: number,
  toId: number,
): Promise<number> {
  if (reference.move) return reference.move(tx, scope, fromId, toId);
  const result = await tx.execute(
    sql`update ${reference.table} set ${sql.identifier(reference.patientId.name)} = ${toId}
      where ${and(eq(reference.clinicId, scope.clinicId), eq(reference.patientId, fromId))}`,
  );
  return result.rowCount ?? 0;
}
