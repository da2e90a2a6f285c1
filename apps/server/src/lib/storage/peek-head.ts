import { Readable } from 'node:stream';

/**
 * Reads the first `bytes` of a stream (fewer when it is shorter) and answers them with a stream
 * of the whole content, head included. Decisions that depend on the bytes (type, storage key)
 * are made before anything is written. A caller that refuses after peeking must destroy `source`.
 */
export async function peekHead(source: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const held: Buffer[] = [];
  let length = 0;
  let isDone = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      isDone = true;
      break;
    }
    held.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(held);

  async function* replay() {
    try {
      if (head.length > 0) yield head;
      while (!isDone) {
        const next = await iterator.next();
        if (next.done) isDone = true;
        else yield next.value;
      }
    } finally {
      // The consumer stopped early (a failed write): release the source too.
      if (!isDone) await iterator.return?.();
    }
  }
  return { head, body: Readable.from(replay(), { objectMode: false }) };
}
