import type { AppFeature } from '../../app-deps.ts';
import { registerPaymentsRoutes } from './payments.routes.ts';

/**
 * Payments: orders paid through KTB fast pay (credit top-ups, file-storage plans), the bank's
 * signed callback, and the branch's credit. The bank is `integrations.ktbFastPay` (its sandbox by
 * default); the clock is the app's (`AppDeps.now`).
 */
export const paymentsModule: AppFeature = {
  name: 'payments',
  routes: (routes, { integrations, config, now }) =>
    registerPaymentsRoutes(routes, { bank: integrations.ktbFastPay, publicUrl: config.publicUrl, now }),
};
