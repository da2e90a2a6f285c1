import { and, eq } from 'drizzle-orm';
import type { TAppointmentDraftForm } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { preparedQuery, value } from '../../lib/db/prepared-query.ts';
import { appointmentDrafts } from './appointments.table.ts';
import type { BranchIds } from './appointments.repo.ts';

const columns = { id: appointmentDrafts.id, form: appointmentDrafts.form, updatedAt: appointmentDrafts.updatedAt };

function ownedBy(scope: BranchIds, userId: string) {
  return and(
    eq(appointmentDrafts.clinicId, scope.clinicId),
    eq(appointmentDrafts.branchId, scope.branchId),
    eq(appointmentDrafts.userId, userId),
  );
}

/** The calendar asks for the caller's draft whenever it opens: prepared (ADR 0017). */
const selectDraft = preparedQuery('appointment_draft_of_user', (tx, name) =>
  tx
    .select(columns)
    .from(appointmentDrafts)
    .where(
      and(
        eq(appointmentDrafts.clinicId, value('clinicId')),
        eq(appointmentDrafts.branchId, value('branchId')),
        eq(appointmentDrafts.userId, value('userId')),
      ),
    )
    .prepare(name),
);

export async function findDraftOf(tx: Tx, scope: BranchIds, userId: string) {
  const [row] = await selectDraft(tx, { clinicId: scope.clinicId, branchId: scope.branchId, userId });
  return row;
}

/** One draft per user and branch: saving again replaces it. */
export async function saveDraftOf(tx: Tx, scope: BranchIds, userId: string, form: TAppointmentDraftForm) {
  const [row] = await tx
    .insert(appointmentDrafts)
    .values({ clinicId: scope.clinicId, branchId: scope.branchId, userId, form })
    .onConflictDoUpdate({
      target: [appointmentDrafts.clinicId, appointmentDrafts.branchId, appointmentDrafts.userId],
      set: { form, updatedAt: new Date() },
    })
    .returning(columns);
  if (!row) throw new Error('draft upsert returned no row');
  return row;
}

/** Updates the caller's own draft by id; undefined when it is not theirs or is gone. */
export async function updateDraftOf(tx: Tx, scope: BranchIds, userId: string, id: number, form: TAppointmentDraftForm) {
  const [row] = await tx
    .update(appointmentDrafts)
    .set({ form, updatedAt: new Date() })
    .where(and(ownedBy(scope, userId), eq(appointmentDrafts.id, id)))
    .returning(columns);
  return row;
}

export async function deleteDraftOf(tx: Tx, scope: BranchIds, userId: string) {
  await tx.delete(appointmentDrafts).where(ownedBy(scope, userId));
}
