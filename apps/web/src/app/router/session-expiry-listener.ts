import type { createBrowserRouter } from 'react-router';
import { loginPathFrom, loginPathWithRedirect } from '../../features/auth/redirect-paths.ts';
import { endSession } from '../../features/auth/session.ts';
import { onSessionEvent } from '../../lib/api-client.ts';
import { isSessionDialogOpen, openSessionExpiredDialog } from './session-expired-dialog.tsx';
import { sessionExpiryAction } from './session-expiry.ts';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'navigate'>;

function currentPath(router: AppRouter): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/**
 * Connects the API's session events to the router: the session-expired dialog, then the Login route
 * with `redirect`; or straight to /login with `from`. Returns the function that disconnects it.
 */
export function installSessionExpiry(router: AppRouter): () => void {
  return onSessionEvent((event) => {
    if (event.type !== 'expired') return;
    const action = sessionExpiryAction({
      pathname: router.state.location.pathname,
      // The first load reads as idle until it is initialized: its loaders redirect by themselves.
      isNavigating: !router.state.initialized || router.state.navigation.state !== 'idle',
      isDialogOpen: isSessionDialogOpen(),
      reason: event.reason,
    });
    // The user, branch and cache are cleared once the page that used them is gone.
    if (action === 'login') {
      void router.navigate(loginPathFrom(currentPath(router))).then(endSession);
    } else if (action === 'dialog') {
      openSessionExpiredDialog(() => {
        void router.navigate(loginPathWithRedirect(currentPath(router))).then(endSession);
      });
    }
  });
}
