import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadTimeoutError,
  importWithTimeout,
  isChunkLoadError,
  lazyPage,
} from './lazy-import.ts';

afterEach(() => vi.useRealTimers());

describe('importWithTimeout', () => {
  it('uses the 120 s time-out of the spec', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('resolves with the module when it arrives in time', async () => {
    await expect(importWithTimeout(() => Promise.resolve({ ok: true }))).resolves.toEqual({ ok: true });
  });

  it('rejects after the time-out when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const pending = importWithTimeout(() => new Promise<never>(() => {}));
    const settled = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let done = false;
    void settled.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(error).toBeInstanceOf(ChunkLoadTimeoutError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes an import failure through', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(importWithTimeout(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(isChunkLoadError(failure)).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
  });
});

describe('lazyPage', () => {
  it('picks the named component for React Router', async () => {
    const Page = () => null;
    const route = await lazyPage(
      () => Promise.resolve({ Page }),
      (module) => module.Page,
    )();
    expect(route.Component).toBe(Page);
  });
});
