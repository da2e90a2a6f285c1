// The decoding work itself, shared by the worker and by the main-thread fallback (where workers
// are missing, as under jsdom): open a file once, then decode its frames on request.
import { DicomDecodeError } from '../decoder/dicom-error.ts';
import { openDicom, type DicomImage } from '../decoder/decode-dicom.ts';
import type { DecodeFailure, FrameResult, OpenResult } from './dicom-decode-protocol.ts';

export function toFailure(error: unknown): DecodeFailure {
  if (error instanceof DicomDecodeError) return { code: error.code, message: error.message };
  return { code: 'codec-failed', message: error instanceof Error ? error.message : String(error) };
}

export class DicomDecodeSession {
  private image: DicomImage | null = null;

  async open(bytes: ArrayBuffer): Promise<OpenResult> {
    const opened = await openDicom(new Uint8Array(bytes));
    this.image = opened.image;
    return {
      metadata: opened.metadata,
      frameCount: opened.image?.frameCount ?? 0,
      isMonochrome1: opened.image?.info.photometric === 'MONOCHROME1',
      error: opened.error ? toFailure(opened.error) : null,
    };
  }

  async frame(index: number): Promise<FrameResult> {
    if (!this.image) throw new DicomDecodeError('no-pixel-data', 'No image is open');
    return { frame: await this.image.decodeFrame(index), voi: this.image.voiOf(index) };
  }
}
