import type { TMediaFile } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit, writeAudits } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import { dropStoringIntent, recordStoringIntentIn } from '../../lib/storage/storing-intents.ts';
import { auditImage } from './media.mapper.ts';
import { deleteBinRows, deleteMediaRow, lockMediaFile, setDeleted, type MediaRow } from './media.repo.ts';
import { withLinks } from './media-links.service.ts';
import { MEDIA_ENTITY, type MediaCaller, type MediaDeps, inClinic } from './media-rules.service.ts';

// The recycle bin (spec clinic §4): a deleted file waits in its branch's bin, still counted against
// the quota since its bytes are kept, until it is restored or deleted for good. Files are changed
// only in the branch that stores them; another branch's or clinic's id is simply not found.

/** A stored file of the caller's branch, locked; `inBin` says on which side of the bin it must be. */
async function lockStored(tx: Tx, caller: MediaCaller, id: number, inBin: boolean): Promise<MediaRow> {
  const row = await lockMediaFile(tx, caller.branch, id);
  if (!row || row.status !== 'stored') throw new AppError('MEDIA-NOT-FOUND');
  if (inBin && !row.deletedAt) throw new AppError('MEDIA-NOT-IN-BIN');
  if (!inBin && row.deletedAt) throw new AppError('MEDIA-NOT-FOUND');
  return row;
}

/** Spec `DELETE recycleBin/{id}`. */
export async function moveToBin(tx: Tx, caller: MediaCaller, id: number, now: Date): Promise<{ id: number }> {
  const before = await lockStored(tx, caller, id, false);
  const after = await setDeleted(tx, caller.branch, id, { at: now, by: caller.userId });
  await writeAudit(tx, caller.branch, caller.userId, {
    entity: MEDIA_ENTITY,
    entityId: id,
    action: 'delete',
    before: auditImage(before),
    after: auditImage(after),
  });
  return { id };
}

/** Spec `POST restore/{id}`: back where it was, with a fresh link (signed outside the transaction). */
export async function restoreFromBin(deps: MediaDeps, caller: MediaCaller, id: number): Promise<TMediaFile> {
  const row = await inClinic(deps, caller, async (tx) => {
    const before = await lockStored(tx, caller, id, true);
    const after = await setDeleted(tx, caller.branch, id, null);
    await writeAudit(tx, caller.branch, caller.userId, {
      entity: MEDIA_ENTITY,
      entityId: id,
      action: 'restore',
      before: auditImage(before),
      after: auditImage(after),
    });
    return after;
  });
  const [file] = await withLinks(deps.storage, [row]);
  return file!;
}

/**
 * Row and audit in one transaction, with a storing intent for each key, so that a crash before
 * the bytes go leaves them to housekeeping; then the bytes, outside any transaction.
 */
async function forget(deps: MediaDeps, keys: string[]): Promise<void> {
  for (const key of keys) {
    await deps.storage.delete(key);
    await dropStoringIntent(deps.db, key);
  }
}

/** Spec `DELETE {id}`: a file in the bin, gone for good. */
export async function purgeFromBin(deps: MediaDeps, caller: MediaCaller, id: number): Promise<{ id: number }> {
  const key = await inClinic(deps, caller, async (tx) => {
    const before = await lockStored(tx, caller, id, true);
    await deleteMediaRow(tx, caller.branch, id);
    await recordStoringIntentIn(tx, before.storageKey);
    await writeAudit(tx, caller.branch, caller.userId, {
      entity: MEDIA_ENTITY,
      entityId: id,
      action: 'purge',
      before: auditImage(before),
    });
    return before.storageKey;
  });
  await forget(deps, [key]);
  return { id };
}

/** Spec `DELETE clear/recycleBin`: every file in the branch's bin, gone for good. */
export async function emptyBin(deps: MediaDeps, caller: MediaCaller): Promise<{ deleted: number }> {
  const keys = await inClinic(deps, caller, async (tx) => {
    const removed = await deleteBinRows(tx, caller.branch);
    for (const row of removed) await recordStoringIntentIn(tx, row.storageKey);
    await writeAudits(
      tx,
      caller.branch,
      caller.userId,
      removed.map((row) => ({ entity: MEDIA_ENTITY, entityId: row.id, action: 'purge', before: auditImage(row) })),
    );
    return removed.map((row) => row.storageKey);
  });
  await forget(deps, keys);
  return { deleted: keys.length };
}
