// JPEG baseline and extended (1.2.840.10008.1.2.4.50, .51): 8-bit streams through libjpeg-turbo
// (@cornerstonejs/codec-libjpeg-turbo-8bit), 12-bit ones through our own sequential decoder.
import wasmUrl from '@cornerstonejs/codec-libjpeg-turbo-8bit/decodewasm?url';
import type { DecodedSamples } from './codec-types.ts';
import { moduleLoader, runDecoder, type EmscriptenDecoder } from './emscripten-codec.ts';
import { jpegPrecision } from './jpeg-markers.ts';
import { decodeSequentialJpeg } from './jpeg-sequential.codec.ts';

type TurboModule = { JPEGDecoder: new () => EmscriptenDecoder };

const loadModule = moduleLoader<TurboModule>(
  () => import('@cornerstonejs/codec-libjpeg-turbo-8bit/decodewasmjs'),
  wasmUrl,
);

export async function decodeJpegBaseline(stream: Uint8Array): Promise<DecodedSamples> {
  if ((jpegPrecision(stream) ?? 8) > 8) {
    const jpeg = decodeSequentialJpeg(stream);
    return { ...jpeg, samples: jpeg.samples, isRgb: false, isSignedAlready: false };
  }
  const module = await loadModule();
  // libjpeg-turbo converts three-component streams from YCbCr to RGB.
  return runDecoder(new module.JPEGDecoder(), stream, true, 'JPEG');
}

/** Loads and compiles the codec ahead of the first frame (while the file downloads). */
export const warmCodec = async (): Promise<void> => void (await loadModule());
