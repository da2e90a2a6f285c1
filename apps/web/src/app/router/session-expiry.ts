import type { SessionExpiredReason } from '../../lib/api-client.ts';
import { isSignInPage } from '../../features/auth/redirect-paths.ts';

export type ExpiryAction = 'none' | 'dialog' | 'login';

export type ExpiryState = {
  pathname: string;
  /** A route loader is running: the guard redirects to /login with `from` itself. */
  isNavigating: boolean;
  isDialogOpen: boolean;
  reason: SessionExpiredReason;
};

/**
 * What the UI does when the session cannot be kept (spec access §4, §8): nothing on /login or
 * /oauth2, while a loader handles it, or when the dialog is already up; straight to /login when a
 * refresh failed in the last 30 s or the attempts are spent; else the session-expired dialog.
 */
export function sessionExpiryAction(state: ExpiryState): ExpiryAction {
  if (isSignInPage(state.pathname) || state.isNavigating || state.isDialogOpen) return 'none';
  return state.reason === 'recent-failure' || state.reason === 'too-many-attempts' ? 'login' : 'dialog';
}
