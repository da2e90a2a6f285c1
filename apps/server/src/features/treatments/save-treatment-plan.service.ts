import type { TTreatmentPlan, TTreatmentPlanInput, TTreatmentPlanUpdate } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { lockPatient } from '../patients/patients.repo.ts';
import { recordMasterUse } from '../masters/master-lists.service.ts';
import { TREATMENT_PLAN_ENTITY, toPlanItemValues } from './treatment-plan-input.service.ts';
import { toPlan } from './treatment-plans.mapper.ts';
import {
  deactivateOtherPlans,
  findPlan,
  findPlanItems,
  insertPlan,
  insertPlanItems,
  syncPlanItems,
  updatePlan,
  type PlanItemRow,
} from './treatment-plans.repo.ts';
import type { TreatmentWriter } from './treatment-input.service.ts';

/** The plan as the wire shows it, read back after a change. */
export async function readPlan(tx: Tx, branch: BranchScope, id: number): Promise<TTreatmentPlan> {
  const row = await findPlan(tx, branch, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toPlan(row, await findPlanItems(tx, branch.clinicId, [id]));
}

/**
 * A plan becoming Active retires the patient's other Active plan (audited as its own change).
 * The patient's row is locked first, so two plans saved at once for one patient take turns.
 */
async function retireOtherActive(writer: TreatmentWriter, patientId: number, keepId?: number): Promise<void> {
  const { tx, branch, userId } = writer;
  for (const id of await deactivateOtherPlans(tx, branch, userId, patientId, keepId)) {
    await writeAudit(tx, branch, userId, {
      entity: TREATMENT_PLAN_ENTITY,
      entityId: id,
      action: 'update',
      before: { status: 'Active' },
      after: { status: 'Inactive' },
    });
  }
}

/** POST /api/treatmentPlan/{c}/{b}: a new plan of a live patient of the clinic. */
export async function createPlan(writer: TreatmentWriter, body: TTreatmentPlanInput): Promise<TTreatmentPlan> {
  const { tx, branch, userId } = writer;
  if (!(await lockPatient(tx, branch, body.patientId))) throw new AppError('NOT_FOUND');
  const items = await toPlanItemValues(tx, branch, body.items);
  if (body.status === 'Active') await retireOtherActive(writer, body.patientId);
  const id = await insertPlan(tx, branch, userId, {
    patientId: body.patientId,
    title: body.title,
    note: body.note,
    status: body.status,
  });
  await insertPlanItems(
    tx,
    branch,
    id,
    items.map(({ id: _none, ...item }) => item),
  );
  await recordMasterUse(
    tx,
    branch,
    items.map((item) => item.masterId),
  );
  const created = await readPlan(tx, branch, id);
  await writeAudit(tx, branch, userId, {
    entity: TREATMENT_PLAN_ENTITY,
    entityId: id,
    action: 'create',
    after: created,
  });
  return created;
}

/** A Done item is on a treatment record: an edit sends it back as it is, or is refused. */
function checkDoneItemsKept(body: TTreatmentPlanUpdate, current: readonly PlanItemRow[]): void {
  const sent = new Map(body.items.flatMap((item) => (item.id === undefined ? [] : [[item.id, item] as const])));
  for (const done of current.filter((item) => item.status === 'Done')) {
    const item = sent.get(done.id);
    if (
      !item ||
      item.status !== 'Done' ||
      item.masterId !== done.masterId ||
      JSON.stringify(item.teeth) !== JSON.stringify(done.teeth) ||
      item.mouthArea !== done.mouthArea
    ) {
      throw new AppError('PLAN-ITEM-DONE');
    }
  }
  // Done is reached through the item call, which records the treatment line.
  const doneIds = new Set(current.filter((item) => item.status === 'Done').map((item) => item.id));
  if (body.items.some((item) => item.status === 'Done' && (item.id === undefined || !doneIds.has(item.id)))) {
    throw new AppError('PLAN-ITEM-DONE');
  }
}

/**
 * PUT /api/treatmentPlan/{c}/{b}: the plan as a whole, from the version it was read at
 * (`modifyDt`, else PLAN-NOT-UPTO-DATE). Done items stay as they are; making it Active retires
 * the patient's other Active plan.
 */
export async function updateTreatmentPlan(
  writer: TreatmentWriter,
  body: TTreatmentPlanUpdate,
): Promise<TTreatmentPlan> {
  const { tx, branch, userId } = writer;
  // The patient first, then the plan: the order a create takes, so two saves never wait on each other.
  const seen = await findPlan(tx, branch, body.id);
  if (!seen) throw new AppError('NOT_FOUND');
  await lockPatient(tx, branch, seen.patientId);
  const current = await findPlan(tx, branch, body.id, true);
  if (!current) throw new AppError('NOT_FOUND');
  if (Date.parse(body.modifyDt) !== current.updatedAt.getTime()) throw new AppError('PLAN-NOT-UPTO-DATE');
  const currentItems = await findPlanItems(tx, branch.clinicId, [body.id]);
  const itemIds = new Set(currentItems.map((item) => item.id));
  if (body.items.some((item) => item.id !== undefined && !itemIds.has(item.id))) {
    throw new AppError('PLAN-ITEM-NOT-FOUND');
  }
  checkDoneItemsKept(body, currentItems);
  const items = await toPlanItemValues(tx, branch, body.items, currentItems);
  if (body.status === 'Active' && current.status !== 'Active') {
    await retireOtherActive(writer, current.patientId, body.id);
  }
  const before = toPlan(current, currentItems);
  await updatePlan(tx, branch, body.id, userId, { title: body.title, note: body.note, status: body.status });
  await syncPlanItems(
    tx,
    branch,
    body.id,
    items.filter((item) => item.status !== 'Done'),
  );
  const after = await readPlan(tx, branch, body.id);
  await writeAudit(tx, branch, userId, {
    entity: TREATMENT_PLAN_ENTITY,
    entityId: body.id,
    action: 'update',
    before,
    after,
  });
  return after;
}
