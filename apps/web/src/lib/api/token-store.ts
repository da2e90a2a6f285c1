/**
 * The access token is kept under 'accessToken' (spec access §4 and §7); the refresh token is an
 * httpOnly cookie the browser sends by itself. Where the access token lives follows remember-me:
 * - with remember-me, localStorage: it outlives the browser, like the 30-day refresh cookie;
 * - without, sessionStorage: it ends with the browser session, like the refresh cookie, so a
 *   person who did not ask to be remembered signs in again after restarting the browser.
 * Reading looks in both (sessionStorage first) and clearing clears both. Storage can throw
 * (private mode, quota, blocked cookies), so every access is guarded: a failure reads as "no token".
 */
export const ACCESS_TOKEN_KEY = 'accessToken';

type Place = 'localStorage' | 'sessionStorage';

function read(place: Place): string | null {
  try {
    const value = window[place].getItem(ACCESS_TOKEN_KEY);
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

function remove(place: Place): void {
  try {
    window[place].removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Nothing stored there, nothing to clear.
  }
}

export function getAccessToken(): string | null {
  return read('sessionStorage') ?? read('localStorage');
}

export type TokenPlacement = {
  /**
   * true: kept across browser restarts (remember-me); false: for this browser session only.
   * Left out (a refreshed token), the new token goes where the current one is.
   */
  persist?: boolean;
};

/** Whether the stored token is the persistent one (remember-me); false when none is stored. */
export function isAccessTokenPersistent(): boolean {
  return read('sessionStorage') === null && read('localStorage') !== null;
}

export function setAccessToken(token: string, placement: TokenPlacement = {}): void {
  const persist = placement.persist ?? isAccessTokenPersistent();
  const target: Place = persist ? 'localStorage' : 'sessionStorage';
  // One place only: a token left behind in the other would be read instead, or outlive the choice.
  remove(persist ? 'sessionStorage' : 'localStorage');
  try {
    window[target].setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Without storage the session lasts as long as the refresh cookie lets it.
  }
}

export function clearAccessToken(): void {
  remove('sessionStorage');
  remove('localStorage');
}

export function hasAccessToken(): boolean {
  return getAccessToken() !== null;
}
