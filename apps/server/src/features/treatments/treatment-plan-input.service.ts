import { bahtToSatang, type TMasterEntry, type TTreatmentPlanItemInput } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { getMasterEntry } from '../masters/master-lists.service.ts';
import { configValues, teeth } from '../masters/masters.service.ts';
import type { PlanItemRow, PlanItemValues } from './treatment-plans.repo.ts';

export const TREATMENT_PLAN_ENTITY = 'treatmentPlan';

/** Teeth are FDI codes of mTooth; a mouth area is a value of the `mouth_area` configuration list. */
async function checkPlaces(tx: Tx, items: readonly TTreatmentPlanItemInput[]): Promise<void> {
  if (items.some((item) => item.teeth.length > 0)) {
    const codes = new Set((await teeth(tx)).map((tooth) => tooth.code));
    if (!items.every((item) => item.teeth.every((code) => codes.has(code))))
      throw new AppError('TREAT-TOOTH-NOT-FOUND');
  }
  if (items.some((item) => item.mouthArea !== null)) {
    const areas = new Set((await configValues(tx, 'mouthArea')).map((area) => area.value));
    if (!items.every((item) => item.mouthArea === null || areas.has(item.mouthArea))) {
      throw new AppError('VALIDATION_FAILED');
    }
  }
}

/**
 * Each item's treat entry, read once: a live entry of the branch's list (own or national), or one
 * the plan already names (an entry hidden since stays on the plan).
 */
async function resolveEntries(
  tx: Tx,
  branch: BranchScope,
  items: readonly TTreatmentPlanItemInput[],
  kept: readonly PlanItemRow[],
): Promise<Map<number, TMasterEntry>> {
  const keptIds = new Set(kept.map((item) => item.masterId));
  const entries = new Map<number, TMasterEntry>();
  for (const { masterId } of items) {
    if (entries.has(masterId)) continue;
    const entry = await getMasterEntry(tx, branch, 'treat', masterId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (!entry || (entry.deletedAt !== null && !keptIds.has(masterId))) throw new AppError('TREAT-ENTRY-NOT-FOUND');
    entries.set(masterId, entry);
  }
  return entries;
}

/** The items as rows: the entry's code and names as they are now, its price unless one is given. */
export async function toPlanItemValues(
  tx: Tx,
  branch: BranchScope,
  items: readonly TTreatmentPlanItemInput[],
  kept: readonly PlanItemRow[] = [],
): Promise<(PlanItemValues & { id?: number | undefined })[]> {
  await checkPlaces(tx, items);
  const entries = await resolveEntries(tx, branch, items, kept);
  return items.map((item, index) => {
    const entry = entries.get(item.masterId)!;
    return {
      id: item.id,
      sort: index,
      masterId: item.masterId,
      code: entry.code,
      nameTh: entry.nameTh,
      nameEn: entry.nameEn,
      teeth: item.teeth,
      mouthArea: item.mouthArea,
      priceSatang: bahtToSatang(item.price ?? entry.price ?? 0),
      priority: item.priority,
      status: item.status,
      note: item.note,
    };
  });
}
