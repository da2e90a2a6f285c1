import { canUse, type TMediaView } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import { PATIENT_ENTITY } from '../patients/register-patient.service.ts';
import { findStoredByKey, type MediaRow } from './media.repo.ts';
import { MEDIA_ENTITY, type MediaCaller, type MediaDeps, inClinic } from './media-rules.service.ts';

/** A viewing link lives minutes: it is asked for at the moment a file is opened. */
export const VIEW_LINK_SECONDS = 5 * 60;

// What newStorageKey gives media files. Both drivers end a link's path with the key (local:
// /api/files/<key>, S3: /<bucket>/<key> or <bucket>.host/<key>), so the key is read from there.
const MEDIA_KEY_AT_END = /(?:^|\/)(media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8})$/i;

/** The media storage key a link names, or null; nothing else of the link is trusted. */
export function mediaKeyOfLink(link: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(link, 'http://link.invalid').pathname);
  } catch {
    return null;
  }
  return MEDIA_KEY_AT_END.exec(path)?.[1] ?? null;
}

/**
 * The same files as the list: a patient's across the clinic, a branch's own templates and
 * documents, the branch's bin for its file managers.
 */
export function isShownTo(caller: MediaCaller, row: MediaRow): boolean {
  const isOwnBranch = row.branchId === caller.branch.branchId;
  if (row.deletedAt && !(isOwnBranch && canUse('fileManage', caller.branch.roleIds))) return false;
  return row.patientId !== null || isOwnBranch;
}

/**
 * The image viewer call (spec clinic §7, POST with image_url): a fresh short-lived link to a file
 * the caller may read (isShownTo), so that a screen left open past its list's links still opens a
 * file. Opening a patient's file is audited as opening the record.
 */
export async function viewMedia(deps: MediaDeps, caller: MediaCaller, imageUrl: string): Promise<TMediaView> {
  const key = mediaKeyOfLink(imageUrl);
  if (!key) throw new AppError('MEDIA-NOT-FOUND');
  const row = await inClinic(deps, caller, async (tx) => {
    const found = await findStoredByKey(tx, caller.branch, key);
    if (!found || !isShownTo(caller, found)) return null;
    await writeAudit(tx, caller.branch, caller.userId, {
      entity: found.patientId === null ? MEDIA_ENTITY : PATIENT_ENTITY,
      entityId: found.patientId ?? found.id,
      action: 'open',
      after: { mediaFileId: found.id, fileName: found.fileName },
    });
    return found;
  });
  if (!row) throw new AppError('MEDIA-NOT-FOUND');
  const expiresAt = new Date(deps.now().getTime() + VIEW_LINK_SECONDS * 1000);
  const url = await deps.storage.signedDownloadUrl(row.storageKey, {
    expiresInSeconds: VIEW_LINK_SECONDS,
    fileName: row.fileName,
    contentType: row.fileType,
  });
  return { id: row.id, url, fileName: row.fileName, fileType: row.fileType, expiresAt: expiresAt.toISOString() };
}
