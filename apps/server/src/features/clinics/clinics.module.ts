import type { AppFeature } from '../../app-deps.ts';
import { registerClinicRoutes } from './clinics.routes.ts';

/** Clinics and branches: the clinic picker, the login check at a branch, branch staff. */
export const clinicsModule: AppFeature = {
  name: 'clinics',
  routes: (routes, { config, integrations }) =>
    registerClinicRoutes(routes, { loginLimits: config.loginLimits, licenceRegistry: integrations.licenceRegistry }),
};
