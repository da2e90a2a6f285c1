import type { Multipart } from '@fastify/multipart';
import { AI_PHOTO_MAX_BYTES, ZAiAnalyzeFields, type TAiAnalyzeFields } from '@yim/contract';
import { AppError, validationError } from '../../lib/app-error.ts';

export type PhotoRequest = TAiAnalyzeFields & { bytes: Buffer };

/** The photo's bytes, refused past 10 MB (the multipart limit truncates; it may also throw). */
async function readPhoto(part: Extract<Multipart, { type: 'file' }>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > AI_PHOTO_MAX_BYTES) break;
      chunks.push(chunk);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('AI-PHOTO-TOO-LARGE');
    throw error;
  }
  if (part.file.truncated || size > AI_PHOTO_MAX_BYTES) {
    part.file.destroy();
    throw new AppError('AI-PHOTO-TOO-LARGE');
  }
  return Buffer.concat(chunks);
}

/**
 * The analyse request's parts in any order: the text fields of ZAiAnalyzeFields and one `image`
 * file. No image (or an empty one): AI-NO-PHOTO-DATA; a second file or a stray field: 422.
 */
export async function readPhotoParts(parts: AsyncIterable<Multipart> | undefined): Promise<PhotoRequest> {
  if (!parts) throw new AppError('AI-NO-PHOTO-DATA');
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (Object.hasOwn(fields, part.fieldname)) {
        throw validationError([{ path: part.fieldname, message: 'ส่งได้ครั้งเดียว' }]);
      }
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'image' || bytes !== undefined) {
      part.file.destroy();
      throw validationError([{ path: part.fieldname, message: 'ส่งรูปภาพได้หนึ่งรูปในช่อง image' }]);
    }
    bytes = await readPhoto(part);
  }
  const parsed = ZAiAnalyzeFields.safeParse(fields);
  if (!parsed.success) {
    throw validationError(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  }
  if (!bytes || bytes.length === 0) throw new AppError('AI-NO-PHOTO-DATA');
  return { ...parsed.data, bytes };
}
