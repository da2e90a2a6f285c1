import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadSecret } from '../db/app-secrets.ts';
import { createLocalStorage, type LocalStorage } from './local-storage.ts';
import { newStorageKey } from './storage-key.ts';
import { signClaims } from './url-signing.ts';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

let t: TestApp;
let dataDir: string;
/** Signs with the app's own secret and folder, as another feature's service would. */
let signer: LocalStorage;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'yim-files-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  signer = createLocalStorage({
    rootDir: join(dataDir, 'files'),
    secret: await loadSecret(t.db, 'file-url', undefined),
  });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function put(url: string, payload: Buffer | Readable, contentType = 'image/jpeg') {
  return t.call({ method: 'PUT', url, payload, headers: { 'content-type': contentType } });
}

describe('signed uploads: PUT /api/files/*', () => {
  it('stores the bytes without a bearer token and answers the spec envelope', async () => {
    const key = newStorageKey('media', 'jpg');
    const upload = await signer.signedUploadUrl(key, {
      expiresInSeconds: 300,
      contentType: 'image/jpeg',
      maxBytes: 1000,
    });
    const response = await put(upload.url, JPEG, upload.headers['content-type']);
    expect(response.statusCode).toBe(200);
    expect(response.json).toEqual({ status: '200', data: { key, size: JPEG.length } });

    const download = await t.call({
      method: 'GET',
      url: await signer.signedDownloadUrl(key, { expiresInSeconds: 60 }),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(JPEG);
    expect(download.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a body over maxBytes, declared up front or only found while streaming, and keeps nothing', async () => {
    const key = newStorageKey('media', 'jpg');
    const { url } = await signer.signedUploadUrl(key, {
      expiresInSeconds: 300,
      contentType: 'image/jpeg',
      maxBytes: 8,
    });
    const declared = await put(url, JPEG);
    expect(declared.statusCode).toBe(413);
    expect(declared.json.errorCode).toBe('CONTENT-TOO-LARGE');
    const streamed = await put(url, Readable.from([JPEG.subarray(0, 6), JPEG.subarray(6)]));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json.errorCode).toBe('CONTENT-TOO-LARGE');
    expect(await signer.exists(key)).toBe(false);
    expect(await readdir(join(dataDir, 'files', '.tmp'))).toEqual([]);
  });

  it('refuses a content-type other than the signed one with 415', async () => {
    const { url } = await signer.signedUploadUrl(newStorageKey('media', 'jpg'), {
      expiresInSeconds: 300,
      contentType: 'image/jpeg',
      maxBytes: 1000,
    });
    const response = await put(url, JPEG, 'text/html');
    expect(response.statusCode).toBe(415);
    expect(response.json.errorCode).toBe('CONTENT-TYPE-NOT-ALLOWED');
  });

  it('refuses a download URL used for an upload, and an expired upload URL', async () => {
    const key = newStorageKey('media', 'jpg');
    const getUrl = await signer.signedDownloadUrl(key, { expiresInSeconds: 60 });
    expect((await put(getUrl, JPEG)).json.errorCode).toBe('FILE-URL-INVALID');
    const past = createLocalStorage({
      rootDir: join(dataDir, 'files'),
      secret: await loadSecret(t.db, 'file-url', undefined),
      now: () => Date.now() - 600_000,
    });
    const { url } = await past.signedUploadUrl(key, {
      expiresInSeconds: 300,
      contentType: 'image/jpeg',
      maxBytes: 1000,
    });
    const expired = await put(url, JPEG);
    expect(expired.statusCode).toBe(403);
    expect(expired.json.errorCode).toBe('FILE-URL-INVALID');
    expect(await signer.exists(key)).toBe(false);
  });
});

describe('signed downloads: GET /api/files/*', () => {
  it('refuses an expired URL with 403 FILE-URL-INVALID', async () => {
    const key = newStorageKey('contents', 'jpg');
    await signer.put(key, JPEG, { contentType: 'image/jpeg' });
    const past = createLocalStorage({
      rootDir: join(dataDir, 'files'),
      secret: await loadSecret(t.db, 'file-url', undefined),
      now: () => Date.now() - 120_000,
    });
    const response = await t.call({ method: 'GET', url: await past.signedDownloadUrl(key, { expiresInSeconds: 60 }) });
    expect(response.statusCode).toBe(403);
    expect(response.json).toEqual({ errorCode: 'FILE-URL-INVALID', errorMessage: 'ลิงก์ไฟล์หมดอายุหรือไม่ถูกต้อง' });
  });

  it('answers 404 CONTENT-NOT-FOUND when a validly signed file is gone', async () => {
    const url = await signer.signedDownloadUrl(newStorageKey('contents', 'jpg'), { expiresInSeconds: 60 });
    const response = await t.call({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json.errorCode).toBe('CONTENT-NOT-FOUND');
  });

  it('refuses key traversal even under a valid signature, and writes nothing outside the store', async () => {
    const secret = await loadSecret(t.db, 'file-url', undefined);
    const exp = Math.floor(Date.now() / 1000) + 60;
    // Encoded, because a client (light-my-request included) normalises a literal `/../` away.
    const cases = [
      ['..%2F..%2Fpackage.json', '../../package.json'],
      ['media%2F%2e%2e%2F%2e%2e%2Fescape.jpg', 'media/../../escape.jpg'],
      ['%2Fetc%2Fpasswd', '/etc/passwd'],
      ['.tmp/x.part', '.tmp/x.part'],
    ] as const;
    for (const [encoded, key] of cases) {
      const getSig = signClaims(secret, { method: 'GET', key, exp });
      const got = await t.call({ method: 'GET', url: `/api/files/${encoded}?exp=${exp}&sig=${getSig}` });
      expect(got.statusCode, encoded).toBe(403);
      expect(got.json.errorCode).toBe('FILE-URL-INVALID');
      const putSig = signClaims(secret, { method: 'PUT', key, exp, contentType: 'image/jpeg', maxBytes: 1000 });
      const sent = await put(`/api/files/${encoded}?exp=${exp}&type=image%2Fjpeg&max=1000&sig=${putSig}`, JPEG);
      expect(sent.statusCode, encoded).toBe(403);
    }
    await expect(readFile(join(dataDir, 'escape.jpg'))).rejects.toThrow(/ENOENT/);
  });
});

describe('ranged downloads: GET and HEAD /api/files/* with Range', () => {
  /** 101 known bytes, so every part can be checked byte for byte. */
  const FILE = Buffer.concat([JPEG, Buffer.from('0123456789'.repeat(9))]);
  const SIZE = FILE.length;
  let url: string;
  let etag: string;

  beforeAll(async () => {
    const key = newStorageKey('media', 'jpg');
    const upload = await signer.signedUploadUrl(key, {
      expiresInSeconds: 300,
      contentType: 'image/jpeg',
      maxBytes: 1000,
    });
    expect((await put(upload.url, FILE)).statusCode).toBe(200);
    url = await signer.signedDownloadUrl(key, { expiresInSeconds: 60, fileName: 'x-ray.jpg' });
    etag = String((await t.call({ method: 'HEAD', url })).headers.etag);
  });

  function download(headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET', at = url) {
    return t.call({ method, url: at, headers });
  }

  /** The headers every successful download keeps, whole or in part. */
  function expectDownloadHeaders(response: Awaited<ReturnType<typeof download>>) {
    expect(response.headers).toMatchObject({
      'accept-ranges': 'bytes',
      etag,
      'content-type': 'image/jpeg',
      'content-disposition': `inline; filename="x-ray.jpg"; filename*=UTF-8''x-ray.jpg`,
      'cache-control': expect.stringMatching(/^private, max-age=\d+$/),
      'x-content-type-options': 'nosniff',
    });
  }

  function expectWhole(response: Awaited<ReturnType<typeof download>>) {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(SIZE));
    expect(response.rawPayload).toEqual(FILE);
    expectDownloadHeaders(response);
  }

  function expectPart(response: Awaited<ReturnType<typeof download>>, start: number, end: number) {
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.rawPayload).toEqual(FILE.subarray(start, end + 1));
    expectDownloadHeaders(response);
  }

  it('sends the whole file with accept-ranges and a strong tag when no Range is asked for', async () => {
    expect(etag).toMatch(/^"[\w-]+"$/);
    expectWhole(await download());
  });

  it('sends a closed range, a suffix, an open end and a clamped end as 206 parts', async () => {
    expectPart(await download({ range: 'bytes=0-9' }), 0, 9);
    expectPart(await download({ range: 'bytes=-5' }), SIZE - 5, SIZE - 1);
    expectPart(await download({ range: 'bytes=90-' }), 90, SIZE - 1);
    expectPart(await download({ range: 'bytes=95-5000' }), 95, SIZE - 1);
  });

  it('answers 416 with the size when the range starts past the end', async () => {
    for (const range of [`bytes=${SIZE}-`, 'bytes=500-600', 'bytes=-0']) {
      const response = await download({ range });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${SIZE}`);
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.rawPayload.length).toBe(0);
    }
  });

  it('ignores a malformed or multi-part Range and sends the whole file', async () => {
    for (const range of ['bytes=9-0', 'bytes=0-4,10-14', 'items=0-9', 'bytes=abc']) {
      expectWhole(await download({ range }));
    }
  });

  it('honours If-Range only when it names the stored file with the same strong tag', async () => {
    expectPart(await download({ range: 'bytes=0-9', 'if-range': etag }), 0, 9);
    for (const ifRange of ['"another-version"', `W/${etag}`, new Date().toUTCString()]) {
      expectWhole(await download({ range: 'bytes=0-9', 'if-range': ifRange }));
    }
    // A stale If-Range wins over an unsatisfiable Range: the client gets the current file.
    expectWhole(await download({ range: `bytes=${SIZE}-`, 'if-range': '"another-version"' }));
  });

  it("answers HEAD with the whole file's headers and no body, ignoring Range", async () => {
    for (const headers of [{}, { range: 'bytes=0-9' }] as Record<string, string>[]) {
      const response = await download(headers, 'HEAD');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-length']).toBe(String(SIZE));
      expect(response.headers['content-range']).toBeUndefined();
      expect(response.rawPayload.length).toBe(0);
      expectDownloadHeaders(response);
    }
  });

  it('still refuses an expired or forged URL, and a missing file, whatever the Range', async () => {
    const key = newStorageKey('media', 'jpg');
    await signer.put(key, FILE, { contentType: 'image/jpeg' });
    const past = createLocalStorage({
      rootDir: join(dataDir, 'files'),
      secret: await loadSecret(t.db, 'file-url', undefined),
      now: () => Date.now() - 120_000,
    });
    const expired = await past.signedDownloadUrl(key, { expiresInSeconds: 60 });
    const forged = url.replace(/sig=[\w-]+/, `sig=${'A'.repeat(43)}`);
    for (const method of ['GET', 'HEAD'] as const) {
      for (const at of [expired, forged]) {
        const response = await download({ range: 'bytes=0-9', 'if-range': etag }, method, at);
        expect(response.statusCode, `${method} ${at}`).toBe(403);
        expect(response.headers['content-range']).toBeUndefined();
        if (method === 'GET') expect(response.json.errorCode).toBe('FILE-URL-INVALID');
      }
    }
    const gone = await signer.signedDownloadUrl(newStorageKey('media', 'jpg'), { expiresInSeconds: 60 });
    const missing = await download({ range: 'bytes=0-9' }, 'GET', gone);
    expect(missing.statusCode).toBe(404);
    expect(missing.json.errorCode).toBe('CONTENT-NOT-FOUND');
  });
});
