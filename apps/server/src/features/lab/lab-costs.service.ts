import type { Tx } from '../../lib/db/database.ts';
import { sumLabCosts, type BranchIds, type LabCostGrouping } from './lab-expenses.repo.ts';

export type { LabCostGrouping } from './lab-expenses.repo.ts';

/** One period of a branch's lab costs: a day (YYYY-MM-DD) or a month (YYYY-MM). */
export type LabCostPeriod = { period: string; count: number; costSatang: number };

/**
 * The branch's lab costs for the reports feature (rank 7, issue 18's branch reports): expenses
 * sent between the two Bangkok dates (both included), cancelled ones left out, summed per day or
 * month in integer satang. Periods without costs are absent; the caller lays them over its own
 * periods. Call it inside the request's transaction (RLS keeps it to the clinic).
 */
export function branchLabCosts(
  tx: Tx,
  branch: BranchIds,
  range: { startDate: string; endDate: string },
  groupBy: LabCostGrouping,
): Promise<LabCostPeriod[]> {
  return sumLabCosts(tx, branch, range, groupBy);
}
