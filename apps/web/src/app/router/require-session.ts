import type { LoaderFunctionArgs } from 'react-router';
import { loginPathFrom } from '../../features/auth/redirect-paths.ts';
import { hasAccessToken, isApiError, refreshAccessToken } from '../../lib/api-client.ts';
import { guardRedirect } from './navigation-guard.ts';

// Apart from the other guards (route-guards.ts), whose branch and version checks bring the
// contract's schemas and a dozen chunks: a route that needs only the session (the signing page,
// opened on its own in a new window) does not wait for them.

/**
 * Login required. A tab without a stored token may still hold the session's refresh cookie (a
 * new tab when remember-me was off keeps its token in the other tab's sessionStorage): one
 * silent refresh restores the session; otherwise /login, remembering the page in `from`.
 */
export async function requireSession(request: Request): Promise<void> {
  if (hasAccessToken()) return;
  const restored = await refreshAccessToken().then(
    () => true,
    (error: unknown) => {
      // Offline the session may well be alive: the page shows the network failure, not /login.
      if (isApiError(error) && error.kind === 'network' && navigator.onLine === false) throw error;
      return false;
    },
  );
  if (!restored) throw guardRedirect(loginPathFrom(request.url));
}

export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireSession(request);
  return null;
}
