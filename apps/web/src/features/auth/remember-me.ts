/** Spec access §3: the remember-me choice is kept locally under 'rememberMe'. */
export const REMEMBER_ME_KEY = 'rememberMe';

export function readRememberMe(): boolean {
  try {
    return window.localStorage.getItem(REMEMBER_ME_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeRememberMe(value: boolean): void {
  try {
    window.localStorage.setItem(REMEMBER_ME_KEY, String(value));
  } catch {
    // The choice then lasts for this visit only.
  }
}
