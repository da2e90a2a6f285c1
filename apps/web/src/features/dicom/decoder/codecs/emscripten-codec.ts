// The Cornerstone codecs (OpenJPEG, CharLS, libjpeg-turbo) are Emscripten builds with one API:
// copy the stream into getEncodedBuffer(), decode(), read getFrameInfo() and getDecodedBuffer(),
// delete(). In the browser their .wasm is located through the URL Vite gives it; in Node the
// module reads the file beside itself.
import { DicomDecodeError } from '../dicom-error.ts';
import type { DecodedSamples } from './codec-types.ts';

export type EmscriptenFrameInfo = {
  width: number;
  height: number;
  bitsPerSample: number;
  componentCount: number;
  isSigned?: boolean;
};

export type EmscriptenDecoder = {
  getEncodedBuffer(length: number): Uint8Array;
  decode(): void;
  getFrameInfo(): EmscriptenFrameInfo;
  getDecodedBuffer(): Uint8Array;
  delete(): void;
};

export type EmscriptenFactory<M> = (options?: {
  locateFile?: (path: string) => string;
  print?: (text: string) => void;
}) => Promise<M>;

function isNode(): boolean {
  const process = (globalThis as { process?: { versions?: { node?: string } } }).process;
  return typeof process?.versions?.node === 'string';
}

/** Starts a codec module once and keeps it: instantiating the wasm takes tens of milliseconds. */
export function moduleLoader<M>(load: () => Promise<{ default: EmscriptenFactory<M> }>, wasmUrl: string) {
  let started: Promise<M> | null = null;
  return (): Promise<M> => {
    // OpenJPEG prints an [INFO] line per header it reads: keep it out of the console.
    const print = () => undefined;
    started ??= load().then(({ default: factory }) =>
      factory(isNode() ? { print } : { print, locateFile: () => wasmUrl }),
    );
    return started;
  };
}

export function runDecoder(
  decoder: EmscriptenDecoder,
  stream: Uint8Array,
  isRgb: boolean,
  name: string,
): DecodedSamples {
  try {
    decoder.getEncodedBuffer(stream.length).set(stream);
    try {
      decoder.decode();
    } catch (error) {
      throw new DicomDecodeError('codec-failed', `${name} could not decode the frame (${describe(error)})`);
    }
    const info = decoder.getFrameInfo();
    const decoded = decoder.getDecodedBuffer();
    const wide = info.bitsPerSample > 8;
    // Copy out of the wasm heap (the next decode reuses it), as plain bytes whatever view it gave.
    const bytes = new Uint8Array(decoded.byteLength);
    bytes.set(new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.byteLength));
    const samples = wide
      ? info.isSigned
        ? new Int16Array(bytes.buffer, 0, bytes.length >> 1)
        : new Uint16Array(bytes.buffer, 0, bytes.length >> 1)
      : info.isSigned
        ? new Int8Array(bytes.buffer)
        : bytes;
    return {
      samples,
      width: info.width,
      height: info.height,
      components: info.componentCount,
      isRgb: isRgb && info.componentCount === 3,
      isSignedAlready: info.isSigned === true,
    };
  } finally {
    decoder.delete();
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'number' ? `code ${error}` : String(error);
}
