import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  CONTENT_KINDS,
  MEDIA_MAX_BATCH_BYTES,
  MEDIA_MAX_FILE_BYTES,
  MEDIA_MAX_FILES,
  type ContentType,
  type TMediaFile,
  type TMediaUploadData,
} from '@yim/contract';
import { AppError, validationError } from '../../lib/app-error.ts';
import { writeAudits } from '../../lib/audit/audit.ts';
import { peekHead } from '../../lib/storage/peek-head.ts';
import { SNIFF_BYTES } from '../../lib/storage/sniff-content-type.ts';
import { newStorageKey } from '../../lib/storage/storage-key.ts';
import { dropStoringIntent, recordStoringIntent, settleStoringIntent } from '../../lib/storage/storing-intents.ts';
import { cleanFileName } from '../files/contents.service.ts';
import { auditImage } from './media.mapper.ts';
import { insertMediaFiles } from './media.repo.ts';
import { withLinks } from './media-links.service.ts';
import {
  checkTarget,
  claimStorage,
  MEDIA_ENTITY,
  type MediaCaller,
  type MediaDeps,
  inClinic,
} from './media-rules.service.ts';
import { requireMediaType } from './media-type.service.ts';
import { checkUrls, parseData } from './upload-data.service.ts';

type StoredPart = { key: string; fileName: string; fileType: ContentType; fileSize: number };

/**
 * createMediaFiles: the `data` field first, then up to five parts named `file`. Before any byte
 * is stored, the target (patient, template rights) and the branch's plan and quota are checked,
 * against the sizes `filesMetadata` declares when it does. Each file's type is decided by its
 * first bytes; it is stored with a cap of the smallest of 10 MB, what the batch's 25 MB leaves and
 * what the quota leaves, so a sender who declared less is stopped as the bytes arrive. The rows
 * are written in one short transaction afterwards, which checks plan and quota again with the
 * real sizes: all files or none. Storage I/O never runs inside a transaction.
 */
export async function uploadMediaFiles(
  deps: MediaDeps,
  caller: MediaCaller,
  parts: AsyncIterable<Multipart> | undefined,
): Promise<TMediaFile[]> {
  if (!parts) throw new AppError('CONTENT-MISSING');
  const { db, storage } = deps;
  const stored: StoredPart[] = [];
  let data: TMediaUploadData | undefined;
  let free = 0;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (stored.length > 0 || data) throw validationError([{ path: 'data', message: 'ต้องส่งก่อนไฟล์' }]);
        if (part.fieldname === 'clinicUrl' || part.fieldname === 'branchUrl') {
          checkUrls(caller, { [part.fieldname]: String(part.value) });
          continue;
        }
        if (part.fieldname !== 'data') throw validationError([{ path: part.fieldname, message: 'ไม่รู้จักฟิลด์นี้' }]);
        data = parseData(part.value);
        checkUrls(caller, data);
        free = await admit(deps, caller, data);
        continue;
      }
      if (!data) {
        part.file.destroy();
        throw validationError([{ path: 'data', message: 'ต้องส่งก่อนไฟล์' }]);
      }
      if (part.fieldname !== 'file' || !part.filename || stored.length >= MEDIA_MAX_FILES) {
        part.file.destroy();
        throw new AppError('CONTENT-MISSING');
      }
      const declared = data.filesMetadata[stored.length]?.contentType ?? part.mimetype;
      const usedInBatch = stored.reduce((sum, s) => sum + s.fileSize, 0);
      stored.push(
        await storeOne(deps, part, declared, { free: free - usedInBatch, batch: MEDIA_MAX_BATCH_BYTES - usedInBatch }),
      );
    }
    if (!data) throw validationError([{ path: 'data', message: 'กรุณาส่งข้อมูลไฟล์' }]);
    if (stored.length === 0) throw new AppError('CONTENT-MISSING');
    const target = data;
    const rows = await inClinic(deps, caller, async (tx) => {
      await claimStorage(
        tx,
        caller.branch,
        stored.reduce((sum, s) => sum + s.fileSize, 0),
        deps.now(),
      );
      for (const part of stored) await settleStoringIntent(tx, part.key);
      const inserted = await insertMediaFiles(
        tx,
        caller.branch,
        stored.map((part) => ({
          patientId: target.patientId,
          treatmentId: target.treatmentId,
          category: target.category,
          remark: target.remark,
          fileName: part.fileName,
          fileType: part.fileType,
          fileSize: part.fileSize,
          storageKey: part.key,
          createdBy: caller.userId,
        })),
      );
      await writeAudits(
        tx,
        caller.branch,
        caller.userId,
        inserted.map((row) => ({ entity: MEDIA_ENTITY, entityId: row.id, action: 'create', after: auditImage(row) })),
      );
      return inserted;
    });
    return withLinks(storage, rows);
  } catch (error) {
    for (const part of stored) {
      await storage.delete(part.key);
      await dropStoringIntent(db, part.key);
    }
    throw error;
  }
}

/** The checks that need no bytes: target, plan, quota against the declared sizes. Answers the bytes free. */
async function admit(deps: MediaDeps, caller: MediaCaller, data: TMediaUploadData): Promise<number> {
  const declared = data.filesMetadata.map((file) => file.fileSize);
  const known = declared.every((size) => size !== undefined) ? declared.reduce((a, b) => a! + b!, 0)! : 0;
  if (known > MEDIA_MAX_BATCH_BYTES) throw new AppError('CONTENT-TOO-LARGE');
  return inClinic(deps, caller, async (tx) => {
    await checkTarget(tx, caller.branch, deps.hooks, data, 'data.');
    return claimStorage(tx, caller.branch, known, deps.now());
  });
}

/** One file part: type by its bytes, then stored under a fresh key within `left`. */
async function storeOne(
  { db, storage }: MediaDeps,
  part: MultipartFile,
  declared: string,
  left: { free: number; batch: number },
): Promise<StoredPart> {
  const { head, body } = await peekHead(part.file, SNIFF_BYTES);
  let fileType: ContentType;
  try {
    fileType = requireMediaType(head, part.filename, declared);
  } catch (error) {
    part.file.destroy();
    throw error;
  }
  const cap = Math.min(MEDIA_MAX_FILE_BYTES, left.batch, left.free);
  const key = newStorageKey('media', CONTENT_KINDS[fileType].ext);
  // Should the process die between storing and recording, housekeeping finds the file by this.
  await recordStoringIntent(db, key);
  try {
    const { size } = await storage.put(key, body, { contentType: fileType, maxBytes: Math.max(cap, 0) });
    if (part.file.truncated) throw new AppError('CONTENT-TOO-LARGE');
    return { key, fileName: cleanFileName(part.filename), fileType, fileSize: size };
  } catch (error) {
    await storage.delete(key);
    await dropStoringIntent(db, key);
    // The quota, not the per-file or batch limit, was what the bytes ran into.
    if (
      error instanceof AppError &&
      error.code === 'CONTENT-TOO-LARGE' &&
      left.free < Math.min(MEDIA_MAX_FILE_BYTES, left.batch) &&
      !part.file.truncated
    ) {
      throw new AppError('MEDIA-QUOTA-EXCEEDED');
    }
    throw error;
  }
}
