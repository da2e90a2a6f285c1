import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT_KINDS } from '@yim/contract';
import { AppError } from '../app-error.ts';
import { contentDisposition } from './content-disposition.ts';
import type { LocalStorage } from './local-storage.ts';
import { detachedBody, readingBody } from './request-body.ts';
import { isValidStorageKey } from './storage-key.ts';

/** The key in the URL (already percent-decoded by the router), checked before any disk access. */
function keyOf(req: FastifyRequest): string {
  const key = (req.params as Record<string, string | undefined>)['*'] ?? '';
  if (!isValidStorageKey(key)) throw new AppError('FILE-URL-INVALID');
  return key;
}

/** Without a signed type, the key's extension decides; never a type the browser would sniff. */
function typeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return Object.entries(CONTENT_KINDS).find(([, kind]) => kind.ext === ext)?.[0] ?? 'application/octet-stream';
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The local driver's HTTP face: signed downloads and signed uploads under /api/files/*.
 * Raw routes rather than contract descriptors, since they carry bytes, not JSON, and are
 * authorised by the URL's signature, not by a bearer token. The S3 driver needs none of this:
 * its URLs point at the bucket.
 */
export async function registerLocalFileRoutes(app: FastifyInstance, storage: LocalStorage): Promise<void> {
  await app.register(async (scope) => {
    // Uploads stream straight to disk whatever their type: no parser may buffer them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

    scope.get('/api/files/*', async (req, reply) => {
      const key = keyOf(req);
      const claims = storage.verifyDownload(key, req.query as Record<string, unknown>);
      const object = await storage.get(key);
      if (!object) throw new AppError('CONTENT-NOT-FOUND');
      // Cached no longer than the URL lives: the browser must not keep serving a revoked link.
      const remaining = Math.max(0, claims.exp - storage.nowSeconds());
      return reply
        .header('content-type', claims.contentType ?? typeOfKey(key))
        .header('content-length', object.size)
        .header('content-disposition', contentDisposition('inline', claims.fileName ?? key.slice(key.lastIndexOf('/') + 1)))
        .header('cache-control', `private, max-age=${remaining}`)
        .header('x-content-type-options', 'nosniff')
        .send(object.body);
    });

    scope.put('/api/files/*', async (req, reply) => {
      const key = keyOf(req);
      const claims = storage.verifyUpload(key, req.query as Record<string, unknown>);
      return readingBody(reply, async () => {
        if (mediaType(req.headers['content-type']) !== claims.contentType.toLowerCase()) {
          throw new AppError('CONTENT-TYPE-NOT-ALLOWED');
        }
        // Refused before a byte is read when the client says up front that it is too big.
        if (Number(req.headers['content-length']) > claims.maxBytes) throw new AppError('CONTENT-TOO-LARGE');
        const body = req.body ? detachedBody(req.body as Readable) : Buffer.alloc(0);
        const { size } = await storage.put(key, body, { contentType: claims.contentType, maxBytes: claims.maxBytes });
        return { status: '200', data: { key, size } };
      });
    });
  });
}
