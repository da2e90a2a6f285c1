// DICOM RLE (PS3.5 Annex G): a 64-byte header of segment offsets, then one PackBits segment per
// byte plane, most significant byte first. The result is the frame as little-endian planar
// samples, which the native path then reads like uncompressed data.
import { DicomDecodeError } from '../dicom-error.ts';
import type { PixelInfo } from '../pixel-layout.ts';

export function decodeRle(frame: Uint8Array, info: PixelInfo): Uint8Array {
  if (frame.length < 64) throw new DicomDecodeError('codec-failed', 'RLE frame is shorter than its header');
  const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  const segmentCount = view.getUint32(0, true);
  const bytesPerSample = info.bitsAllocated / 8;
  const expected = info.samplesPerPixel * bytesPerSample;
  if (segmentCount !== expected || segmentCount > 15) {
    throw new DicomDecodeError('codec-failed', `RLE frame has ${segmentCount} segments, expected ${expected}`);
  }
  const pixels = info.rows * info.columns;
  const out = new Uint8Array(pixels * expected);
  for (let segment = 0; segment < segmentCount; segment++) {
    const start = view.getUint32(4 + segment * 4, true);
    const end = segment + 1 < segmentCount ? view.getUint32(8 + segment * 4, true) : frame.length;
    const sample = Math.floor(segment / bytesPerSample);
    // Segment 0 of a 16-bit sample holds the high bytes: in little endian they go to byte 1.
    const byteInSample = bytesPerSample - 1 - (segment % bytesPerSample);
    unpackSegment(
      frame,
      start,
      Math.min(end, frame.length),
      out,
      sample * pixels * bytesPerSample + byteInSample,
      bytesPerSample,
      pixels,
    );
  }
  return out;
}

function unpackSegment(
  source: Uint8Array,
  start: number,
  end: number,
  out: Uint8Array,
  first: number,
  stride: number,
  count: number,
): void {
  let read = start;
  let written = 0;
  const put = (value: number) => {
    out[first + written * stride] = value;
    written++;
  };
  while (read < end && written < count) {
    const header = source[read++] as number;
    if (header < 128) {
      for (let i = 0; i <= header && read < end && written < count; i++) put(source[read++] as number);
    } else if (header > 128) {
      const value = source[read++] as number;
      for (let i = 0; i < 257 - header && written < count; i++) put(value);
    }
    // 128 is a no-op.
  }
  if (written < count) throw new DicomDecodeError('truncated', 'RLE segment ends before the frame is complete');
}
