import type { AppFeature } from '../../app-deps.ts';
import { registerOrthoRoutes } from './ortho.routes.ts';

/**
 * Ortho packages: the branches' master packages beside the national templates, and patients'
 * packages (a snapshot, an instalment schedule, visits used, status). Same rank as treatments,
 * and independent of it.
 */
export const orthoModule: AppFeature = {
  name: 'ortho',
  routes: (routes) => registerOrthoRoutes(routes),
};
