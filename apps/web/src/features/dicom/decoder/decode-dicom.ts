// The decoder's entry points, pure functions of the file's bytes, used by the viewer's worker and
// by the Node tests alike. openDicom reads the metadata and checks the pixel layout (refusing
// impossible sizes before any allocation); frames are decoded on demand. decodeDicom does both
// and keeps the metadata when the pixels fail, so the viewer can show what it knows.
import { DicomDecodeError } from './dicom-error.ts';
import { readDicomFile } from './dicom-file.ts';
import { Tag } from './dicom-tags.ts';
import type { DicomFrame } from './frame.ts';
import { readMetadata, type DicomMetadata } from './metadata.ts';
import { decodeCompressedFrame, decodeNativeFrame } from './pixel-decoder.ts';
import { checkFrameSize, encapsulatedFrames, nativeFrameOffsets, pixelInfoOf, type PixelInfo } from './pixel-layout.ts';
import { frameVoi, type FrameVoi } from './voi.ts';

export type DicomImage = {
  metadata: DicomMetadata;
  info: PixelInfo;
  frameCount: number;
  decodeFrame(index: number): Promise<DicomFrame>;
  /** The rescale and window that apply to a frame (functional groups first, then the top level). */
  voiOf(index: number): FrameVoi;
};

export type DecodedDicom = {
  metadata: DicomMetadata;
  image: DicomImage | null;
  frames: DicomFrame[];
  error: DicomDecodeError | null;
};

export type OpenedDicom = { metadata: DicomMetadata; image: DicomImage | null; error: DicomDecodeError | null };

/** Throws only when the bytes are not a readable dataset at all; pixel problems come back in `error`. */
export async function openDicom(bytes: Uint8Array): Promise<OpenedDicom> {
  const file = await readDicomFile(bytes);
  const metadata = readMetadata(file);
  try {
    const info = pixelInfoOf(metadata);
    const element = file.dataset.elements.get(Tag.PixelData);
    if (!element) throw new DicomDecodeError('no-pixel-data', 'The file has no pixel data');
    const { pixelEncoding, isLittleEndian } = file.transferSyntax;
    let decodeFrame: (index: number) => Promise<DicomFrame>;
    if (element.fragments) {
      if (pixelEncoding === 'native') {
        throw new DicomDecodeError('unsupported', 'Encapsulated pixel data in an uncompressed transfer syntax');
      }
      checkFrameSize(info);
      const streams = encapsulatedFrames(file.dataset, element, info);
      decodeFrame = (index) => decodeCompressedFrame(pixelEncoding, frameAt(streams, index), info);
    } else {
      if (pixelEncoding !== 'native') {
        throw new DicomDecodeError('unsupported', 'Compressed transfer syntax without encapsulated pixel data');
      }
      // The sizes first: a header that lies about them gets the message that shows both.
      const offsets = nativeFrameOffsets(element, info);
      checkFrameSize(info);
      decodeFrame = (index) =>
        Promise.resolve(decodeNativeFrame(file.dataset.bytes, frameAt(offsets, index), info, isLittleEndian));
    }
    const image: DicomImage = {
      metadata,
      info,
      frameCount: info.numberOfFrames,
      decodeFrame,
      voiOf: (index) => frameVoi(file.dataset, metadata, index),
    };
    return { metadata, image, error: null };
  } catch (error) {
    if (error instanceof DicomDecodeError) return { metadata, image: null, error };
    throw error;
  }
}

function frameAt<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new DicomDecodeError('no-pixel-data', `There is no frame ${index + 1}`);
  return item;
}

/** Metadata and every frame; on a pixel error, the metadata, the frames decoded so far and the error. */
export async function decodeDicom(bytes: Uint8Array): Promise<DecodedDicom> {
  const opened = await openDicom(bytes);
  const frames: DicomFrame[] = [];
  if (!opened.image) return { ...opened, frames };
  try {
    for (let index = 0; index < opened.image.frameCount; index++) frames.push(await opened.image.decodeFrame(index));
    return { ...opened, frames };
  } catch (error) {
    const failure =
      error instanceof DicomDecodeError
        ? error
        : new DicomDecodeError('codec-failed', error instanceof Error ? error.message : String(error));
    return { ...opened, frames, error: failure };
  }
}
