import type { AppFeature } from '../../app-deps.ts';
import { registerReportsRoutes } from './reports.routes.ts';

/**
 * Income reports (issue 18): the branch's and a doctor's figures, summed in the database from
 * the receipts feature's tables, with the lab feature's costs beside them.
 */
export const reportsModule: AppFeature = {
  name: 'reports',
  routes: (routes) => registerReportsRoutes(routes),
};
