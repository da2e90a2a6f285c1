import { and, asc, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { anyOf, preparedQuery, value } from '../../lib/db/prepared-query.ts';
import { users } from '../auth/users.table.ts';
import { treatmentPlanItems, treatmentPlans } from './treatment-plans.table.ts';
import type { BranchIds } from './treatments.repo.ts';

export type PlanRow = typeof treatmentPlans.$inferSelect & { creatorFirstNameTh: string; creatorLastNameTh: string };
export type PlanItemRow = typeof treatmentPlanItems.$inferSelect;
export type PlanItemValues = Pick<
  typeof treatmentPlanItems.$inferInsert,
  | 'sort'
  | 'masterId'
  | 'code'
  | 'nameTh'
  | 'nameEn'
  | 'teeth'
  | 'mouthArea'
  | 'priceSatang'
  | 'priority'
  | 'status'
  | 'note'
>;
export type PlanValues = Pick<typeof treatmentPlans.$inferInsert, 'title' | 'note' | 'status'>;

const selection = {
  clinicId: treatmentPlans.clinicId,
  branchId: treatmentPlans.branchId,
  id: treatmentPlans.id,
  patientId: treatmentPlans.patientId,
  title: treatmentPlans.title,
  note: treatmentPlans.note,
  status: treatmentPlans.status,
  createdBy: treatmentPlans.createdBy,
  createdAt: treatmentPlans.createdAt,
  updatedBy: treatmentPlans.updatedBy,
  updatedAt: treatmentPlans.updatedAt,
  creatorFirstNameTh: users.firstNameTh,
  creatorLastNameTh: users.lastNameTh,
};

const selectPlans = (tx: Tx) =>
  tx.select(selection).from(treatmentPlans).innerJoin(users, eq(users.id, treatmentPlans.createdBy));

/** A plan of the branch by id; `lock` holds it for a change. */
export async function findPlan(tx: Tx, scope: BranchIds, id: number, lock = false): Promise<PlanRow | undefined> {
  const query = selectPlans(tx).where(
    and(
      eq(treatmentPlans.clinicId, scope.clinicId),
      eq(treatmentPlans.branchId, scope.branchId),
      eq(treatmentPlans.id, id),
    ),
  );
  const [row] = await (lock ? query.for('update', { of: treatmentPlans }) : query);
  return row;
}

const selectPlansOfPatient = preparedQuery<{ clinicId: number; patientId: number }, PlanRow[]>(
  'treatment_plans_of_patient',
  (tx, name) =>
    selectPlans(tx)
      .where(and(eq(treatmentPlans.clinicId, value('clinicId')), eq(treatmentPlans.patientId, value('patientId'))))
      .orderBy(sql`(${treatmentPlans.status} = 'Active') desc`, desc(treatmentPlans.createdAt), desc(treatmentPlans.id))
      .prepare(name),
);

/** A patient's plans across the clinic's branches: the Active one first, then newest first. */
export function listPlansOfPatient(tx: Tx, clinicId: number, patientId: number): Promise<PlanRow[]> {
  return selectPlansOfPatient(tx, { clinicId, patientId });
}

/** One statement whatever the number of a patient's plans (ADR 0017). */
const selectPlanItems = preparedQuery<{ clinicId: number; planIds: readonly number[] }, PlanItemRow[]>(
  'treatment_plan_items_of',
  (tx, name) =>
    tx
      .select()
      .from(treatmentPlanItems)
      .where(and(eq(treatmentPlanItems.clinicId, value('clinicId')), anyOf(treatmentPlanItems.planId, 'planIds')))
      .orderBy(asc(treatmentPlanItems.planId), asc(treatmentPlanItems.sort))
      .prepare(name),
);

/** The items of the given plans, in their order. */
export async function findPlanItems(tx: Tx, clinicId: number, planIds: readonly number[]): Promise<PlanItemRow[]> {
  if (planIds.length === 0) return [];
  return selectPlanItems(tx, { clinicId, planIds });
}

/** An item of a plan of the branch; `lock` holds it for its status change. */
export async function findPlanItem(
  tx: Tx,
  scope: BranchIds,
  id: number,
  lock = false,
): Promise<PlanItemRow | undefined> {
  const query = tx
    .select()
    .from(treatmentPlanItems)
    .where(
      and(
        eq(treatmentPlanItems.clinicId, scope.clinicId),
        eq(treatmentPlanItems.branchId, scope.branchId),
        eq(treatmentPlanItems.id, id),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Makes the patient's Active plan (but `keepId`) Inactive: a patient has one Active plan. */
export async function deactivateOtherPlans(
  tx: Tx,
  scope: BranchIds,
  userId: string,
  patientId: number,
  keepId?: number,
): Promise<number[]> {
  const rows = await tx
    .update(treatmentPlans)
    .set({
      status: 'Inactive',
      updatedBy: userId,
      updatedAt: sql`greatest(now(), ${treatmentPlans.updatedAt} + interval '1 millisecond')`,
    })
    .where(
      and(
        eq(treatmentPlans.clinicId, scope.clinicId),
        eq(treatmentPlans.patientId, patientId),
        eq(treatmentPlans.status, 'Active'),
        keepId === undefined ? undefined : ne(treatmentPlans.id, keepId),
      ),
    )
    .returning({ id: treatmentPlans.id });
  return rows.map((row) => row.id);
}

export async function insertPlan(
  tx: Tx,
  scope: BranchIds,
  userId: string,
  values: PlanValues & { patientId: number },
): Promise<number> {
  const [row] = await tx
    .insert(treatmentPlans)
    .values({ ...values, clinicId: scope.clinicId, branchId: scope.branchId, createdBy: userId, updatedBy: userId })
    .returning({ id: treatmentPlans.id });
  if (!row) throw new Error('treatment plan insert returned no row');
  return row.id;
}

/** Changes a plan and moves its version (`updated_at`, the wire's modifyDt) on. */
export async function updatePlan(
  tx: Tx,
  scope: BranchIds,
  id: number,
  userId: string,
  values: Partial<PlanValues>,
): Promise<void> {
  await tx
    .update(treatmentPlans)
    .set({
      ...values,
      updatedBy: userId,
      updatedAt: sql`greatest(now(), ${treatmentPlans.updatedAt} + interval '1 millisecond')`,
    })
    .where(
      and(
        eq(treatmentPlans.clinicId, scope.clinicId),
        eq(treatmentPlans.branchId, scope.branchId),
        eq(treatmentPlans.id, id),
      ),
    );
}

export async function insertPlanItems(
  tx: Tx,
  scope: BranchIds,
  planId: number,
  items: readonly PlanItemValues[],
): Promise<void> {
  if (items.length === 0) return;
  await tx
    .insert(treatmentPlanItems)
    .values(items.map((item) => ({ ...item, clinicId: scope.clinicId, branchId: scope.branchId, planId })));
}

/**
 * An edit's items against the plan's: an item with an id (checked to be the plan's) is changed in
 * place, one without is added, and the plan's open items not sent are removed. Done items are
 * never touched here (the service has checked they were sent as they are).
 */
export async function syncPlanItems(
  tx: Tx,
  scope: BranchIds,
  planId: number,
  items: readonly (PlanItemValues & { id?: number | undefined })[],
): Promise<void> {
  const ofPlan = and(
    eq(treatmentPlanItems.clinicId, scope.clinicId),
    eq(treatmentPlanItems.branchId, scope.branchId),
    eq(treatmentPlanItems.planId, planId),
  );
  const keptIds = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  await tx
    .delete(treatmentPlanItems)
    .where(
      and(
        ofPlan,
        ne(treatmentPlanItems.status, 'Done'),
        keptIds.length > 0 ? notInArray(treatmentPlanItems.id, keptIds) : undefined,
      ),
    );
  for (const { id, ...values } of items) {
    if (id === undefined) continue;
    await tx
      .update(treatmentPlanItems)
      .set(values)
      .where(and(ofPlan, eq(treatmentPlanItems.id, id), ne(treatmentPlanItems.status, 'Done')));
  }
  await insertPlanItems(
    tx,
    scope,
    planId,
    items.filter((item) => item.id === undefined),
  );
}

/** One item's status and priority; Done also names the treatment line that recorded it. */
export async function updatePlanItem(
  tx: Tx,
  scope: BranchIds,
  id: number,
  values: Partial<Pick<PlanItemRow, 'status' | 'priority' | 'treatmentItemId' | 'treatmentId' | 'doneAt' | 'doneBy'>>,
): Promise<void> {
  await tx
    .update(treatmentPlanItems)
    .set(values)
    .where(
      and(
        eq(treatmentPlanItems.clinicId, scope.clinicId),
        eq(treatmentPlanItems.branchId, scope.branchId),
        eq(treatmentPlanItems.id, id),
      ),
    );
}

/**
 * A merge of two patients moves the retired one's plans; the kept one's Active plan stays the
 * Active one (the retired one's becomes Inactive first, or the one-Active index would refuse).
 */
export async function movePlans(tx: Tx, scope: { clinicId: number }, fromId: number, toId: number): Promise<number> {
  const [kept] = await tx
    .select({ id: treatmentPlans.id })
    .from(treatmentPlans)
    .where(
      and(
        eq(treatmentPlans.clinicId, scope.clinicId),
        eq(treatmentPlans.patientId, toId),
        eq(treatmentPlans.status, 'Active'),
      ),
    )
    .limit(1);
  const ofRetired = and(eq(treatmentPlans.clinicId, scope.clinicId), eq(treatmentPlans.patientId, fromId));
  if (kept) {
    await tx
      .update(treatmentPlans)
      .set({ status: 'Inactive' })
      .where(and(ofRetired, eq(treatmentPlans.status, 'Active')));
  }
  const moved = await tx
    .update(treatmentPlans)
    .set({ patientId: toId })
    .where(ofRetired)
    .returning({ id: treatmentPlans.id });
  return moved.length;
}
