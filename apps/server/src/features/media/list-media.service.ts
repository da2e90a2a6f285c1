import { canUse, type TMediaFile, type TMediaListQuery, type TMediaUsage } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { readBranchStorage, listMediaRows, usedBytes } from './media.repo.ts';
import { withLinks } from './media-links.service.ts';
import { type MediaCaller, type MediaDeps, inClinic } from './media-rules.service.ts';

/**
 * GET /api/mediaFile: a patient's files (across the clinic), a category of the branch (Template
 * for the signing page), or the branch's recycle bin, which only the file managers open. Rows are
 * read in a short transaction and their links signed after it.
 */
export async function listMedia(
  deps: MediaDeps,
  caller: MediaCaller,
  query: TMediaListQuery,
): Promise<{ list: TMediaFile[]; total: number }> {
  const isBin = query.deleted === 'true';
  if (isBin && !canUse('fileManage', caller.branch.roleIds)) throw new AppError('PERMISSION_DENIED');
  const { rows, total } = await inClinic(deps, caller, (tx) =>
    listMediaRows(
      tx,
      caller.branch,
      { patientId: query.patientId, treatmentId: query.treatmentId, category: query.category, isBin },
      query,
    ),
  );
  return { list: await withLinks(deps.storage, rows), total };
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
