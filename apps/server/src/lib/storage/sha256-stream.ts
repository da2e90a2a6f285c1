import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

/**
 * The same bytes, hashed as they pass: after the consumer has read the stream to its end,
 * `digest()` is their SHA-256 in hex. Storing and hashing in one read, so a file is never read
 * twice to learn its digest.
 */
export function sha256Passing(source: Readable): { stream: Readable; digest: () => string } {
  const hash = createHash('sha256');
  async function* passing() {
    for await (const chunk of source) {
      hash.update(chunk as Buffer);
      yield chunk as Buffer;
    }
  }
  let hex: string | null = null;
  return {
    stream: Readable.from(passing(), { objectMode: false }),
    digest: () => (hex ??= hash.digest('hex')),
  };
}

/** SHA-256 of a whole stream, hex (a stored file read back to check it). */
export async function sha256Of(source: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of source) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
