import { describe, expect, it } from 'vitest';
import { DATE_SHORTCUTS, shortcutRange } from './date-shortcuts.ts';

describe('shortcutRange', () => {
  it('reads each shortcut of spec clinic §9 on a given day', () => {
    const today = '2026-03-01';
    expect(Object.fromEntries(DATE_SHORTCUTS.map((s) => [s, shortcutRange(s, today)]))).toEqual({
      today: { from: '2026-03-01', to: '2026-03-01' },
      yesterday: { from: '2026-02-28', to: '2026-02-28' },
      thisMonth: { from: '2026-03-01', to: '2026-03-31' },
      lastMonth: { from: '2026-02-01', to: '2026-02-28' },
      twoMonthsAgo: { from: '2026-01-01', to: '2026-01-31' },
      threeMonthsAgo: { from: '2025-12-01', to: '2025-12-31' },
    });
  });

  it('crosses years and leap days', () => {
    expect(shortcutRange('yesterday', '2025-01-01')).toEqual({ from: '2024-12-31', to: '2024-12-31' });
    expect(shortcutRange('lastMonth', '2024-03-15')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(shortcutRange('threeMonthsAgo', '2024-02-29')).toEqual({ from: '2023-11-01', to: '2023-11-30' });
  });
});
