import type { AppFeature } from '../../app-deps.ts';
import { registerSuperadminRoutes } from './superadmin.routes.ts';

/** Platform tools for super-administrators: the guard and audited reads across clinics, the sandbox page. */
export const superadminModule: AppFeature = {
  name: 'superadmin',
  routes: (routes, { integrations }) => registerSuperadminRoutes(routes, integrations.sandboxConsole),
};
