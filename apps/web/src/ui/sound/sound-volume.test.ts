import { describe, expect, it } from 'vitest';
import { readVolume, VOLUME_DEFAULT, VOLUME_KEY, writeVolume } from './sound-volume.ts';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('sound volume (spec access §9)', () => {
  it('starts at 0.6 and ignores stored values out of range', () => {
    expect(readVolume(memory())).toBe(VOLUME_DEFAULT);
    expect(readVolume(memory({ [VOLUME_KEY]: '0.9' }))).toBe(VOLUME_DEFAULT);
    expect(readVolume(memory({ [VOLUME_KEY]: 'loud' }))).toBe(VOLUME_DEFAULT);
    expect(readVolume(memory({ [VOLUME_KEY]: '0.25' }))).toBe(0.25);
  });

  it('stores on the 0.05 grid within 0 to 0.6', () => {
    const storage = memory();
    expect(writeVolume(0.30000000000000004, storage)).toBe(0.3);
    expect(storage.data.get(VOLUME_KEY)).toBe('0.3');
    expect(writeVolume(0.71, storage)).toBe(0.6);
    expect(writeVolume(-1, storage)).toBe(0);
    expect(writeVolume(0.12, storage)).toBe(0.1);
  });
});
