import type { AppFeature } from '../../app-deps.ts';
import { registerLabCatalogueRoutes } from './lab-catalogue.routes.ts';
import { registerMasterListRoutes } from './master-lists.routes.ts';
import { registerMasterRoutes } from './masters.routes.ts';
import { registerThaiAddressRoutes } from './thai-address.routes.ts';

/**
 * Configuration values (the ads list by its version too), teeth and tooth surfaces, the Thai address set (global catalogues); the
 * branches' master lists, their lab catalogue and the payment methods they take.
 */
export const mastersModule: AppFeature = {
  name: 'masters',
  routes: (routes, { integrations }) => {
    registerMasterRoutes(routes, integrations.adsStore);
    registerMasterListRoutes(routes);
    registerThaiAddressRoutes(routes);
    registerLabCatalogueRoutes(routes);
  },
};
