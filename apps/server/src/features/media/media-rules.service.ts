import { canUse, type TMediaCategory } from '@yim/contract';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { isLivePatient } from '../patients/patient-lookup.service.ts';
import { lockBranchStorage, usedBytes } from './media.repo.ts';

export const MEDIA_ENTITY = 'mediaFile';

/**
 * What media needs from features above it: whether a treatment id names a live treatment of the
 * clinic. Treatments rank higher, so the feature list hands it in (features.ts).
 */
export type MediaHooks = { isLiveTreatment: (tx: Tx, clinicId: number, treatmentId: number) => Promise<boolean> };

/** What every media use case runs with; `now` is injected so that tests can move the clock. */
export type MediaDeps = { db: Database; storage: FileStorage; hooks: MediaHooks; now: () => Date };
/** Who acts, where: the request's branch and the signed-in user. */
export type MediaCaller = { branch: BranchScope; userId: string };

/** A short transaction in the caller's clinic (RLS admits its rows only), outside the request's. */
export function inClinic<T>(
  deps: Pick<MediaDeps, 'db'>,
  caller: MediaCaller,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return deps.db.run({ clinicId: caller.branch.clinicId, userId: caller.userId }, work);
}

export type MediaTarget = { category: TMediaCategory; patientId: number | null; treatmentId: number | null };

/**
 * Whom a new file is for. A template is the branch's form for the signing page: no patient, and
 * only the file managers add one. A signed document may come without a patient (spec access §3:
 * patientId string or null); every other file is a patient's. `at` prefixes field paths ('data.'
 * for the multipart upload).
 */
export async function checkTarget(
  tx: Tx,
  branch: BranchScope,
  hooks: MediaHooks,
  target: MediaTarget,
  at = '',
): Promise<void> {
  if (target.category === 'Protocol') {
    // Protocol photos come with their view, through protocol media only.
    throw validationError([{ path: `${at}category`, message: 'ภาพ protocol อัปโหลดผ่านหน้า protocol เท่านั้น' }]);
  }
  if (target.category === 'Template') {
    if (!canUse('fileManage', branch.roleIds)) throw new AppError('PERMISSION_DENIED');
    if (target.patientId !== null) {
      throw validationError([{ path: `${at}patientId`, message: 'แบบฟอร์มของสาขาไม่ผูกกับผู้ป่วย' }]);
    }
  } else if (target.patientId === null && target.category !== 'Document') {
    throw validationError([{ path: `${at}patientId`, message: 'กรุณาระบุผู้ป่วย' }]);
  }
  if (target.patientId !== null && !(await isLivePatient(tx, branch, target.patientId))) {
    throw new AppError('NOT_FOUND');
  }
  if (target.treatmentId !== null && !(await hooks.isLiveTreatment(tx, branch.clinicId, target.treatmentId))) {
    throw new AppError('NOT_FOUND');
  }
}

/**
 * The branch's storage rules, under the branch row's lock so that parallel uploads are counted
 * one after the other: an ended plan refuses every upload ('file store plan expired.'), and
 * `bytes` more must fit the quota ('file limit exceeded'). Answers the bytes still free before
 * these, which bounds what a stream of unknown length may store. Refused before a byte is stored.
 */
export async function claimStorage(tx: Tx, branch: BranchScope, bytes: number, now: Date): Promise<number> {
  const plan = await lockBranchStorage(tx, branch);
  if (plan.expiresAt && plan.expiresAt.getTime() <= now.getTime()) throw new AppError('MEDIA-PLAN-EXPIRED');
  const free = plan.quotaBytes - (await usedBytes(tx, branch));
  if (bytes > free || free <= 0) throw new AppError('MEDIA-QUOTA-EXCEEDED');
  return free;
}
