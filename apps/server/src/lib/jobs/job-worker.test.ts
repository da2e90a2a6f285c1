import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './job-worker.ts';

describe('retryDelayMs', () => {
  it('waits 30 s after the first failure and doubles after each one', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits more than six hours', () => {
    expect(retryDelayMs(20)).toBe(6 * 3_600_000);
    expect(retryDelayMs(1000)).toBe(6 * 3_600_000);
  });
});
