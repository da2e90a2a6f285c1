import { describe, expect, it } from 'vitest';
import { decideNavigation, NAVIGATION_HISTORY_SIZE, roleRedirect, type NavigationEntry } from './navigation-guard.ts';

type Step = string | { path: string; byGuard: boolean };

/**
 * Walks a list of navigations 100 ms apart and returns every decision. A plain path is a
 * redirect one of the guards caused; `{ byGuard: false }` is a person's own navigation.
 */
function walk(steps: Step[]) {
  let history: NavigationEntry[] = [];
  let now = 0;
  return steps.map((step) => {
    const { path, byGuard } = typeof step === 'string' ? { path: step, byGuard: true } : step;
    now += 100;
    const decision = decideNavigation(history, { path, at: now, isGuardRedirect: byGuard });
    history = decision.history;
    return decision;
  });
}

const redirects = (steps: Step[]) => walk(steps).map((d) => d.redirectTo);
const person = (path: string) => ({ path, byGuard: false });

describe('route guard decisions (spec access §2)', () => {
  it('sends a failed role check to /clinic', () => {
    expect(roleRedirect(false)).toBe('/clinic');
    expect(roleRedirect(true)).toBeNull();
  });

  it('sends a guard redirecting to the same path three times in a row to /login', () => {
    expect(redirects([person('/a'), '/a', '/a'])).toEqual([null, null, '/login']);
    expect(redirects([person('/a'), '/a', '/b', '/a'])).toEqual([null, null, null, null]);
  });

  it('sends a redirect chain through /clinic twice in the last three navigations to /login', () => {
    expect(redirects([person('/clinic'), '/yim/siam/usermanage', '/clinic'])).toEqual([null, null, '/login']);
    expect(redirects([person('/clinic'), '/a', '/b', '/clinic'])).toEqual([null, null, null, null]);
  });

  it('never counts a person clicking the same item again and again', () => {
    const clicks = Array.from({ length: 5 }, () => person('/yim/siam/queuemanage'));
    expect(redirects(clicks)).toEqual([null, null, null, null, null]);
  });

  it('never counts Back from a branch to the picker, however quick', () => {
    expect(redirects([person('/clinic'), person('/yim/siam'), '/yim/siam/queuemanage', person('/clinic')])).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('starts a new chain at a person navigation: a guard redirect after it counts from there', () => {
    // usermanage → /clinic by the role check, then the person picks usermanage again: no loop.
    expect(redirects([person('/yim/siam/usermanage'), '/clinic', person('/yim/siam/usermanage'), '/clinic'])).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('starts over after sending to /login, and never redirects /login itself', () => {
    const decisions = walk([person('/clinic'), '/x', '/clinic', '/clinic', '/login', '/login', '/login']);
    expect(decisions.map((d) => d.redirectTo)).toEqual([null, null, '/login', null, null, null, null]);
    expect(decisions[2]?.history).toEqual([]);
  });

  it('keeps a small history', () => {
    const decisions = walk(Array.from({ length: 25 }, (_, i) => `/p${i}`));
    expect(decisions.at(-1)?.history).toHaveLength(NAVIGATION_HISTORY_SIZE);
    expect(decisions.at(-1)?.history.at(-1)?.path).toBe('/p24');
  });
});
