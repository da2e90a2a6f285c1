export const LOGIN_PATH = '/login';
export const CLINIC_PATH = '/clinic';
/** Where super-administrators land after sign-in (issue 11): the platform's own page. */
export const SUPERADMIN_PATH = '/superadmin';

// Pages that must not be remembered as the place to come back to (spec access §4).
const NOT_A_DESTINATION = ['/login', '/logout', '/oauth2'];

function isNotADestination(pathname: string): boolean {
  return NOT_A_DESTINATION.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** /login, /logout and /oauth2: pages where an ended session needs no dialog and no redirect. */
export function isSignInPage(pathname: string): boolean {
  return isNotADestination(pathname);
}

/** /login, with `from` holding the page the user was on. */
export function loginPathFrom(current: string | URL): string {
  const url = new URL(current, 'http://app.invalid');
  const from = `${url.pathname}${url.search}`;
  if (isNotADestination(url.pathname) || from === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?from=${encodeURIComponent(from)}`;
}

/** `from` only when it is a path on this site; anything else (other origins, //host) is dropped. */
export function safeRedirectPath(from: string | null): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  const base = 'http://app.invalid';
  let url: URL;
  try {
    url = new URL(from, base);
  } catch {
    return null;
  }
  if (url.origin !== base || isNotADestination(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The Login route after the session-expired dialog (spec access §4): `redirect` holds the redirect
 * already in the URL, else the current page.
 */
export function loginPathWithRedirect(current: string | URL): string {
  const url = new URL(current, 'http://app.invalid');
  const existing = url.searchParams.get('redirect');
  const target = existing ?? (isNotADestination(url.pathname) ? null : `${url.pathname}${url.search}`);
  return target ? `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/**
 * Where a successful login goes: `from`, then `redirect`, each only as a path on this site; else
 * /clinic, or /superadmin for a platform super-administrator.
 */
export function loginDestination(search: URLSearchParams, isSuperadmin = false): string {
  return (
    safeRedirectPath(search.get('from')) ??
    safeRedirectPath(search.get('redirect')) ??
    (isSuperadmin ? SUPERADMIN_PATH : CLINIC_PATH)
  );
}
