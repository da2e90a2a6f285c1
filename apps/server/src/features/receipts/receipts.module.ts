import type { AppFeature } from '../../app-deps.ts';
import { registerReceiptsRoutes } from './receipts.routes.ts';

/**
 * Receipts: taking payment for a visit (numbered gaplessly per branch and Buddhist year,
 * idempotent by key), the branch's receipts, and cancelling one. The clock is the app's.
 */
export const receiptsModule: AppFeature = {
  name: 'receipts',
  routes: (routes, { now }) => registerReceiptsRoutes(routes, now),
};
