import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { peekHead } from './peek-head.ts';

const chunks = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p)));

describe('peekHead', () => {
  it('reads at least the head across small chunks and replays everything', async () => {
    const { head, body } = await peekHead(chunks('ab', 'cd', 'ef', 'gh'), 5);
    expect(head.toString()).toBe('abcdef');
    expect((await buffer(body)).toString()).toBe('abcdefgh');
  });

  it('answers what there is when the stream is shorter than the head', async () => {
    const { head, body } = await peekHead(chunks('abc'), 132);
    expect(head.toString()).toBe('abc');
    expect((await buffer(body)).toString()).toBe('abc');
  });

  it('answers an empty head for an empty stream', async () => {
    const { head, body } = await peekHead(chunks(), 4);
    expect(head.length).toBe(0);
    expect((await buffer(body)).length).toBe(0);
  });

  it('passes on an error of the source after the head', async () => {
    const source = new Readable({ read() {} });
    source.push(Buffer.from('abcd'));
    const { body } = await peekHead(source, 2);
    setImmediate(() => source.destroy(new Error('boom')));
    await expect(buffer(body)).rejects.toThrow('boom');
  });
});
