import type { TTreatmentPlan, TTreatmentPlanItemChange } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import { recordDoneItem } from './plan-item-done.service.ts';
import { readPlan } from './save-treatment-plan.service.ts';
import { canChart, type TreatmentWriter } from './treatment-input.service.ts';
import { TREATMENT_PLAN_ENTITY } from './treatment-plan-input.service.ts';
import { toPlan } from './treatment-plans.mapper.ts';
import { findPlan, findPlanItem, findPlanItems, updatePlan, updatePlanItem } from './treatment-plans.repo.ts';

/**
 * PUT /api/treatmentPlanItem/{c}/{b}/{id}: one item's status and priority. Diagnosed and Planned
 * go either way; Done records the item as a treatment line of the patient's visit (the doctor's
 * chart: treatmentChart) and is final (PLAN-ITEM-DONE). When the last item of an Active plan is
 * done, the plan is Completed.
 */
export async function changePlanItem(
  writer: TreatmentWriter,
  id: number,
  body: TTreatmentPlanItemChange,
): Promise<TTreatmentPlan> {
  const { tx, branch, userId } = writer;
  if (body.status === 'Done' && !canChart(branch)) throw new AppError('PERMISSION_DENIED');
  // The plan is locked before its item, the order a plan edit takes.
  const seen = await findPlanItem(tx, branch, id);
  if (!seen) throw new AppError('NOT_FOUND');
  const plan = await findPlan(tx, branch, seen.planId, true);
  if (!plan) throw new AppError('NOT_FOUND');
  const item = await findPlanItem(tx, branch, id, true);
  if (!item) throw new AppError('NOT_FOUND');
  if (item.status === 'Done') throw new AppError('PLAN-ITEM-DONE');
  const items = await findPlanItems(tx, branch.clinicId, [plan.id]);
  const before = toPlan(plan, items);
  const priority = body.priority ?? item.priority;
  if (body.status === 'Done') {
    const done = await recordDoneItem(writer, plan, item, body.appointmentId);
    await updatePlanItem(tx, branch, id, { status: 'Done', priority, ...done, doneAt: new Date(), doneBy: userId });
    const isLast = items.every((other) => other.id === id || other.status === 'Done');
    if (isLast && plan.status === 'Active') await updatePlan(tx, branch, plan.id, userId, { status: 'Completed' });
    else await updatePlan(tx, branch, plan.id, userId, {});
  } else {
    await updatePlanItem(tx, branch, id, { status: body.status, priority });
    await updatePlan(tx, branch, plan.id, userId, {});
  }
  const after = await readPlan(tx, branch, plan.id);
  await writeAudit(tx, branch, userId, {
    entity: TREATMENT_PLAN_ENTITY,
    entityId: plan.id,
    action: 'update',
    before,
    after,
  });
  return after;
}
