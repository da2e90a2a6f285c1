import type { MultipartFile } from '@fastify/multipart';
import { CONTENT_KINDS, CONTENT_MAX_BYTES, type ContentType, type TContent } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import { peekHead } from '../../lib/storage/peek-head.ts';
import { requireAllowedType, SNIFF_BYTES } from '../../lib/storage/sniff-content-type.ts';
import { newStorageKey } from '../../lib/storage/storage-key.ts';
import { dropStoringIntent, recordStoringIntent, settleStoringIntent } from '../../lib/storage/storing-intents.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { AuthUser } from '../../lib/http/request-context.ts';
import { findLiveContent, insertContent } from './contents.repo.ts';

/** Avatars and logos are images; PDF and DICOM are accepted too until branch media has its own upload. */
const UPLOADABLE_TYPES = Object.keys(CONTENT_KINDS) as ContentType[];

/** Long enough to render a page and open a file from it, short enough that a leaked link soon dies. */
const DOWNLOAD_URL_SECONDS = 15 * 60;

const MAX_FILE_NAME_LENGTH = 255;

/** The name to show and to offer on download: no client path, no control characters, bounded. */
export function cleanFileName(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...clean].slice(0, MAX_FILE_NAME_LENGTH).join('') || 'file';
}

/**
 * Stores the multipart field `file` and records it as the caller's. The type is decided by the
 * first bytes; the size limit is multipart's (it truncates at CONTENT_MAX_BYTES) and put's.
 * Storage I/O happens outside any transaction; the row is written in a short one afterwards,
 * and a failure there removes the stored file again. A storing intent recorded first covers the
 * one case that cleanup cannot: the process dying in between (storing-intents.ts).
 */
export async function uploadContent(
  db: Database,
  storage: FileStorage,
  ownerUserId: string,
  part: MultipartFile | undefined,
): Promise<{ id: number }> {
  // A form submitted with no file chosen still sends the part, with an empty name and no bytes.
  if (!part || part.fieldname !== 'file' || !part.filename) {
    part?.file.destroy();
    throw new AppError('CONTENT-MISSING');
  }
  const { head, body } = await peekHead(part.file, SNIFF_BYTES);
  let type: ContentType;
  try {
    type = requireAllowedType(head, UPLOADABLE_TYPES);
  } catch (error) {
    part.file.destroy();
    throw error;
  }
  const key = newStorageKey('contents', CONTENT_KINDS[type].ext);
  // Should the process die between storing and recording, housekeeping finds the file by this.
  await recordStoringIntent(db, key);
  try {
    const stored = await storage.put(key, body, { contentType: type, maxBytes: CONTENT_MAX_BYTES });
    if (part.file.truncated) throw new AppError('CONTENT-TOO-LARGE');
    const id = await db.run({ userId: ownerUserId }, async (tx) => {
      await settleStoringIntent(tx, key);
      return insertContent(tx, {
        ownerUserId,
        storageKey: key,
        fileName: cleanFileName(part.filename),
        fileType: type,
        fileSize: stored.size,
        sha256: stored.sha256,
      });
    });
    return { id };
  } catch (error) {
    await storage.delete(key);
    await dropStoringIntent(db, key);
    throw error;
  }
}

/**
 * Who besides its uploader may see a stored file. Files ranks below the features that know the
 * answer (clinic membership): they hand it in where the features are composed.
 */
export type ContentVisibility = (tx: Tx, contentId: number, userId: string) => Promise<boolean>;

/**
 * Contents hold avatars and clinic logos: the uploader sees theirs, others the ones `isShown`
 * admits, a platform super-administrator sees all. Anyone else gets the same 404 as for a missing
 * id. Nothing clinical may be stored here: patients' files belong to branch media, behind the
 * tenant's row-level security.
 */
export async function getContent(
  db: Database,
  storage: FileStorage,
  isShown: ContentVisibility,
  user: AuthUser,
  id: number,
): Promise<TContent> {
  const row = await db.run({ userId: user.id }, async (tx) => {
    const found = await findLiveContent(tx, id);
    if (!found) return undefined;
    if (found.ownerUserId === user.id || user.isSuperadmin) return found;
    return (await isShown(tx, id, user.id)) ? found : undefined;
  });
  if (!row) throw new AppError('CONTENT-NOT-FOUND');
  const url = await storage.signedDownloadUrl(row.storageKey, {
    expiresInSeconds: DOWNLOAD_URL_SECONDS,
    fileName: row.fileName,
    contentType: row.fileType,
  });
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    url,
    createdAt: row.createdAt.toISOString(),
  };
}
