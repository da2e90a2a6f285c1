import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { findClinicBranch } from './appointments.repo.ts';

/**
 * The scope of another branch of the caller's clinic, for a referral: the booking rules of that
 * branch (its rooms, doctors and hours) apply there. The caller's roles are those of the branch
 * they act from; another clinic's branch id is not found.
 */
export async function withinBranch(tx: Tx, from: BranchScope, branchId: number): Promise<BranchScope> {
  const found = await findClinicBranch(tx, from.clinicId, branchId);
  if (!found) throw new AppError('NOT_FOUND');
  return { ...from, branchId: found.id, branchUrl: found.url };
}
