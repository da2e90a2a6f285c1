import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for Web Audio that records what the chime asks of it. */
function fakeAudio() {
  const ramps: number[] = [];
  const started: number[] = [];
  const param = () => ({
    value: 0,
    setValueAtTime: vi.fn(),
    linearRampToValueAtTime: (value: number) => void ramps.push(value),
    exponentialRampToValueAtTime: vi.fn(),
  });
  class FakeContext {
    static made = 0;
    state = 'running';
    currentTime = 0;
    destination = {};
    constructor() {
      FakeContext.made += 1;
    }
    createOscillator() {
      const node = {
        type: '',
        frequency: param(),
        connect: (next: unknown) => next,
        start: (at: number) => void started.push(at),
        stop: vi.fn(),
      };
      return node;
    }
    createGain() {
      return { gain: param(), connect: (next: unknown) => next };
    }
    resume() {
      return Promise.resolve();
    }
  }
  return { FakeContext, ramps, started };
}

async function loadChime() {
  vi.resetModules();
  return (await import('./chime.ts')).playChime;
}

describe('the check-in chime', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('plays two tones that peak at the volume given', async () => {
    const audio = fakeAudio();
    vi.stubGlobal('AudioContext', audio.FakeContext);
    const playChime = await loadChime();
    expect(playChime(0.35)).toBe(true);
    expect(audio.ramps).toEqual([0.35, 0.35]);
    expect(audio.started).toHaveLength(2);
    expect(playChime(0.6)).toBe(true);
    expect(audio.ramps.slice(2)).toEqual([0.6, 0.6]);
    expect(audio.FakeContext.made).toBe(1);
  });

  it('stays silent at volume 0 and without Web Audio', async () => {
    const audio = fakeAudio();
    vi.stubGlobal('AudioContext', audio.FakeContext);
    let playChime = await loadChime();
    expect(playChime(0)).toBe(false);
    expect(audio.FakeContext.made).toBe(0);
    vi.stubGlobal('AudioContext', undefined);
    playChime = await loadChime();
    expect(playChime(0.6)).toBe(false);
  });
});
