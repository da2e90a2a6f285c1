import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { CLINIC_PATH, LOGIN_PATH } from '../../features/auth/redirect-paths.ts';

export type NavigationEntry = { path: string; at: number };

/** A small history is enough: the rules look at the last three navigations. */
export const NAVIGATION_HISTORY_SIZE = 10;
/**
 * How long a redirect a guard asked for waits for its navigation to start. The router starts it
 * at once; the margin only covers a busy main thread, and a stale mark must not make a person's
 * later click look like part of a loop.
 */
export const GUARD_REDIRECT_TTL_MS = 5_000;

export type GuardDecision = { redirectTo: string | null; history: NavigationEntry[] };

export type Navigation = NavigationEntry & {
  /** The navigation is a redirect one of the route guards asked for, not a person's own. */
  isGuardRedirect: boolean;
};

/**
 * Spec access §2 route guard, loop protection: the same path three times in a row, or /clinic
 * twice in the last three navigations, sends the user to /login (and the history starts over).
 * Only redirects the guards themselves caused extend the chain: a person's own navigation (a
 * click on the same menu item, Back to the picker) starts it afresh, so only a real redirect
 * loop can end on /login. /login itself is never redirected.
 */
export function decideNavigation(history: NavigationEntry[], navigation: Navigation): GuardDecision {
  const entry = { path: navigation.path, at: navigation.at };
  const next = navigation.isGuardRedirect ? [...history, entry].slice(-NAVIGATION_HISTORY_SIZE) : [entry];
  if (navigation.path === LOGIN_PATH) return { redirectTo: null, history: next };
  const lastThree = next.slice(-3).map((item) => item.path);
  const isRepeated = lastThree.length === 3 && lastThree.every((p) => p === navigation.path);
  const clinicVisits = lastThree.filter((p) => p === CLINIC_PATH).length;
  if (isRepeated || clinicVisits >= 2) return { redirectTo: LOGIN_PATH, history: [] };
  return { redirectTo: null, history: next };
}

let navigationHistory: NavigationEntry[] = [];
/** Redirects the guards asked for in the current navigation (parallel loaders may each ask). */
let pendingGuardRedirects: NavigationEntry[] = [];
/** The root loader found a loop in this navigation: every guard now answers /login. */
let isLoopBroken = false;

/**
 * The redirect every route guard answers with: it marks the navigation it causes, so that the
 * loop protection counts it (see decideNavigation). Once the loop protection has spoken in this
 * navigation, a guard's redirect is /login too: the router follows the deepest loader's redirect,
 * which would otherwise carry the loop on past the verdict.
 */
export function guardRedirect(to: string): Response {
  if (isLoopBroken) return redirect(LOGIN_PATH);
  pendingGuardRedirects.push({ path: new URL(to, 'http://app.invalid').pathname, at: Date.now() });
  return redirect(to);
}

/** Spec access §2 route guard, role check: a page the roles do not allow sends the user to /clinic. */
export function roleRedirect(isAllowed: boolean): string | null {
  return isAllowed ? null : CLINIC_PATH;
}

function takeGuardMark(path: string, now: number): boolean {
  const marks = pendingGuardRedirects;
  pendingGuardRedirects = [];
  return marks.some((mark) => mark.path === path && now - mark.at <= GUARD_REDIRECT_TTL_MS);
}

/** The root loader: runs on every navigation and applies the loop protection. */
export function navigationGuardLoader({ request }: LoaderFunctionArgs): null {
  const path = new URL(request.url).pathname;
  const now = Date.now();
  // The root loader runs first in every navigation (it is synchronous), before any guard below.
  isLoopBroken = false;
  const decision = decideNavigation(navigationHistory, { path, at: now, isGuardRedirect: takeGuardMark(path, now) });
  navigationHistory = decision.history;
  if (decision.redirectTo) {
    isLoopBroken = true;
    throw redirect(decision.redirectTo);
  }
  return null;
}

/** Every navigation counts, including one to the same URL; form submissions keep the default. */
export function revalidateOnNavigation({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod === undefined ? true : defaultShouldRevalidate;
}

/** For tests: start with an empty history. */
export function resetNavigationHistory(): void {
  navigationHistory = [];
  pendingGuardRedirects = [];
  isLoopBroken = false;
}
