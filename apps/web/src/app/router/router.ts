import { createBrowserRouter } from 'react-router';
import { installGlobalErrorHandler } from '../../lib/global-error-handler.ts';
import { routes } from './routes.tsx';
import { installSessionExpiry } from './session-expiry-listener.ts';

/** The app's router, with the global error handler and the session-expired handling attached. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  installGlobalErrorHandler();
  installSessionExpiry(router);
  return router;
}
