import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AppError } from '../app-error.ts';
import { contentDisposition } from './content-disposition.ts';
import { assertValidStorageKey } from './storage-key.ts';
import type { S3Settings } from './s3-settings.ts';
import { assertSignedUrlLifetime, type ByteRange, type FileStorage, type PutOptions } from './storage.ts';

export type S3Storage = FileStorage & { kind: 's3'; client: S3Client };

/** The object does not exist: GetObject says NoSuchKey, HeadObject only a bare 404. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Reads an upload into memory, refusing it as soon as it passes maxBytes, and hashes it on the
 * way. Uploads are at most CONTENT_MAX_BYTES (10 MB), so one buffer is cheaper than a multipart
 * upload, and S3 needs the length up front for a single PUT.
 */
async function readWithin(body: Readable | Buffer, maxBytes: number | undefined) {
  const hash = createHash('sha256');
  if (Buffer.isBuffer(body)) {
    if (maxBytes !== undefined && body.length > maxBytes) throw new AppError('CONTENT-TOO-LARGE');
    return { bytes: body, sha256: hash.update(body).digest('hex') };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (maxBytes !== undefined && size > maxBytes) {
      body.destroy();
      throw new AppError('CONTENT-TOO-LARGE');
    }
    hash.update(buffer);
    chunks.push(buffer);
  }
  return { bytes: Buffer.concat(chunks, size), sha256: hash.digest('hex') };
}

function asReadable(body: unknown): Readable {
  // In Node the SDK answers an http.IncomingMessage (a Readable) with helper methods mixed in.
  if (body instanceof Readable) return body;
  throw new Error('the S3 client answered a body that is not a Node stream');
}

/**
 * Files in an S3-compatible bucket (docs/ARCHITECTURE.md §6): what several instances need, since
 * every one of them reads and writes the same bucket. Downloads and uploads go straight between
 * the browser and the bucket through presigned URLs; Range requests are the bucket's own.
 */
export function createS3Storage(settings: S3Settings): S3Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK now adds CRC checksums to every request by default; many S3-compatible services
    // reject or ignore them, and presigned URLs would carry them too. Only where S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = settings;
  const object = (key: string) => {
    assertValidStorageKey(key);
    return { Bucket: bucket, Key: key };
  };

  async function put(key: string, body: Readable | Buffer, { contentType, maxBytes }: PutOptions) {
    const target = object(key);
    const { bytes, sha256 } = await readWithin(body, maxBytes);
    await client.send(
      new PutObjectCommand({ ...target, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
    );
    return { size: bytes.length, sha256 };
  }

  async function read(key: string, range?: ByteRange) {
    try {
      return await client.send(
        new GetObjectCommand({ ...object(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function stat(key: string) {
    try {
      const head = await client.send(new HeadObjectCommand(object(key)));
      return { size: head.ContentLength ?? 0, etag: head.ETag ?? '' };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    client,
    put,
    async get(key) {
      const answer = await read(key);
      return answer && { body: asReadable(answer.Body), size: answer.ContentLength ?? 0 };
    },
    async getRange(key, range) {
      const answer = await read(key, range);
      return answer && asReadable(answer.Body);
    },
    stat,
    async delete(key) {
      // S3 answers a delete of a missing key with success: idempotent as the interface asks.
      await client.send(new DeleteObjectCommand(object(key)));
    },
    async exists(key) {
      return (await stat(key)) !== null;
    },
    async signedDownloadUrl(key, { expiresInSeconds, fileName, contentType }) {
      assertSignedUrlLifetime(expiresInSeconds);
      const command = new GetObjectCommand({
        ...object(key),
        ResponseContentDisposition: contentDisposition('inline', fileName ?? key.slice(key.lastIndexOf('/') + 1)),
        ...(contentType ? { ResponseContentType: contentType } : {}),
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    /**
     * A presigned PUT with the content-type signed. A PUT URL cannot cap the size it accepts (only
     * a POST policy can), so the step that confirms an upload must stat the object and delete it
     * when it is larger than maxBytes; the local driver refuses the bytes as they arrive.
     */
    async signedUploadUrl(key, { expiresInSeconds, contentType }) {
      assertSignedUrlLifetime(expiresInSeconds);
      const command = new PutObjectCommand({ ...object(key), ContentType: contentType });
      const url = await getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-type']),
      });
      return {
        url,
        method: 'PUT',
        headers: { 'content-type': contentType },
        expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
      };
    },
  };
}

export async function assertBucketReachable(storage: S3Storage, bucket: string): Promise<void> {
  try {
    await storage.client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    // A HEAD answer has no body, so the SDK often knows only the status: say that too.
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    const reason = `${error instanceof Error ? error.message || error.name : String(error)}${status ? `, HTTP ${status}` : ''}`;
    throw new Error(`STORAGE=s3: bucket ${bucket} cannot be reached (${reason}); refusing to start`);
  }
}
