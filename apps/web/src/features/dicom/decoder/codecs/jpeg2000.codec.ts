// JPEG 2000 (1.2.840.10008.1.2.4.90, .91) through OpenJPEG 2.5 (@cornerstonejs/codec-openjpeg).
import wasmUrl from '@cornerstonejs/codec-openjpeg/decodewasm?url';
import type { DecodedSamples } from './codec-types.ts';
import { hasJ2kComponentTransform } from './codestream-params.ts';
import { moduleLoader, runDecoder, type EmscriptenDecoder } from './emscripten-codec.ts';

type OpenJpegModule = { J2KDecoder: new () => EmscriptenDecoder };

const loadModule = moduleLoader<OpenJpegModule>(() => import('@cornerstonejs/codec-openjpeg/decodewasmjs'), wasmUrl);

export async function decodeJpeg2000(stream: Uint8Array): Promise<DecodedSamples> {
  const module = await loadModule();
  // OpenJPEG undoes the multiple-component transform (YBR_RCT, YBR_ICT) itself; without one in
  // the stream, the samples are what the header declares (RGB, or YBR_FULL to convert).
  return runDecoder(new module.J2KDecoder(), stream, hasJ2kComponentTransform(stream), 'JPEG 2000');
}

/** Loads and compiles the codec ahead of the first frame (while the file downloads). */
export const warmCodec = async (): Promise<void> => void (await loadModule());
