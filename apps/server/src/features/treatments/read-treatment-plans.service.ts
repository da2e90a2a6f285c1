import type { TTreatmentPlan } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { isLivePatient } from '../patients/patient-lookup.service.ts';
import { toPlan } from './treatment-plans.mapper.ts';
import { findPlanItems, listPlansOfPatient } from './treatment-plans.repo.ts';

/**
 * GET /api/treatmentPlan/{c}/{b}/{patientId}: a live patient's plans across the clinic's
 * branches, the Active one first and also on its own (spec §4: only the Active plan is the
 * active plan); a patient the clinic does not have is a 404.
 */
export async function plansOfPatient(
  tx: Tx,
  branch: BranchScope,
  patientId: number,
): Promise<{ active: TTreatmentPlan | null; list: TTreatmentPlan[] }> {
  if (!(await isLivePatient(tx, branch, patientId))) throw new AppError('NOT_FOUND');
  const rows = await listPlansOfPatient(tx, branch.clinicId, patientId);
  const items = await findPlanItems(
    tx,
    branch.clinicId,
    rows.map((row) => row.id),
  );
  const list = rows.map((row) =>
    toPlan(
      row,
      items.filter((item) => item.planId === row.id),
    ),
  );
  return { active: list.find((plan) => plan.status === 'Active') ?? null, list };
}
