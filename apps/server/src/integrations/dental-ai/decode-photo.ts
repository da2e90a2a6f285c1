import sharp from 'sharp';
import { IntegrationError } from '../integration-error.ts';
import { DENTAL_AI_REJECTIONS } from './dental-ai.ts';
import type { RgbImage } from './pixel-masks.ts';

/** The pipeline reads at most this many pixels a side: bounded time for any photo up to 10 MB. */
export const ANALYSIS_SIDE = 256;
/** A phone photo is about 12 MP; far beyond is a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Smaller than this a side, there is nothing to analyse. */
const MIN_SIDE = 32;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

export type DecodedPhoto = { image: RgbImage; originalWidth: number; originalHeight: number };

/**
 * Decodes a JPEG, PNG or WebP photo with sharp (already the server's image library), applies its
 * EXIF orientation and downscales it to fit ANALYSIS_SIDE, as RGB without alpha. Throws
 * `rejected` NOT_AN_IMAGE for bytes that do not decode, IMAGE_INVALID for a picture too small or
 * too narrow to be a photo of an arch.
 */
export async function decodePhoto(bytes: Buffer): Promise<DecodedPhoto> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new IntegrationError('dentalAi', 'rejected', DENTAL_AI_REJECTIONS.notAnImage);
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new IntegrationError('dentalAi', 'rejected', DENTAL_AI_REJECTIONS.notAnImage);
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: its width is the stored height.
  const isTurned = (meta.orientation ?? 1) >= 5;
  const originalWidth = isTurned ? meta.height : meta.width;
  const originalHeight = isTurned ? meta.width : meta.height;
  const ratio = Math.max(originalWidth, originalHeight) / Math.min(originalWidth, originalHeight);
  if (Math.min(originalWidth, originalHeight) < MIN_SIDE || ratio > 4) {
    throw new IntegrationError('dentalAi', 'rejected', DENTAL_AI_REJECTIONS.imageInvalid);
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: ANALYSIS_SIDE, height: ANALYSIS_SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`expected RGB, got ${info.channels} channels`);
    return { image: { width: info.width, height: info.height, data }, originalWidth, originalHeight };
  } catch {
    throw new IntegrationError('dentalAi', 'rejected', DENTAL_AI_REJECTIONS.notAnImage);
  }
}
