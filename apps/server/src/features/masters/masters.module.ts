import type { AppFeature } from '../../app-deps.ts';
import { registerMasterRoutes } from './masters.routes.ts';

/** Configuration values, teeth and tooth surfaces (global catalogues). */
export const mastersModule: AppFeature = {
  name: 'masters',
  routes: (routes) => registerMasterRoutes(routes),
};
