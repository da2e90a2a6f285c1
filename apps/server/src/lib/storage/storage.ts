import type { Readable } from 'node:stream';

/** What a stored object came to, measured while it was written. */
export type PutResult = { size: number; sha256: string };

export type PutOptions = {
  contentType: string;
  /** Refuse (CONTENT-TOO-LARGE) as soon as more bytes arrive; nothing is kept then. */
  maxBytes?: number;
};

export type StoredObject = { body: Readable; size: number };

/** Bytes `start` to `end` of an object, both included, as in a content-range header. */
export type ByteRange = { start: number; end: number };

/** What a download needs before it decides which bytes to send. */
export type ObjectInfo = {
  size: number;
  /** A strong entity tag (quoted) that changes whenever the bytes under the key could have. */
  etag: string;
};

export type DownloadUrlOptions = {
  expiresInSeconds: number;
  /** Shown by the browser (content-disposition); defaults to the key's last segment. */
  fileName?: string;
  /** Served as content-type; defaults to the type the key's extension names. */
  contentType?: string;
};

export type UploadUrlOptions = {
  expiresInSeconds: number;
  /** The PUT must declare exactly this content-type. */
  contentType: string;
  maxBytes: number;
};

/** What the client needs to send the bytes itself (spec: getPresigned, then a PUT without the bearer token). */
export type SignedUpload = {
  url: string;
  method: 'PUT';
  headers: { 'content-type': string };
  expiresAt: Date;
};

/**
 * One interface, two drivers (docs/ARCHITECTURE.md §6). Keys are relative paths such as
 * `contents/2026/11/<uuid>.png` (see storage-key.ts); callers never build file paths or URLs.
 *
 * The S3 driver (s3-storage.ts) maps: put → PutObject (the upload read into memory within
 * maxBytes and hashed on the way), get → GetObject (ContentLength), getRange → GetObject
 * with `Range: bytes=start-end`, stat → HeadObject (ContentLength, ETag), delete → DeleteObject,
 * exists → HeadObject, signedDownloadUrl → a presigned GetObject carrying
 * response-content-type and response-content-disposition, signedUploadUrl → a presigned
 * PutObject with the content-type signed. A presigned PUT cannot cap its size, so with S3 the
 * step that confirms an upload must stat it and refuse it when over maxBytes (the local driver
 * refuses the bytes as they come). Presigned URLs there live at most 7 days, so the local driver
 * refuses longer ones too.
 *
 * No method may be called inside a database transaction (PGlite runs one at a time).
 */
export type FileStorage = {
  kind: 'local' | 's3';
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<PutResult>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Size and entity tag without reading any bytes; null when there is no such object. */
  stat(key: string): Promise<ObjectInfo | null>;
  /**
   * Only the bytes of `range` (which the caller has fitted inside the size from stat), read
   * without touching the rest: viewers fetch parts of large PDFs, X-rays and videos. null when
   * there is no such object.
   */
  getRange(key: string, range: ByteRange): Promise<Readable | null>;
  /** Idempotent: deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  signedDownloadUrl(key: string, options: DownloadUrlOptions): Promise<string>;
  signedUploadUrl(key: string, options: UploadUrlOptions): Promise<SignedUpload>;
};

/** S3's own ceiling for presigned URLs; both drivers keep to it. */
export const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

/** A lifetime both drivers accept: whole seconds, more than none, at most S3's ceiling. */
export function assertSignedUrlLifetime(seconds: number): void {
  if (!Number.isInteger(seconds) || seconds <= 0 || seconds > MAX_SIGNED_URL_SECONDS) {
    throw new Error(`signed URL lifetime out of range: ${seconds}`);
  }
}
