import type { AppFeature } from '../../app-deps.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { deleteSpentIdentityRows } from './identity-housekeeping.repo.ts';
import { registerRegistrationRoutes } from './registration.routes.ts';

/** Rows the sign-in machinery leaves behind (identity-housekeeping.repo.ts says which and for how long). */
export const pruneIdentityRows = { name: 'identity', run: deleteSpentIdentityRows };

/** Sign-in, tokens, sessions, registration and password reset (spec access §2–§5). */
export const authModule: AppFeature = {
  name: 'auth',
  routes(routes, { config, tokens }) {
    registerAuthRoutes(routes, {
      tokens,
      loginLimits: config.loginLimits,
      secureCookies: config.publicUrl.startsWith('https:'),
    });
    registerRegistrationRoutes(routes, { publicUrl: config.publicUrl });
  },
  periodicTasks: () => [pruneIdentityRows],
};
