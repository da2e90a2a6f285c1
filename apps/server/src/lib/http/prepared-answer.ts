import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';

const gzipAsync = promisify(gzip);

/** Below this, compressing costs more than the bytes it saves. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * An answer serialized once and sent many times (answer-cache.ts): the response body's JSON,
 * and its gzip made on the first request that accepts it (on libuv's pool, off the event loop).
 * A week of a busy branch is about 800 KB of JSON and 40 KB gzipped.
 */
export class PreparedAnswer {
  readonly json: Buffer;
  private gzipped: Promise<Buffer> | null = null;

  constructor(body: unknown) {
    this.json = Buffer.from(JSON.stringify(body));
  }

  /** An answer already serialized elsewhere (an idempotent request's stored answer, replayed). */
  static fromJson(json: string): PreparedAnswer {
    const answer = new PreparedAnswer(null);
    Object.assign(answer, { json: Buffer.from(json) });
    return answer;
  }

  /** What the answer holds in memory: its JSON, and its gzip once made (an estimate until then). */
  get size(): number {
    return this.json.length * 1.1;
  }

  gzip(): Promise<Buffer> {
    this.gzipped ??= gzipAsync(this.json).catch((error: unknown) => {
      this.gzipped = null;
      throw error;
    });
    return this.gzipped;
  }

  /** Sends the answer, gzipped when the client accepts it (every browser does). */
  async send(reply: FastifyReply): Promise<Buffer> {
    reply.type('application/json; charset=utf-8');
    reply.header('vary', 'accept-encoding');
    if (this.json.length < COMPRESS_FROM_BYTES || !acceptsGzip(reply.request.headers['accept-encoding'])) {
      return this.json;
    }
    reply.header('content-encoding', 'gzip');
    return this.gzip();
  }
}

/** Whether an Accept-Encoding header lists gzip (or `*`) without refusing it with q=0. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
