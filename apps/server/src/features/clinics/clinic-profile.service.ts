import type { TClinicProfile, TClinicProfileInput, TNewBranch } from '@yim/contract';
import { AppError, validationError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { claimContent, isLivePictureOf, releaseContent } from '../files/contents.repo.ts';
import {
  findClinicFields,
  grantManagerAt,
  insertBranch,
  listClinicBranches,
  updateClinicFields,
} from './clinic-admin.repo.ts';

/** GET /api/clinic/{c}/{b}: the clinic's own fields and its branches, for its managers. */
export async function getClinicProfile(tx: Tx, scope: BranchScope): Promise<TClinicProfile> {
  const fields = await findClinicFields(tx, scope.clinicId);
  if (!fields) throw new AppError('BRANCH-NOT-FOUND');
  return { ...fields, branches: await listClinicBranches(tx, scope.clinicId) };
}

/**
 * PUT /api/clinic/{c}/{b}: names and logo. A logo is a picture the manager uploaded; the one it
 * replaces is released (swept a day later). One audit row with the fields before and after.
 */
export async function updateClinicProfile(
  tx: Tx,
  scope: BranchScope,
  userId: string,
  input: TClinicProfileInput,
): Promise<TClinicProfile> {
  const before = await getClinicProfile(tx, scope);
  const logo = input.logoContentId;
  if (logo !== null && logo !== before.logoContentId) {
    if (!(await isLivePictureOf(tx, logo, userId))) {
      throw validationError([{ path: 'logoContentId', message: 'ไม่พบรูปโลโก้ที่อัปโหลด' }]);
    }
    await claimContent(tx, logo);
  }
  if (before.logoContentId !== null && before.logoContentId !== logo) await releaseContent(tx, before.logoContentId);
  if (!(await updateClinicFields(tx, scope.clinicId, input))) throw new AppError('BRANCH-NOT-FOUND');
  const after = await getClinicProfile(tx, scope);
  await writeAudit(tx, scope, userId, {
    entity: 'clinic',
    entityId: scope.clinicId,
    action: 'update',
    before: { name: before.name, nameEn: before.nameEn, logoContentId: before.logoContentId },
    after: { name: after.name, nameEn: after.nameEn, logoContentId: after.logoContentId },
  });
  return after;
}

/**
 * POST /api/clinic/branch/{c}/{b}: a new branch of the manager's clinic, with the manager as its
 * first manager (a branch is never without one). A url the clinic already uses is a 409.
 */
export async function addBranch(tx: Tx, scope: BranchScope, userId: string, input: TNewBranch) {
  const branchId = await insertBranch(tx, scope.clinicId, input);
  if (branchId === null) throw new AppError('BRANCH-URL-TAKEN');
  await grantManagerAt(tx, { clinicId: scope.clinicId, branchId }, userId);
  await writeAudit(tx, { clinicId: scope.clinicId, branchId }, userId, {
    entity: 'branch',
    entityId: branchId,
    action: 'create',
    after: input,
  });
  return { url: input.url, code: input.code, name: input.name, nameEn: input.nameEn };
}
