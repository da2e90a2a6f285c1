import type { MultipartFile } from '@fastify/multipart';
import { CONTENT_KINDS, type ContentType } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { peekHead } from '../../lib/storage/peek-head.ts';
import { sha256Passing } from '../../lib/storage/sha256-stream.ts';
import { SNIFF_BYTES } from '../../lib/storage/sniff-content-type.ts';
import { newStorageKey } from '../../lib/storage/storage-key.ts';
import { dropStoringIntent, recordStoringIntent } from '../../lib/storage/storing-intents.ts';
import { cleanFileName } from '../files/contents.service.ts';
import type { MediaDeps } from './media-rules.service.ts';
import { requireMediaType } from './media-type.service.ts';

/** A file part in storage, not yet recorded: its storing intent stands until its row is written. */
export type StoredPart = { key: string; fileName: string; fileType: ContentType; fileSize: number; sha256: string };

/**
 * One multipart file: its type by its bytes (against the name and `declared`), then stored under a
 * fresh key, stopped as soon as it passes `limit` (file and batch limits: CONTENT-TOO-LARGE) or
 * what the branch has `free` ('file limit exceeded'). Nothing of a refused file is kept.
 */
export async function storePart(
  { db, storage }: Pick<MediaDeps, 'db' | 'storage'>,
  part: MultipartFile,
  declared: string,
  left: { free: number; limit: number },
): Promise<StoredPart> {
  const { head, body } = await peekHead(part.file, SNIFF_BYTES);
  let fileType: ContentType;
  try {
    fileType = requireMediaType(head, part.filename, declared);
  } catch (error) {
    part.file.destroy();
    throw error;
  }
  const key = newStorageKey('media', CONTENT_KINDS[fileType].ext);
  // Should the process die between storing and recording, housekeeping finds the file by this.
  await recordStoringIntent(db, key);
  try {
    const cap = Math.max(Math.min(left.limit, left.free), 0);
    const hashed = sha256Passing(body);
    const { size } = await storage.put(key, hashed.stream, { contentType: fileType, maxBytes: cap });
    if (part.file.truncated) throw new AppError('CONTENT-TOO-LARGE');
    return { key, fileName: cleanFileName(part.filename), fileType, fileSize: size, sha256: hashed.digest() };
  } catch (error) {
    await storage.delete(key);
    await dropStoringIntent(db, key);
    // The quota, not the file or batch limit, was what the bytes ran into.
    const isQuota = left.free < left.limit && !part.file.truncated;
    if (error instanceof AppError && error.code === 'CONTENT-TOO-LARGE' && isQuota) {
      throw new AppError('MEDIA-QUOTA-EXCEEDED');
    }
    throw error;
  }
}

/** After a refused batch: its stored files go, and their intents with them. */
export async function discardParts({ db, storage }: Pick<MediaDeps, 'db' | 'storage'>, parts: StoredPart[]) {
  for (const part of parts) {
    await storage.delete(part.key);
    await dropStoringIntent(db, part.key);
  }
}
