import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_KINDS } from '@yim/contract';
import { AppError } from '../app-error.ts';
import { contentDisposition } from './content-disposition.ts';
import type { LocalStorage } from './local-storage.ts';
import { isIfRangeSatisfied, parseRangeHeader, type RangeDecision } from './range-request.ts';
import { detachedBody, readingBody } from './request-body.ts';
import { isValidStorageKey } from './storage-key.ts';
import type { ObjectInfo } from './storage.ts';

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

/** Range is defined for GET only (RFC 9110 §14.2); If-Range may still ask for the whole file. */
function decideBytes(req: FastifyRequest, info: ObjectInfo): RangeDecision {
  if (req.method !== 'GET' || !isIfRangeSatisfied(req.headers['if-range'], info.etag)) return { kind: 'whole' };
  return parseRangeHeader(req.headers.range, info.size);
}

type Answer = { status: 200 | 206; body: Readable | undefined; length: number; contentRange?: string };

/** Opens only the bytes that will be sent, and none for HEAD. null when the file went away meanwhile. */
async function answerFor(
  storage: LocalStorage,
  key: string,
  req: FastifyRequest,
  info: ObjectInfo,
  bytes: RangeDecision,
): Promise<Answer | null> {
  if (bytes.kind === 'part') {
    const { start, end } = bytes.range;
    const body = await storage.getRange(key, bytes.range);
    return body && { status: 206, body, length: end - start + 1, contentRange: `bytes ${start}-${end}/${info.size}` };
  }
  if (req.method === 'HEAD') return { status: 200, body: undefined, length: info.size };
  const object = await storage.get(key);
  // The size of the bytes actually opened: content-length must never promise more or less.
  return object && { status: 200, body: object.body, length: object.size };
}

/**
 * A 416 straight from the route, with an empty body, rather than a coded AppError: only media
 * elements and viewers send Range, they read content-range and never show a message, and the
 * error handler's JSON body would carry neither that header nor anything worth translating.
 */
function sendUnsatisfiable(reply: FastifyReply, size: number) {
  return reply.code(416).header('accept-ranges', 'bytes').header('content-range', `bytes */${size}`).send();
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

    // GET and HEAD declared together: Fastify's automatic HEAD would open the file and read it
    // to the end only to throw the bytes away; here HEAD stops at the size.
    scope.route({
      method: ['GET', 'HEAD'],
      url: '/api/files/*',
      handler: async (req, reply) => {
        const key = keyOf(req);
        const claims = storage.verifyDownload(key, req.query as Record<string, unknown>);
        const info = await storage.stat(key);
        if (!info) throw new AppError('CONTENT-NOT-FOUND');
        const bytes = decideBytes(req, info);
        if (bytes.kind === 'unsatisfiable') return sendUnsatisfiable(reply, info.size);
        const answer = await answerFor(storage, key, req, info, bytes);
        if (!answer) throw new AppError('CONTENT-NOT-FOUND');
        if (answer.contentRange) reply.header('content-range', answer.contentRange);
        // Cached no longer than the URL lives: the browser must not keep serving a revoked link.
        const remaining = Math.max(0, claims.exp - storage.nowSeconds());
        return reply
          .code(answer.status)
          .header('accept-ranges', 'bytes')
          .header('etag', info.etag)
          .header('content-type', claims.contentType ?? typeOfKey(key))
          .header('content-length', answer.length)
          .header(
            'content-disposition',
            contentDisposition('inline', claims.fileName ?? key.slice(key.lastIndexOf('/') + 1)),
          )
          .header('cache-control', `private, max-age=${remaining}`)
          .header('x-content-type-options', 'nosniff')
          .send(answer.body);
      },
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
