// Messages between the viewer and its decoding worker. The worker keeps the opened file, so the
// frame slider asks for one frame at a time.
import type { DicomErrorCode } from '../decoder/dicom-error.ts';
import type { DicomFrame } from '../decoder/frame.ts';
import type { DicomMetadata } from '../decoder/metadata.ts';
import type { FrameVoi } from '../decoder/voi.ts';

export type DecodeCommand = { kind: 'open'; bytes: ArrayBuffer } | { kind: 'frame'; index: number };

/** Sent while the file downloads, as soon as its transfer syntax is known; never answered. */
export type WarmMessage = { kind: 'warm'; transferSyntaxUid: string };

export type DecodeRequest = { id: number } & DecodeCommand;

export type DecodeFailure = { code: DicomErrorCode; message: string };

export type OpenResult = {
  metadata: DicomMetadata;
  frameCount: number;
  isMonochrome1: boolean;
  error: DecodeFailure | null;
};

export type FrameResult = { frame: DicomFrame; voi: FrameVoi };

export type DecodeResponse = { id: number } & (
  | { kind: 'opened'; result: OpenResult }
  | { kind: 'frame'; result: FrameResult }
  | { kind: 'failed'; failure: DecodeFailure }
);
