import sharp from 'sharp';
import type { ContentType } from '@yim/contract';
import { AppError } from '../app-error.ts';

/** A phone photo is about 12 MP; anything far beyond is a decompression bomb, not a picture. */
const MAX_INPUT_PIXELS = 50_000_000;

export type ReencodedImage = { bytes: Buffer; type: ContentType };

/**
 * Decodes an uploaded picture and writes it anew, so that only pixels survive: EXIF (GPS position,
 * camera serials), comments and anything appended to or hidden in the file (a polyglot that is
 * also a script or a PDF) are gone. The orientation EXIF asked for is applied to the pixels first.
 * GIF becomes PNG (its first frame): nothing here needs animation. Throws CONTENT-NOT-AN-IMAGE
 * for bytes that do not decode.
 */
export async function reencodeImage(input: Buffer, type: ContentType): Promise<ReencodedImage> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    if (type === 'image/jpeg') return { bytes: await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer(), type };
    if (type === 'image/webp') return { bytes: await image.webp({ quality: 90 }).toBuffer(), type };
    return { bytes: await image.png().toBuffer(), type: 'image/png' };
  } catch {
    throw new AppError('CONTENT-NOT-AN-IMAGE');
  }
}

export function isImageType(type: ContentType): boolean {
  return type.startsWith('image/');
}
