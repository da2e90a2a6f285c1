import type { AppFeature } from '../../app-deps.ts';
import { registerSuperadminRoutes } from './superadmin.routes.ts';

/** Platform tools for super-administrators: the guard, audited reads across clinics, creating a clinic, the sandbox page. */
export const superadminModule: AppFeature = {
  name: 'superadmin',
  routes: (routes, { config, integrations }) =>
    registerSuperadminRoutes(routes, config.publicUrl, integrations.sandboxConsole),
};
