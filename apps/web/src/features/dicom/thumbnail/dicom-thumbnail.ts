// A JPEG thumbnail of a DICOM file's first frame (spec access §9), for the viewer and for media
// lists: decoded by the same decoder as the viewer, at the file's initial window (its own, else
// min-max, else width 255 / centre 127), MONOCHROME1 inverted, scaled by box average.
import { openDicom } from '../decoder/decode-dicom.ts';
import { DicomDecodeError } from '../decoder/dicom-error.ts';
import { renderToRgba } from '../decoder/render-rgba.ts';
import { initialWindow } from '../decoder/voi.ts';
import { downscaleRgba, THUMBNAIL_JPEG_QUALITY, type BatchPause } from './thumbnail-scale.ts';

export type DicomThumbnail = { blob: Blob; width: number; height: number };

export async function createDicomThumbnail(bytes: Uint8Array, pause?: BatchPause): Promise<DicomThumbnail> {
  const opened = await openDicom(bytes);
  if (opened.error) throw opened.error;
  if (!opened.image) throw new DicomDecodeError('no-pixel-data', 'The file has no image');
  const frame = await opened.image.decodeFrame(0);
  const voi = opened.image.voiOf(0);
  const isInverted = opened.image.info.photometric === 'MONOCHROME1';
  const rgba = renderToRgba(frame, voi, initialWindow(frame, voi).window, isInverted);
  const small = await downscaleRgba(rgba, frame.width, frame.height, pause);
  return { blob: await encodeJpeg(small.data, small.width, small.height), width: small.width, height: small.height };
}

/** JPEG at quality 0.8 through a canvas (OffscreenCanvas in workers, a DOM canvas otherwise). */
async function encodeJpeg(data: Uint8ClampedArray<ArrayBuffer>, width: number, height: number): Promise<Blob> {
  const image = new ImageData(data, width, height);
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')?.putImageData(image, 0, 0);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: THUMBNAIL_JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.putImageData(image, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
      'image/jpeg',
      THUMBNAIL_JPEG_QUALITY,
    ),
  );
}
