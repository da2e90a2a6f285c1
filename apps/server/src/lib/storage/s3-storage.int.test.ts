import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Sink, type S3Sink } from '../../test/s3-sink.ts';
import { bucketOrigin } from './s3-settings.ts';
import { assertBucketReachable, createS3Storage, type S3Storage } from './s3-storage.ts';
import { newStorageKey } from './storage-key.ts';

let sink: S3Sink;
let storage: S3Storage;
beforeAll(async () => {
  sink = await startS3Sink();
  storage = createS3Storage(sink.settings);
});
afterAll(async () => {
  storage.client.destroy();
  await sink.close();
});

const ALPHABET = Buffer.from('abcdefghijklmnopqrstuvwxyz');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('S3 storage against an S3-compatible server', () => {
  it('puts a stream and a buffer, reports size and sha256, and gets the bytes back', async () => {
    const streamed = newStorageKey('contents', 'pdf');
    const chunks = [Buffer.from('%PDF-1.7 '), Buffer.from('ยิ้ม')];
    expect(
      await storage.put(streamed, Readable.from(chunks), { contentType: 'application/pdf', maxBytes: 100 }),
    ).toEqual({ size: Buffer.concat(chunks).length, sha256: sha256(Buffer.concat(chunks)) });
    const object = await storage.get(streamed);
    expect(object?.size).toBe(Buffer.concat(chunks).length);
    expect(await text(object!.body)).toBe('%PDF-1.7 ยิ้ม');

    const buffered = newStorageKey('contents', 'png');
    expect((await storage.put(buffered, ALPHABET, { contentType: 'image/png' })).size).toBe(26);
    expect(await storage.exists(buffered)).toBe(true);
  });

  it('reads only the bytes of a range and states size and tag without reading', async () => {
    const key = newStorageKey('contents', 'png');
    await storage.put(key, ALPHABET, { contentType: 'image/png' });
    expect(await text((await storage.getRange(key, { start: 2, end: 5 }))!)).toBe('cdef');
    const info = await storage.stat(key);
    expect(info?.size).toBe(26);
    expect(info?.etag).toMatch(/^".+"$/);
  });

  it('answers null / false for a missing key and deletes idempotently', async () => {
    const key = newStorageKey('contents', 'png');
    expect(await storage.get(key)).toBeNull();
    expect(await storage.getRange(key, { start: 0, end: 1 })).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, ALPHABET, { contentType: 'image/png' });
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
  });

  it('refuses an upload over maxBytes before anything reaches the bucket', async () => {
    const key = newStorageKey('contents', 'png');
    await expect(
      storage.put(key, Readable.from([ALPHABET, ALPHABET]), { contentType: 'image/png', maxBytes: 30 }),
    ).rejects.toMatchObject({ code: 'CONTENT-TOO-LARGE' });
    await expect(
      storage.put(key, Buffer.concat([ALPHABET, ALPHABET]), { contentType: 'image/png', maxBytes: 30 }),
    ).rejects.toMatchObject({ code: 'CONTENT-TOO-LARGE' });
    expect(await storage.exists(key)).toBe(false);
  });

  it('refuses keys that are not storage keys, before any request', async () => {
    await expect(storage.get('../etc/passwd')).rejects.toThrow();
    await expect(storage.put('contents/../../x.png', ALPHABET, { contentType: 'image/png' })).rejects.toThrow();
  });

  it('presigns downloads the bucket serves with the signed type and name, whole or in part', async () => {
    const key = newStorageKey('contents', 'pdf');
    await storage.put(key, ALPHABET, { contentType: 'application/pdf' });
    const url = await storage.signedDownloadUrl(key, {
      expiresInSeconds: 60,
      fileName: 'ใบเสร็จ.pdf',
      contentType: 'application/pdf',
    });
    expect(new URL(url).origin).toBe(bucketOrigin(sink.settings));
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('content-disposition')).toContain("filename*=UTF-8''%E0%B9%83%E0%B8%9A");
    expect(await whole.text()).toBe(ALPHABET.toString());
    const part = await fetch(url, { headers: { range: 'bytes=0-2' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('abc');
    // Signed with SigV4 for this key and lifetime (s3rver does not check V4 signatures itself).
    expect(new URL(url).searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
  });

  it('presigns uploads the browser can PUT without credentials', async () => {
    const key = newStorageKey('contents', 'png');
    const upload = await storage.signedUploadUrl(key, {
      expiresInSeconds: 60,
      contentType: 'image/png',
      maxBytes: 100,
    });
    expect(upload).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/png' } });
    const sent = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: ALPHABET });
    expect(sent.status).toBe(200);
    expect((await storage.stat(key))?.size).toBe(26);
  });

  it('refuses URL lifetimes beyond what S3 allows', async () => {
    const key = newStorageKey('contents', 'png');
    await expect(storage.signedDownloadUrl(key, { expiresInSeconds: 8 * 24 * 3600 })).rejects.toThrow(/lifetime/);
    await expect(
      storage.signedUploadUrl(key, { expiresInSeconds: 0, contentType: 'image/png', maxBytes: 1 }),
    ).rejects.toThrow(/lifetime/);
  });

  it('checks at start that the bucket can be reached', async () => {
    await expect(assertBucketReachable(storage, sink.settings.bucket)).resolves.toBeUndefined();
    const other = createS3Storage({ ...sink.settings, bucket: 'no-such-bucket' });
    await expect(assertBucketReachable(other, 'no-such-bucket')).rejects.toThrow(/no-such-bucket cannot be reached/);
    other.client.destroy();
  });
});

describe('bucket origin for the content security policy', () => {
  it('names the endpoint, the virtual host or AWS as the URLs will', () => {
    const base = { bucket: 'yim-files', region: 'ap-southeast-1' };
    expect(bucketOrigin({ ...base, endpoint: 'https://minio.example.com:9000/', forcePathStyle: true })).toBe(
      'https://minio.example.com:9000',
    );
    expect(bucketOrigin({ ...base, endpoint: 'https://r2.example.com', forcePathStyle: false })).toBe(
      'https://yim-files.r2.example.com',
    );
    expect(bucketOrigin({ ...base, forcePathStyle: false })).toBe('https://yim-files.s3.ap-southeast-1.amazonaws.com');
  });
});
