// JPEG lossless, process 14 and its selection value 1 (1.2.840.10008.1.2.4.57, .70), through
// jpeg-lossless-decoder-js (pure JavaScript: predictors 1-7, 2-16 bits).
import { DicomDecodeError } from '../dicom-error.ts';
import type { DecodedSamples } from './codec-types.ts';
import { jpegPrecision } from './jpeg-markers.ts';

export async function decodeJpegLossless(stream: Uint8Array): Promise<DecodedSamples> {
  const { Decoder } = await import('jpeg-lossless-decoder-js');
  const decoder = new Decoder();
  let decoded: ArrayBuffer;
  try {
    // The decoder keeps a DataView over the buffer it is given: give it a copy of the stream alone.
    decoded = decoder.decompress(stream.slice().buffer, 0, stream.length);
  } catch (error) {
    throw new DicomDecodeError('codec-failed', `JPEG lossless could not decode the frame (${String(error)})`);
  }
  const precision = jpegPrecision(stream) ?? 16;
  const components = decoder.frame.numComp;
  return {
    samples: precision > 8 ? new Uint16Array(decoded) : new Uint8Array(decoded),
    width: decoder.frame.dimX,
    height: decoder.frame.dimY,
    components,
    isRgb: false,
    isSignedAlready: false,
  };
}
