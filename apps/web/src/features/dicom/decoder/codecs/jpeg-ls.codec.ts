// JPEG-LS (1.2.840.10008.1.2.4.80, .81) through CharLS (@cornerstonejs/codec-charls).
import wasmUrl from '@cornerstonejs/codec-charls/decodewasm?url';
import type { DecodedSamples } from './codec-types.ts';
import { isJpegLsUninterleaved } from './codestream-params.ts';
import { moduleLoader, runDecoder, type EmscriptenDecoder } from './emscripten-codec.ts';

type CharlsModule = { JpegLSDecoder: new () => EmscriptenDecoder };

const loadModule = moduleLoader<CharlsModule>(() => import('@cornerstonejs/codec-charls/decodewasmjs'), wasmUrl);

export async function decodeJpegLs(stream: Uint8Array): Promise<DecodedSamples> {
  const module = await loadModule();
  const decoded = runDecoder(new module.JpegLSDecoder(), stream, false, 'JPEG-LS');
  return { ...decoded, isPlanar: decoded.components > 1 && isJpegLsUninterleaved(stream) };
}

/** Loads and compiles the codec ahead of the first frame (while the file downloads). */
export const warmCodec = async (): Promise<void> => void (await loadModule());
