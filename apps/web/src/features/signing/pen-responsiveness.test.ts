import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint.ts';
import { isPenResponsive, PEN_RESPONSIVE_MS } from './pen-responsiveness.ts';

describe('the pen-responsiveness check (spec §9)', () => {
  it('counts a stroke answered under 10,000 ms as responsive, and one at or past it as not', () => {
    expect(PEN_RESPONSIVE_MS).toBe(10_000);
    expect(isPenResponsive(1_000, 1_000)).toBe(true);
    expect(isPenResponsive(1_000, 10_999.9)).toBe(true);
    expect(isPenResponsive(1_000, 11_000)).toBe(false);
    expect(isPenResponsive(1_000, 60_000)).toBe(false);
  });

  it('answers with the time after the next frame was drawn, not before it', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    try {
      const seen: number[] = [];
      afterNextPaint((at) => seen.push(at));
      vi.advanceTimersToNextFrame(); // the frame that draws
      expect(seen).toEqual([]);
      vi.advanceTimersToNextFrame(); // the one after its paint
      expect(seen).toHaveLength(1);
      expect(seen[0]).toBeGreaterThanOrEqual(32);
    } finally {
      vi.useRealTimers();
    }
  });
});
