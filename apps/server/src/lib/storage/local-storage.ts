import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, type BigIntStats } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../app-error.ts';
import { assertSignedUrlLifetime, type ByteRange, type FileStorage, type PutOptions } from './storage.ts';
import { assertValidStorageKey } from './storage-key.ts';
import {
  signedPath,
  verifyDownloadQuery,
  verifyUploadQuery,
  type DownloadClaims,
  type UploadClaims,
} from './url-signing.ts';

export type LocalStorageOptions = {
  /** `${DATA_DIR}/files`. */
  rootDir: string;
  /** HMAC key of the signed URLs (app secret 'file-url'). */
  secret: Uint8Array;
  /** Where local-file-routes.ts serves the files. */
  routePrefix?: string;
  /** Milliseconds; tests move the clock. */
  now?: () => number;
};

export type LocalStorage = FileStorage & {
  kind: 'local';
  /** For the /api/files routes: the claims of a signed URL, or 403 FILE-URL-INVALID. */
  verifyDownload(key: string, query: Record<string, unknown>): DownloadClaims;
  verifyUpload(key: string, query: Record<string, unknown>): UploadClaims;
  nowSeconds(): number;
};

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * The strong entity tag of a stored file. Keys are meant to be written once: newStorageKey()
 * (storage-key.ts) mints a fresh random UUID for every upload and no caller reuses one, so key
 * and size alone would name the bytes. The driver itself still lets put() replace a key (a
 * signed upload URL can be sent twice while it lives), and each put() renames a new file into
 * place, so inode and modification time go in too: a replaced file gets a new tag, and an
 * If-Range from before the replacement gets the whole file rather than a spliced part.
 */
function entityTag(key: string, info: BigIntStats): string {
  const version = `${key}\n${info.size}\n${info.ino}\n${info.mtimeNs}`;
  return `"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`;
}

/**
 * Files on the local disk. Writes go to `<root>/.tmp/` first and are renamed into place once
 * complete and flushed, so a reader never sees half a file and a failed or refused upload
 * leaves nothing behind (a crash may leave a `.tmp/*.part`, never a wrong file under its key).
 * URLs are relative (`/api/files/...`): the browser resolves them against whatever host and
 * proxy it reached us through.
 */
export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  const { rootDir, secret, routePrefix = '/api/files', now = () => Date.now() } = options;
  const tempDir = join(rootDir, '.tmp');
  const nowSeconds = () => Math.floor(now() / 1000);
  const pathOf = (key: string) => {
    assertValidStorageKey(key);
    return join(rootDir, ...key.split('/'));
  };

  async function put(key: string, body: Readable | Buffer, { maxBytes }: PutOptions) {
    const target = pathOf(key);
    await mkdir(tempDir, { recursive: true });
    await mkdir(dirname(target), { recursive: true });
    const temp = join(tempDir, `${randomUUID()}.part`);
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (maxBytes !== undefined && size > maxBytes) return done(new AppError('CONTENT-TOO-LARGE'));
        hash.update(chunk);
        return done(null, chunk);
      },
    });
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    try {
      await pipeline(source, meter, createWriteStream(temp, { flags: 'wx', flush: true }));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { size, sha256: hash.digest('hex') };
  }

  /** An open handle on a regular file, or null; the caller reads from it or closes it. */
  async function openFile(key: string) {
    const path = pathOf(key);
    let handle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    // One open handle for size and bytes: a delete in between cannot mismatch them.
    const info = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return { handle, size: info.size };
  }

  async function get(key: string) {
    const file = await openFile(key);
    return file && { body: file.handle.createReadStream(), size: file.size };
  }

  async function getRange(key: string, { start, end }: ByteRange) {
    const file = await openFile(key);
    return file && file.handle.createReadStream({ start, end });
  }

  async function statOf(key: string) {
    let info;
    try {
      info = await stat(pathOf(key), { bigint: true });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    return info.isFile() ? { size: Number(info.size), etag: entityTag(key, info) } : null;
  }

  return {
    kind: 'local',
    put,
    get,
    getRange,
    stat: statOf,
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async signedDownloadUrl(key, { expiresInSeconds, fileName, contentType }) {
      assertValidStorageKey(key);
      assertSignedUrlLifetime(expiresInSeconds);
      return signedPath(routePrefix, secret, {
        method: 'GET',
        key,
        exp: nowSeconds() + expiresInSeconds,
        fileName,
        contentType,
      });
    },
    async signedUploadUrl(key, { expiresInSeconds, contentType, maxBytes }) {
      assertValidStorageKey(key);
      assertSignedUrlLifetime(expiresInSeconds);
      const exp = nowSeconds() + expiresInSeconds;
      return {
        url: signedPath(routePrefix, secret, { method: 'PUT', key, exp, contentType, maxBytes }),
        method: 'PUT',
        headers: { 'content-type': contentType },
        expiresAt: new Date(exp * 1000),
      };
    },
    verifyDownload: (key, query) => verifyDownloadQuery(secret, key, query, nowSeconds()),
    verifyUpload: (key, query) => verifyUploadQuery(secret, key, query, nowSeconds()),
    nowSeconds,
  };
}
