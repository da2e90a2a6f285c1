import type { AppFeature } from '../../app-deps.ts';
import { registerLabCatalogueRoutes } from './lab-catalogue.routes.ts';
import { registerMasterListRoutes } from './master-lists.routes.ts';
import { registerMasterRoutes } from './masters.routes.ts';
import { registerThaiAddressRoutes } from './thai-address.routes.ts';

/**
 * Configuration values, teeth and tooth surfaces, the Thai address set (global catalogues); the
 * branches' master lists, their lab catalogue and the payment methods they take.
 */
export const mastersModule: AppFeature = {
  name: 'masters',
  routes: (routes) => {
    registerMasterRoutes(routes);
    registerMasterListRoutes(routes);
    registerThaiAddressRoutes(routes);
    registerLabCatalogueRoutes(routes);
  },
};
