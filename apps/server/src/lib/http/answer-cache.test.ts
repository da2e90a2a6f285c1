import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';
import { acceptsGzip, PreparedAnswer } from './prepared-answer.ts';

const answerOf = (body: unknown) => async () => new PreparedAnswer(body);
const text = async (answer: Promise<PreparedAnswer>) => (await answer).json.toString();

describe('createAnswerCache', () => {
  it('computes once per scope, version and key, and again once the version moves on', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000 });
    let computed = 0;
    const compute = async () => new PreparedAnswer({ n: ++computed });
    expect(await text(cache.get(1, 5, 'week', compute))).toBe('{"n":1}');
    expect(await text(cache.get(1, 5, 'week', compute))).toBe('{"n":1}');
    expect(await text(cache.get(1, 5, 'other week', compute))).toBe('{"n":2}');
    expect(await text(cache.get(2, 5, 'week', compute))).toBe('{"n":3}');
    expect(await text(cache.get(1, 6, 'week', compute))).toBe('{"n":4}');
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 4 });
    // Version 6 of scope 1 dropped both of its version-5 answers; scope 2 keeps its own.
    expect(cache.stats().entries).toBe(2);
  });

  it('shares one computation among requests that miss at once', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000 });
    let computed = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      computed += 1;
      await gate;
      return new PreparedAnswer({ ok: true });
    };
    const waiting = [cache.get(1, 1, 'k', compute), cache.get(1, 1, 'k', compute), cache.get(1, 1, 'k', compute)];
    release();
    const answers = await Promise.all(waiting);
    expect(computed).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps nothing for a request that read an older version than one already kept', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000 });
    await cache.get(1, 7, 'k', answerOf({ v: 7 }));
    expect(await text(cache.get(1, 6, 'k', answerOf({ v: 6 })))).toBe('{"v":6}');
    expect(await text(cache.get(1, 7, 'k', answerOf({ v: 'again' })))).toBe('{"v":7}');
    expect(cache.stats().entries).toBe(1);
  });

  it('does not keep a failed computation', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000 });
    await expect(
      cache.get(1, 1, 'k', async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect(await text(cache.get(1, 1, 'k', answerOf('fine')))).toBe('"fine"');
  });

  it('lets the least recently used answers go beyond its budget', async () => {
    const big = 'x'.repeat(400);
    const cache = createAnswerCache({ maxBytes: 1000 });
    await cache.get(1, 1, 'a', answerOf(big));
    await cache.get(2, 1, 'b', answerOf(big));
    await cache.get(1, 1, 'a', answerOf('recomputed'));
    await cache.get(3, 1, 'c', answerOf(big));
    // 'b' was used least recently: it went, 'a' (used again) stayed.
    expect(await text(cache.get(1, 1, 'a', answerOf('recomputed')))).toBe(JSON.stringify(big));
    expect(await text(cache.get(2, 1, 'b', answerOf('recomputed')))).toBe('"recomputed"');
    expect(cache.stats().bytes).toBeLessThanOrEqual(1000);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    [undefined, false],
    ['', false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
