import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { ORTHO_STATUS, type OrthoStatus } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { anyOf, preparedByShape, preparedQuery, value } from '../../lib/db/prepared-query.ts';
import type { BranchIds } from './ortho-masters.repo.ts';
import { orthoInstalments, orthoPatientPackages } from './ortho.table.ts';

export type PatientPackageRow = typeof orthoPatientPackages.$inferSelect;
export type InstalmentRow = Pick<
  typeof orthoInstalments.$inferSelect,
  'patientPackageId' | 'seq' | 'dueDate' | 'amountSatang'
>;
export type PatientPackageValues = Omit<
  typeof orthoPatientPackages.$inferInsert,
  'clinicId' | 'branchId' | 'id' | 'createdBy' | 'updatedBy' | 'createdAt' | 'updatedAt' | 'status' | 'visitsUsed'
>;

/** A patient's package in the clinic by id; `lock` holds it for a change. */
export async function findPatientPackage(
  tx: Tx,
  clinicId: number,
  id: number,
  lock = false,
): Promise<PatientPackageRow | undefined> {
  const query = tx
    .select()
    .from(orthoPatientPackages)
    .where(and(eq(orthoPatientPackages.clinicId, clinicId), eq(orthoPatientPackages.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** With the deleted packages or without them: two shapes (ADR 0017). */
type PackagesShape = { includeDeleted: boolean };

const selectPatientPackages = preparedByShape<
  PackagesShape,
  { clinicId: number; patientId: number },
  PatientPackageRow[]
>('ortho_packages_of_patient', (tx, shape) =>
  tx
    .select()
    .from(orthoPatientPackages)
    .where(
      and(
        eq(orthoPatientPackages.clinicId, value('clinicId')),
        eq(orthoPatientPackages.patientId, value('patientId')),
        shape.includeDeleted ? undefined : ne(orthoPatientPackages.status, ORTHO_STATUS.DELETED),
      ),
    )
    .orderBy(desc(orthoPatientPackages.createdAt), desc(orthoPatientPackages.id)),
);

/** A patient's packages across the clinic's branches, newest first; deleted ones only when asked. */
export function listPatientPackages(
  tx: Tx,
  clinicId: number,
  patientId: number,
  includeDeleted: boolean,
): Promise<PatientPackageRow[]> {
  return selectPatientPackages(tx, { includeDeleted }, { clinicId, patientId });
}

export async function insertPatientPackage(
  tx: Tx,
  scope: BranchIds,
  userId: string,
  values: PatientPackageValues,
  schedule: readonly { seq: number; dueDate: string; amountSatang: number }[],
): Promise<number> {
  const [row] = await tx
    .insert(orthoPatientPackages)
    .values({ ...values, clinicId: scope.clinicId, branchId: scope.branchId, createdBy: userId, updatedBy: userId })
    .returning({ id: orthoPatientPackages.id });
  const id = row!.id;
  await tx
    .insert(orthoInstalments)
    .values(schedule.map((line) => ({ ...line, clinicId: scope.clinicId, patientPackageId: id })));
  return id;
}

/** One statement whatever the number of a patient's packages (ADR 0017). */
const selectInstalments = preparedQuery<{ clinicId: number; patientPackageIds: readonly number[] }, InstalmentRow[]>(
  'ortho_instalments_of',
  (tx, name) =>
    tx
      .select({
        patientPackageId: orthoInstalments.patientPackageId,
        seq: orthoInstalments.seq,
        dueDate: orthoInstalments.dueDate,
        amountSatang: orthoInstalments.amountSatang,
      })
      .from(orthoInstalments)
      .where(
        and(
          eq(orthoInstalments.clinicId, value('clinicId')),
          anyOf(orthoInstalments.patientPackageId, 'patientPackageIds'),
        ),
      )
      .orderBy(asc(orthoInstalments.dueDate), asc(orthoInstalments.patientPackageId), asc(orthoInstalments.seq))
      .prepare(name),
);

/** The instalments of some packages, in order. */
export async function findInstalments(
  tx: Tx,
  clinicId: number,
  patientPackageIds: readonly number[],
): Promise<InstalmentRow[]> {
  if (patientPackageIds.length === 0) return [];
  return selectInstalments(tx, { clinicId, patientPackageIds });
}

const nextVersion = sql`greatest(now(), ${orthoPatientPackages.updatedAt} + interval '1 millisecond')`;

export async function setPatientPackageStatus(
  tx: Tx,
  clinicId: number,
  id: number,
  userId: string,
  status: OrthoStatus,
) {
  await tx
    .update(orthoPatientPackages)
    .set({ status, updatedBy: userId, updatedAt: nextVersion })
    .where(and(eq(orthoPatientPackages.clinicId, clinicId), eq(orthoPatientPackages.id, id)));
}

export async function countVisit(tx: Tx, clinicId: number, id: number, userId: string) {
  await tx
    .update(orthoPatientPackages)
    .set({ visitsUsed: sql`${orthoPatientPackages.visitsUsed} + 1`, updatedBy: userId, updatedAt: nextVersion })
    .where(and(eq(orthoPatientPackages.clinicId, clinicId), eq(orthoPatientPackages.id, id)));
}
