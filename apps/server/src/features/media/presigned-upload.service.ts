import { CONTENT_KINDS, type TMediaFile, type TMediaPresignBody, type TMediaPresigned } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import { sniffContentType, SNIFF_BYTES } from '../../lib/storage/sniff-content-type.ts';
import { newStorageKey } from '../../lib/storage/storage-key.ts';
import { dropStoringIntent, recordStoringIntentIn, settleStoringIntent } from '../../lib/storage/storing-intents.ts';
import { cleanFileName } from '../files/contents.service.ts';
import { auditImage } from './media.mapper.ts';
import {
  deleteMediaRow,
  deleteStalePending,
  insertMediaFiles,
  isPendingFresh,
  lockMediaFile,
  markStored,
  type MediaRow,
} from './media.repo.ts';
import { withLinks } from './media-links.service.ts';
import {
  checkTarget,
  claimStorage,
  MEDIA_ENTITY,
  type MediaCaller,
  type MediaDeps,
  inClinic,
} from './media-rules.service.ts';
import { typeNamedBy } from './media-type.service.ts';

/** The PUT must start soon; the reservation (PENDING_MINUTES) outlives it, the storing intent's hour both. */
const UPLOAD_URL_SECONDS = 15 * 60;

/**
 * POST /api/mediaFile/getPresigned: checks target, name against type, plan and quota, and reserves
 * the declared size as a pending row, before the client sends a byte. The storing intent written
 * with it has housekeeping delete whatever arrives if nobody confirms. The URL is signed for the
 * declared type and size; S3 cannot hold a PUT to the size, so confirm checks it.
 */
export async function presignMediaUpload(
  deps: MediaDeps,
  caller: MediaCaller,
  body: TMediaPresignBody,
): Promise<TMediaPresigned> {
  const fileName = cleanFileName(body.fileName);
  // The name must not contradict the declared type; the bytes are checked at confirm.
  const named = typeNamedBy(fileName);
  if (named && named !== body.fileType) throw new AppError('CONTENT-TYPE-NOT-ALLOWED');
  const key = newStorageKey('media', CONTENT_KINDS[body.fileType].ext);
  const row = await inClinic(deps, caller, async (tx) => {
    await checkTarget(tx, caller.branch, deps.hooks, body);
    await deleteStalePending(tx, caller.branch);
    await claimStorage(tx, caller.branch, body.fileSize, deps.now());
    await recordStoringIntentIn(tx, key);
    const [inserted] = await insertMediaFiles(tx, caller.branch, [
      {
        patientId: body.patientId,
        treatmentId: body.treatmentId,
        category: body.category,
        remark: body.remark,
        fileName,
        fileType: body.fileType,
        fileSize: body.fileSize,
        storageKey: key,
        status: 'pending',
        createdBy: caller.userId,
      },
    ]);
    return inserted!;
  });
  const signed = await deps.storage.signedUploadUrl(key, {
    expiresInSeconds: UPLOAD_URL_SECONDS,
    contentType: body.fileType,
    maxBytes: body.fileSize,
  });
  return {
    id: row.id,
    url: signed.url,
    method: signed.method,
    headers: signed.headers,
    expiresAt: signed.expiresAt.toISOString(),
  };
}

/**
 * After the PUT: the stored object must be exactly the declared size and its first bytes the
 * declared type; otherwise it is deleted with its row and the client is told why. A PUT that has
 * not arrived yet leaves the reservation as it is, to be confirmed again. Confirming twice answers
 * the same file.
 */
export async function confirmMediaUpload(deps: MediaDeps, caller: MediaCaller, id: number): Promise<TMediaFile> {
  const { storage } = deps;
  const found = await inClinic(deps, caller, async (tx) => {
    const row = await lockMediaFile(tx, caller.branch, id);
    return row && { row, isFresh: row.status === 'stored' || (await isPendingFresh(tx, caller.branch, id)) };
  });
  if (!found || found.row.deletedAt) throw new AppError('MEDIA-NOT-FOUND');
  const { row } = found;
  if (row.status === 'stored') return linked(deps, row);
  if (!found.isFresh) {
    await discard(deps, caller, row);
    throw new AppError('MEDIA-UPLOAD-MISSING');
  }
  const info = await storage.stat(row.storageKey);
  if (!info) throw new AppError('MEDIA-UPLOAD-MISSING');
  if (info.size !== row.fileSize) {
    await discard(deps, caller, row);
    throw new AppError(info.size > row.fileSize ? 'CONTENT-TOO-LARGE' : 'MEDIA-UPLOAD-MISMATCH');
  }
  if (sniffContentType(await readHead(deps, row.storageKey, info.size)) !== row.fileType) {
    await discard(deps, caller, row);
    throw new AppError('CONTENT-TYPE-NOT-ALLOWED');
  }
  const stored = await inClinic(deps, caller, async (tx) => {
    const current = await lockMediaFile(tx, caller.branch, id);
    if (!current) throw new AppError('MEDIA-NOT-FOUND');
    // A second confirm raced this one and won: the file is recorded once.
    if (current.status === 'stored') return current;
    await settleStoringIntent(tx, current.storageKey);
    const marked = await markStored(tx, caller.branch, id);
    await writeAudit(tx, caller.branch, caller.userId, {
      entity: MEDIA_ENTITY,
      entityId: id,
      action: 'create',
      after: auditImage(marked),
    });
    return marked;
  });
  return linked(deps, stored);
}

async function linked(deps: MediaDeps, row: MediaRow): Promise<TMediaFile> {
  const [file] = await withLinks(deps.storage, [row]);
  return file!;
}

async function readHead(deps: MediaDeps, key: string, size: number): Promise<Buffer> {
  const stream = await deps.storage.getRange(key, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 });
  if (!stream) throw new AppError('MEDIA-UPLOAD-MISSING');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The row first (its storing intent still names the key, should the process die), then the bytes. */
async function discard(deps: MediaDeps, caller: MediaCaller, row: MediaRow): Promise<void> {
  await inClinic(deps, caller, (tx) => deleteMediaRow(tx, caller.branch, row.id));
  await deps.storage.delete(row.storageKey);
  await dropStoringIntent(deps.db, row.storageKey);
}
