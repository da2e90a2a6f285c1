import type { AppFeature } from '../../app-deps.ts';
import { registerProfileRoutes } from './profile.routes.ts';

/** The caller's own account: user info, profile update, password change. */
export const profileModule: AppFeature = {
  name: 'profile',
  routes: (routes, { config }) => registerProfileRoutes(routes, config.loginLimits),
};
