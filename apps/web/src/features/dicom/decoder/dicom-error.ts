// One error type for everything the decoder refuses, with a stable code the viewer translates.

export type DicomErrorCode =
  'not-dicom' | 'no-pixel-data' | 'size-mismatch' | 'truncated' | 'too-large' | 'unsupported' | 'codec-failed';

export class DicomDecodeError extends Error {
  readonly code: DicomErrorCode;

  constructor(code: DicomErrorCode, message: string) {
    super(message);
    this.name = 'DicomDecodeError';
    this.code = code;
  }
}
