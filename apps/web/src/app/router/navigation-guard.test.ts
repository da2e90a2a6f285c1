import { describe, expect, it } from 'vitest';
import {
  decideNavigation,
  LOOP_WINDOW_MS,
  NAVIGATION_HISTORY_SIZE,
  roleRedirect,
  type NavigationEntry,
} from './navigation-guard.ts';

/** Walks a list of paths, 100 ms apart unless a gap is given, and returns every decision. */
function walk(steps: (string | { path: string; gap: number })[]) {
  let history: NavigationEntry[] = [];
  let now = 0;
  return steps.map((step) => {
    const { path, gap } = typeof step === 'string' ? { path: step, gap: 100 } : step;
    now += gap;
    const decision = decideNavigation(history, path, now);
    history = decision.history;
    return decision;
  });
}

const redirects = (steps: Parameters<typeof walk>[0]) => walk(steps).map((d) => d.redirectTo);

describe('route guard decisions (spec access §2)', () => {
  it('sends a failed role check to /clinic', () => {
    expect(roleRedirect(false)).toBe('/clinic');
    expect(roleRedirect(true)).toBeNull();
  });

  it('sends the same path three times in a row to /login', () => {
    expect(redirects(['/a', '/a', '/a'])).toEqual([null, null, '/login']);
    expect(redirects(['/a', '/a', '/b', '/a'])).toEqual([null, null, null, null]);
  });

  it('sends /clinic twice in the last three navigations to /login', () => {
    expect(redirects(['/clinic', '/yim/siam/usermanage', '/clinic'])).toEqual([null, null, '/login']);
    expect(redirects(['/clinic', '/a', '/b', '/clinic'])).toEqual([null, null, null, null]);
  });

  it('starts over after sending to /login, and never redirects /login itself', () => {
    const decisions = walk(['/clinic', '/x', '/clinic', '/clinic', '/login', '/login', '/login']);
    expect(decisions.map((d) => d.redirectTo)).toEqual([null, null, '/login', null, null, null, null]);
    expect(decisions[2]?.history).toEqual([]);
  });

  it('reads navigations more than 1 s apart as a person, not a loop', () => {
    expect(redirects(['/clinic', { path: '/yim/siam/queuemanage', gap: LOOP_WINDOW_MS + 1 }, '/clinic'])).toEqual([
      null,
      null,
      null,
    ]);
    expect(redirects(['/a', { path: '/a', gap: LOOP_WINDOW_MS }, { path: '/a', gap: LOOP_WINDOW_MS }])).toEqual([
      null,
      null,
      '/login',
    ]);
  });

  it('keeps a small history', () => {
    const decisions = walk(Array.from({ length: 25 }, (_, i) => `/p${i}`));
    expect(decisions.at(-1)?.history).toHaveLength(NAVIGATION_HISTORY_SIZE);
    expect(decisions.at(-1)?.history.at(-1)?.path).toBe('/p24');
  });
});
