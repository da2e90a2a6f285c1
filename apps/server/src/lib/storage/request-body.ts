import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * The request body as a stream that downstream failures may destroy freely. Destroying the
 * request itself would reset the socket before the 413/415 answer could be written.
 */
export function detachedBody(source: Readable): Readable {
  const body = new PassThrough();
  source.on('error', (error) => body.destroy(error));
  source.on('close', () => {
    if (!source.readableEnded) body.destroy(new Error('request aborted'));
  });
  source.pipe(body);
  return body;
}

/**
 * Runs work that reads the request body. When it fails part-way the client may still be
 * sending, so the connection closes after the answer instead of being reused (Fastify does the
 * same for its own body errors).
 */
export async function readingBody<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    reply.header('connection', 'close');
    throw error;
  }
}
