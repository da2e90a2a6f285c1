import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { CLINIC_PATH, LOGIN_PATH } from '../../features/auth/redirect-paths.ts';

export type NavigationEntry = { path: string; at: number };

/** A small history is enough: the rules look at the last three navigations. */
export const NAVIGATION_HISTORY_SIZE = 10;
/**
 * Navigations more than 1 s apart are a person clicking, not a redirect loop: only the latest run
 * of quick navigations counts. The spec gives no time; without one, picking a branch and then
 * "choose clinic" (/clinic → a branch page → /clinic) would already read as a loop.
 */
export const LOOP_WINDOW_MS = 1_000;

export type GuardDecision = { redirectTo: string | null; history: NavigationEntry[] };

function latestRun(history: NavigationEntry[]): NavigationEntry[] {
  let start = history.length - 1;
  while (start > 0 && (history[start]?.at ?? 0) - (history[start - 1]?.at ?? 0) <= LOOP_WINDOW_MS) start -= 1;
  return history.slice(Math.max(start, 0));
}

/**
 * Spec access §2 route guard, loop protection: the same path three times in a row, or /clinic
 * twice in the last three navigations, sends the user to /login (and the history starts over).
 * /login itself is never redirected.
 */
export function decideNavigation(history: NavigationEntry[], path: string, now: number): GuardDecision {
  const next = [...history, { path, at: now }].slice(-NAVIGATION_HISTORY_SIZE);
  if (path === LOGIN_PATH) return { redirectTo: null, history: next };
  const lastThree = latestRun(next)
    .slice(-3)
    .map((entry) => entry.path);
  const isRepeated = lastThree.length === 3 && lastThree.every((p) => p === path);
  const clinicVisits = lastThree.filter((p) => p === CLINIC_PATH).length;
  if (isRepeated || clinicVisits >= 2) return { redirectTo: LOGIN_PATH, history: [] };
  return { redirectTo: null, history: next };
}

/** Spec access §2 route guard, role check: a page the roles do not allow sends the user to /clinic. */
export function roleRedirect(isAllowed: boolean): string | null {
  return isAllowed ? null : CLINIC_PATH;
}

let navigationHistory: NavigationEntry[] = [];

/** The root loader: runs on every navigation and applies the loop protection. */
export function navigationGuardLoader({ request }: LoaderFunctionArgs): null {
  const decision = decideNavigation(navigationHistory, new URL(request.url).pathname, Date.now());
  navigationHistory = decision.history;
  if (decision.redirectTo) throw redirect(decision.redirectTo);
  return null;
}

/** Every navigation counts, including one to the same URL; form submissions keep the default. */
export function revalidateOnNavigation({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod === undefined ? true : defaultShouldRevalidate;
}

/** For tests: start with an empty history. */
export function resetNavigationHistory(): void {
  navigationHistory = [];
}
