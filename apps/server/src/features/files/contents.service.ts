import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { CONTENT_KINDS, CONTENT_MAX_BYTES, type ContentType, type TContent } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import { peekHead } from '../../lib/storage/peek-head.ts';
import { isImageType, reencodeImage } from '../../lib/storage/reencode-image.ts';
import { requireAllowedType, SNIFF_BYTES } from '../../lib/storage/sniff-content-type.ts';
import { newStorageKey } from '../../lib/storage/storage-key.ts';
import { dropStoringIntent, recordStoringIntent, settleStoringIntent } from '../../lib/storage/storing-intents.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { AuthUser } from '../../lib/http/request-context.ts';
import { findLiveContent, insertContent, lockUploadsOf, storedBytesOf } from './contents.repo.ts';

/**
 * Who may keep which file. Everyone may store pictures (a profile picture first of all); PDF and
 * DICOM only a member of a clinic (for clinic work), so that an account anyone can register is not
 * free file hosting. Files ranks below clinics: membership is handed in as a hook.
 */
export type UploadPolicy = { isClinicMember: (tx: Tx, userId: string) => Promise<boolean> };

/** Per user, over every file they keep here (media of a branch has its own quota there). */
export const QUOTA_BYTES = { member: 200 * 1024 * 1024, other: 10 * 1024 * 1024 };

/** Long enough to render a page and open a file from it, short enough that a leaked link soon dies. */
const DOWNLOAD_URL_SECONDS = 15 * 60;

const MAX_FILE_NAME_LENGTH = 255;

/**
 * The name to show and to offer on download: no client path, no control characters, bounded; its
 * extension follows the stored type when re-encoding changed it (a GIF kept as PNG).
 */
export function cleanFileName(name: string, type?: ContentType): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const clean =
    [...base.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, MAX_FILE_NAME_LENGTH).join('') || 'file';
  if (type !== 'image/png' || /\.png$/i.test(clean)) return clean;
  return /\.gif$/i.test(clean) ? `${clean.slice(0, -4)}.png` : clean;
}

/**
 * Stores the multipart field `file` and records it as the caller's. The type is decided by the
 * first bytes; pictures are decoded and written anew (reencode-image.ts); the size limit is
 * multipart's (it truncates at CONTENT_MAX_BYTES) and put's. Storage I/O happens outside any
 * transaction; the row is written in a short one afterwards, under the owner's quota, and a
 * failure there removes the stored file again. A storing intent recorded first covers the one
 * case that cleanup cannot: the process dying in between (storing-intents.ts). Until something
 * claims it (a profile, a logo), the file counts as unreferenced and is swept after a day.
 */
export async function uploadContent(
  db: Database,
  storage: FileStorage,
  policy: UploadPolicy,
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
  let isMember: boolean;
  try {
    type = requireAllowedType(head, Object.keys(CONTENT_KINDS) as ContentType[]);
    isMember = await db.run({ userId: ownerUserId }, (tx) => policy.isClinicMember(tx, ownerUserId));
    if (!isImageType(type) && !isMember) throw new AppError('CONTENT-TYPE-NOT-ALLOWED');
  } catch (error) {
    part.file.destroy();
    throw error;
  }
  let content: Readable | Buffer = body;
  if (isImageType(type)) {
    const original = await readWhole(body);
    if (part.file.truncated) throw new AppError('CONTENT-TOO-LARGE');
    ({ bytes: content, type } = await reencodeImage(original, type));
  }
  const key = newStorageKey('contents', CONTENT_KINDS[type].ext);
  // Should the process die between storing and recording, housekeeping finds the file by this.
  await recordStoringIntent(db, key);
  try {
    const stored = await storage.put(key, content, { contentType: type, maxBytes: CONTENT_MAX_BYTES });
    if (part.file.truncated) throw new AppError('CONTENT-TOO-LARGE');
    const quota = isMember ? QUOTA_BYTES.member : QUOTA_BYTES.other;
    const id = await db.run({ userId: ownerUserId }, async (tx) => {
      await lockUploadsOf(tx, ownerUserId);
      if ((await storedBytesOf(tx, ownerUserId)) + stored.size > quota) throw new AppError('CONTENT-QUOTA-EXCEEDED');
      await settleStoringIntent(tx, key);
      return insertContent(tx, {
        ownerUserId,
        storageKey: key,
        fileName: cleanFileName(part.filename, type),
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

async function readWhole(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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
