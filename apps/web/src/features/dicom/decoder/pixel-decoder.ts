// One frame from its bytes to a DicomFrame: native data is read in place, compressed data goes
// to the codec of its transfer syntax, loaded on first use (each codec is its own chunk).
import { DicomDecodeError } from './dicom-error.ts';
import { toRgb } from './color.ts';
import { grayFrame, type DicomFrame, type GrayPixels } from './frame.ts';
import { maskStoredBits, nativeSamples } from './native-pixels.ts';
import type { PixelInfo } from './pixel-layout.ts';
import type { PixelEncoding } from './transfer-syntax.ts';
import type { DecodedSamples } from './codecs/codec-types.ts';

/** Samples in file order (native layout) to a frame. */
export function frameFromSamples(
  samples: GrayPixels,
  info: PixelInfo,
  isPlanar: boolean,
  photometric: string,
): DicomFrame {
  if (info.samplesPerPixel === 1) return grayFrame(info.columns, info.rows, samples);
  return {
    kind: 'rgb',
    width: info.columns,
    height: info.rows,
    pixels: toRgb(samples, info.columns, info.rows, isPlanar, photometric, info.bitsStored),
  };
}

export function decodeNativeFrame(
  bytes: Uint8Array,
  offset: number,
  info: PixelInfo,
  isLittleEndian: boolean,
): DicomFrame {
  const samples = nativeSamples(bytes, offset, info, isLittleEndian);
  return frameFromSamples(samples, info, info.planarConfiguration === 1, info.photometric);
}

async function runCodec(
  encoding: Exclude<PixelEncoding, 'native' | 'rle'>,
  stream: Uint8Array,
): Promise<DecodedSamples> {
  switch (encoding) {
    case 'jpeg-baseline':
      return (await import('./codecs/jpeg-baseline.codec.ts')).decodeJpegBaseline(stream);
    case 'jpeg-lossless':
      return (await import('./codecs/jpeg-lossless.codec.ts')).decodeJpegLossless(stream);
    case 'jpeg-ls':
      return (await import('./codecs/jpeg-ls.codec.ts')).decodeJpegLs(stream);
    case 'jpeg2000':
      return (await import('./codecs/jpeg2000.codec.ts')).decodeJpeg2000(stream);
  }
}

export async function decodeCompressedFrame(
  encoding: Exclude<PixelEncoding, 'native'>,
  stream: Uint8Array,
  info: PixelInfo,
): Promise<DicomFrame> {
  if (encoding === 'rle') {
    const { decodeRle } = await import('./codecs/rle.codec.ts');
    // RLE yields little-endian planes: read them as native planar data.
    const planar = decodeRle(stream, info);
    const samples = nativeSamples(planar, 0, { ...info, planarConfiguration: 1 }, true);
    return frameFromSamples(samples, info, true, info.photometric);
  }
  const decoded = await runCodec(encoding, stream);
  if (decoded.width !== info.columns || decoded.height !== info.rows) {
    throw new DicomDecodeError(
      'size-mismatch',
      `The compressed frame is ${decoded.width} × ${decoded.height} pixels; the header declares ${info.columns} × ${info.rows}`,
    );
  }
  if (decoded.components !== info.samplesPerPixel) {
    throw new DicomDecodeError(
      'size-mismatch',
      `The compressed frame has ${decoded.components} component(s); the header declares ${info.samplesPerPixel}`,
    );
  }
  let samples = decoded.samples;
  if (info.samplesPerPixel === 1 && info.isSigned && !decoded.isSignedAlready) samples = toSigned(samples, info);
  return frameFromSamples(samples, info, decoded.isPlanar === true, decoded.isRgb ? 'RGB' : info.photometric);
}

/** Codecs give signed samples as unsigned bit patterns of Bits Stored bits: extend the sign. */
function toSigned(samples: GrayPixels, info: PixelInfo): GrayPixels {
  const signed =
    info.bitsAllocated > 8 || samples.BYTES_PER_ELEMENT > 1 ? Int16Array.from(samples) : Int8Array.from(samples);
  return maskStoredBits(signed, { ...info, bitsAllocated: 32, highBit: info.bitsStored - 1 });
}
