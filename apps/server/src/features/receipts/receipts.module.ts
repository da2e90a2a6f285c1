import type { AppFeature } from '../../app-deps.ts';
import { registerReceiptsRoutes } from './receipts.routes.ts';
import { voidAbandonedTerminalSales } from './abandoned-terminal-sales.service.ts';

/**
 * Receipts: taking payment for a visit (numbered gaplessly per branch and Buddhist year,
 * idempotent by key), the branch's receipts, and cancelling one; card lines are taken at the
 * card terminal (`integrations.edcTerminal`, its sandbox by default). The clock is the app's; the
 * storage holds the clinic's logo the PDF prints. Housekeeping ends card sales that no receipt
 * took.
 */
export const receiptsModule: AppFeature = {
  name: 'receipts',
  routes: (routes, { storage, now, integrations }) =>
    registerReceiptsRoutes(routes, { storage, now, terminal: integrations.edcTerminal }),
  periodicTasks: ({ now, integrations }) => [voidAbandonedTerminalSales({ now, terminal: integrations.edcTerminal })],
};
