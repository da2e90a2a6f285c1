import { canUse, type TMediaListQuery, type TMediaUsage } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { listMediaRows, readBranchStorage, type ShownMediaRow, usedBytes } from './media.repo.ts';

/**
 * GET /api/mediaFile: a patient's files (across the clinic), a category of the branch (Template
 * for the signing page), or the branch's recycle bin, which only the file managers open. The rows
 * are read in the request's transaction (`readMediaPage`) and their links signed after it
 * (`withLinks`).
 */
export async function readMediaPage(
  tx: Tx,
  branch: BranchScope,
  query: TMediaListQuery,
): Promise<{ rows: ShownMediaRow[]; total: number }> {
  const isBin = query.deleted === 'true';
  if (isBin && !canUse('fileManage', branch.roleIds)) throw new AppError('PERMISSION_DENIED');
  return listMediaRows(
    tx,
    branch,
    { patientId: query.patientId, treatmentId: query.treatmentId, category: query.category, isBin },
    query,
  );
}

/** The usage bar of filemanage: bytes kept against the quota, and when the plan ends. */
export async function mediaUsage(tx: Tx, branch: BranchScope): Promise<TMediaUsage> {
  const plan = await readBranchStorage(tx, branch);
  return {
    usedBytes: await usedBytes(tx, branch),
    quotaBytes: plan.quotaBytes,
    fileStoreExpiration: plan.expiresAt ? plan.expiresAt.toISOString() : null,
  };
}
