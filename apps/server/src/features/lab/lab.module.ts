import type { AppFeature } from '../../app-deps.ts';
import { registerLabRoutes } from './lab.routes.ts';

/**
 * Lab expenses: work sent to dental labs for patients, from the branch's lab catalogue (which
 * lives in masters, docs/adr/0011), with what it costs. `branchLabCosts()` (lab-costs.service.ts)
 * is what the branch reports read.
 */
export const labModule: AppFeature = {
  name: 'lab',
  routes: (routes) => registerLabRoutes(routes),
};
