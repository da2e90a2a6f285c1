// The shape of the pixel data (PixelInfo) and where each frame's bytes are. Every size check
// happens here, on numbers only, before anything is allocated: a header that declares more
// pixels than the data can hold is refused with the two sizes in the message.
import { DicomDecodeError } from './dicom-error.ts';
import type { DicomDataset, DicomElement, Fragment } from './dataset-parser.ts';
import type { DicomMetadata } from './metadata.ts';

export type PixelInfo = {
  rows: number;
  columns: number;
  samplesPerPixel: 1 | 3;
  bitsAllocated: 1 | 8 | 16 | 32;
  bitsStored: number;
  highBit: number;
  isSigned: boolean;
  planarConfiguration: 0 | 1;
  photometric: string;
  numberOfFrames: number;
};

/** Above this a frame is refused whatever the data holds (about 400 MB of RGBA to show it). */
export const MAX_PIXELS_PER_FRAME = 100_000_000;

const formatBytes = (n: number) => n.toLocaleString('en-US');

export function pixelInfoOf(metadata: DicomMetadata): PixelInfo {
  const { rows, columns, bitsAllocated } = metadata;
  if (!rows || !columns || !bitsAllocated) {
    throw new DicomDecodeError('no-pixel-data', 'The file declares no image size (Rows, Columns, Bits Allocated)');
  }
  if (bitsAllocated !== 1 && bitsAllocated !== 8 && bitsAllocated !== 16 && bitsAllocated !== 32) {
    throw new DicomDecodeError('unsupported', `Bits Allocated ${bitsAllocated} is not supported`);
  }
  const samples = metadata.samplesPerPixel;
  if (samples !== 1 && samples !== 3) {
    throw new DicomDecodeError('unsupported', `Samples per Pixel ${samples} is not supported`);
  }
  const bitsStored = Math.min(metadata.bitsStored ?? bitsAllocated, bitsAllocated) || bitsAllocated;
  return {
    rows,
    columns,
    samplesPerPixel: samples,
    bitsAllocated,
    bitsStored,
    highBit: metadata.highBit ?? bitsStored - 1,
    isSigned: metadata.pixelRepresentation === 1,
    planarConfiguration: metadata.planarConfiguration === 1 ? 1 : 0,
    photometric: (metadata.photometricInterpretation ?? (samples === 3 ? 'RGB' : 'MONOCHROME2')).toUpperCase(),
    numberOfFrames: metadata.numberOfFrames,
  };
}

/** Native YBR_FULL_422 stores two samples per pixel (Y1 Y2 Cb Cr for two pixels). */
export function samplesPerFrame(info: PixelInfo): number {
  const perPixel = info.samplesPerPixel === 3 && info.photometric === 'YBR_FULL_422' ? 2 : info.samplesPerPixel;
  return info.rows * info.columns * perPixel;
}

/** Refuses a frame too large to show, whatever the data holds (checked after the size check). */
export function checkFrameSize(info: PixelInfo): void {
  if (info.rows * info.columns > MAX_PIXELS_PER_FRAME) {
    throw new DicomDecodeError(
      'too-large',
      `The header declares ${info.rows} × ${info.columns} pixels, more than the ${formatBytes(MAX_PIXELS_PER_FRAME)} the viewer opens`,
    );
  }
}

export function bytesPerFrame(info: PixelInfo): number {
  return Math.ceil((samplesPerFrame(info) * info.bitsAllocated) / 8);
}

/** The bytes of each frame of native pixel data, after checking that all of them are there. */
export function nativeFrameOffsets(element: DicomElement, info: PixelInfo): number[] {
  const frameLength = bytesPerFrame(info);
  const needed = frameLength * info.numberOfFrames;
  if (element.length < needed) {
    const declared =
      `${info.rows} × ${info.columns} pixels × ${info.samplesPerPixel} sample(s) × ${info.bitsAllocated} bits` +
      (info.numberOfFrames > 1 ? ` × ${info.numberOfFrames} frames` : '');
    throw new DicomDecodeError(
      element.isTruncated ? 'truncated' : 'size-mismatch',
      `The header declares ${declared} = ${formatBytes(needed)} bytes, but the pixel data holds ${formatBytes(element.length)} bytes`,
    );
  }
  return Array.from({ length: info.numberOfFrames }, (_, frame) => element.offset + frame * frameLength);
}

/** Is this fragment the start of a compressed frame (JPEG or JPEG-LS SOI, JPEG 2000 SOC or JP2 box)? */
function startsFrame(bytes: Uint8Array, fragment: Fragment): boolean {
  const a = bytes[fragment.offset];
  const b = bytes[fragment.offset + 1];
  if (a === 0xff && (b === 0xd8 || b === 0x4f)) return true;
  return bytes[fragment.offset + 4] === 0x6a && bytes[fragment.offset + 5] === 0x50; // 'jP' box
}

/**
 * The compressed bytes of each frame. With one frame every fragment belongs to it; otherwise the
 * Basic Offset Table says where frames start, or one fragment per frame, or (an empty table and
 * frames split over fragments) a new frame starts at each fragment that opens a codestream.
 */
export function encapsulatedFrames(dataset: DicomDataset, element: DicomElement, info: PixelInfo): Uint8Array[] {
  if (element.isTruncated) {
    throw new DicomDecodeError('truncated', 'The compressed pixel data is cut short: the file ends inside it');
  }
  const [table, ...fragments] = element.fragments ?? [];
  if (!table || fragments.length === 0) throw new DicomDecodeError('no-pixel-data', 'The pixel data has no fragments');
  const frames = info.numberOfFrames;
  let groups: Fragment[][];
  if (frames === 1) {
    groups = [fragments];
  } else if (table.length >= frames * 4) {
    const firstItem = (fragments[0]?.offset ?? 0) - 8;
    const starts = Array.from({ length: frames }, (_, i) => dataset.view.getUint32(table.offset + i * 4, true));
    groups = starts.map((start, i) => {
      const end = starts[i + 1] ?? Number.POSITIVE_INFINITY;
      return fragments.filter((f) => f.offset - 8 - firstItem >= start && f.offset - 8 - firstItem < end);
    });
  } else if (fragments.length === frames) {
    groups = fragments.map((fragment) => [fragment]);
  } else {
    groups = [];
    for (const fragment of fragments) {
      const current = groups.at(-1);
      if (!current || startsFrame(dataset.bytes, fragment)) groups.push([fragment]);
      else current.push(fragment);
    }
  }
  if (groups.length < frames || groups.some((group) => group.length === 0)) {
    throw new DicomDecodeError(
      'size-mismatch',
      `The header declares ${frames} frames; the pixel data holds ${groups.length}`,
    );
  }
  return groups.slice(0, frames).map((group) => joinFragments(dataset.bytes, group));
}

function joinFragments(bytes: Uint8Array, fragments: Fragment[]): Uint8Array {
  if (fragments.length === 1) {
    const only = fragments[0] as Fragment;
    return bytes.subarray(only.offset, only.offset + only.length);
  }
  const total = fragments.reduce((sum, f) => sum + f.length, 0);
  const joined = new Uint8Array(total);
  let at = 0;
  for (const f of fragments) {
    joined.set(bytes.subarray(f.offset, f.offset + f.length), at);
    at += f.length;
  }
  return joined;
}
