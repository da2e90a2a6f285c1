import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, type LocalStorage } from './local-storage.ts';

const secret = new TextEncoder().encode('local-storage-test-secret-local-storage');
let root: string;
let clock: number;
let storage: LocalStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'yim-storage-'));
  clock = Date.UTC(2026, 10, 1);
  storage = createLocalStorage({ rootDir: root, secret, now: () => clock });
});
afterEach(() => rm(root, { recursive: true, force: true }));

function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

describe('local storage', () => {
  it('puts a stream and a buffer, reports size and sha256, and gets the bytes back', async () => {
    const bytes = Buffer.from('สวัสดี yim');
    const fromStream = await storage.put(
      'contents/2026/11/a.txt',
      Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]),
      { contentType: 'text/plain' },
    );
    const fromBuffer = await storage.put('contents/2026/11/b.txt', bytes, { contentType: 'text/plain' });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(fromStream).toEqual({ size: bytes.length, sha256 });
    expect(fromBuffer).toEqual({ size: bytes.length, sha256 });
    expect(await readFile(join(root, 'contents/2026/11/a.txt'))).toEqual(bytes);
    const object = await storage.get('contents/2026/11/b.txt');
    expect(object?.size).toBe(bytes.length);
    expect(await text(object!.body)).toBe('สวัสดี yim');
  });

  it('reads only the bytes of a range, both ends included', async () => {
    await storage.put('contents/2026/11/a.bin', Buffer.from('0123456789'), { contentType: 'x' });
    expect(await text((await storage.getRange('contents/2026/11/a.bin', { start: 2, end: 5 }))!)).toBe('2345');
    expect(await text((await storage.getRange('contents/2026/11/a.bin', { start: 9, end: 9 }))!)).toBe('9');
    expect(await storage.getRange('contents/2026/11/none.bin', { start: 0, end: 0 })).toBeNull();
    expect(await storage.getRange('contents/2026', { start: 0, end: 0 })).toBeNull();
  });

  it('states size and a strong tag that stays put until the file is replaced', async () => {
    await storage.put('contents/2026/11/a.bin', Buffer.from('first'), { contentType: 'x' });
    const before = await storage.stat('contents/2026/11/a.bin');
    expect(before).toEqual({ size: 5, etag: expect.stringMatching(/^"[\w-]{27}"$/) });
    expect(await storage.stat('contents/2026/11/a.bin')).toEqual(before);
    // Same key, same size: only the tag can tell the two versions apart.
    await storage.put('contents/2026/11/a.bin', Buffer.from('other'), { contentType: 'x' });
    expect((await storage.stat('contents/2026/11/a.bin'))?.etag).not.toBe(before?.etag);
    expect(await storage.stat('contents/2026/11/none.bin')).toBeNull();
    expect(await storage.stat('contents/2026')).toBeNull();
  });

  it('answers null / false for a missing key or a folder, and deletes idempotently', async () => {
    await storage.put('contents/2026/11/a.bin', Buffer.from([1]), { contentType: 'x' });
    expect(await storage.get('contents/2026/11/none.bin')).toBeNull();
    expect(await storage.get('contents/2026')).toBeNull();
    expect(await storage.exists('contents/2026/11/a.bin')).toBe(true);
    await storage.delete('contents/2026/11/a.bin');
    await storage.delete('contents/2026/11/a.bin');
    expect(await storage.exists('contents/2026/11/a.bin')).toBe(false);
  });

  it('refuses an upload over maxBytes and leaves nothing behind, temp file included', async () => {
    const body = Readable.from([Buffer.alloc(6), Buffer.alloc(6)]);
    await expect(
      storage.put('contents/2026/11/big.bin', body, { contentType: 'x', maxBytes: 10 }),
    ).rejects.toMatchObject({ code: 'CONTENT-TOO-LARGE', status: 413 });
    expect(await storage.exists('contents/2026/11/big.bin')).toBe(false);
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it('keeps the old file whole when a replacement fails part-way', async () => {
    await storage.put('contents/2026/11/a.bin', Buffer.from('old'), { contentType: 'x' });
    const failing = new Readable({
      read() {
        this.push(Buffer.from('new'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('contents/2026/11/a.bin', failing, { contentType: 'x' })).rejects.toThrow(
      'client went away',
    );
    expect(await readFile(join(root, 'contents/2026/11/a.bin'), 'utf8')).toBe('old');
  });

  it.each(['../outside.txt', 'contents/../../outside.txt', '/etc/passwd', '.tmp/x.part'])(
    'refuses the key %j on every method',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'x' })).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.getRange(key, { start: 0, end: 0 })).rejects.toThrow(/invalid storage key/);
      await expect(storage.stat(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.signedDownloadUrl(key, { expiresInSeconds: 60 })).rejects.toThrow(/invalid storage key/);
    },
  );

  it('signs download URLs that verify until they expire', async () => {
    const url = await storage.signedDownloadUrl('contents/2026/11/a.png', {
      expiresInSeconds: 900,
      fileName: 'a.png',
      contentType: 'image/png',
    });
    expect(url).toMatch(
      /^\/api\/files\/contents\/2026\/11\/a\.png\?exp=\d+&type=image%2Fpng&name=a\.png&sig=[\w-]{43}$/,
    );
    expect(storage.verifyDownload('contents/2026/11/a.png', queryOf(url))).toMatchObject({
      contentType: 'image/png',
      fileName: 'a.png',
    });
    clock += 901_000;
    expect(() => storage.verifyDownload('contents/2026/11/a.png', queryOf(url))).toThrow(
      expect.objectContaining({ code: 'FILE-URL-INVALID' }),
    );
  });

  it('signs upload URLs with the headers the client must send', async () => {
    const upload = await storage.signedUploadUrl('media/2026/11/a.jpg', {
      expiresInSeconds: 300,
      contentType: 'image/jpeg',
      maxBytes: 1000,
    });
    expect(upload).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      expiresAt: new Date(clock + 300_000),
    });
    expect(storage.verifyUpload('media/2026/11/a.jpg', queryOf(upload.url))).toMatchObject({
      contentType: 'image/jpeg',
      maxBytes: 1000,
    });
  });

  it('refuses URL lifetimes beyond what S3 allows', async () => {
    await expect(storage.signedDownloadUrl('a/b.png', { expiresInSeconds: 8 * 24 * 3600 })).rejects.toThrow(/lifetime/);
    await expect(storage.signedDownloadUrl('a/b.png', { expiresInSeconds: 0 })).rejects.toThrow(/lifetime/);
  });
});
