import { payments } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { topUpCredit, type PaymentsDeps } from './fast-pay.service.ts';
import { creditBalanceOf, fastPayTransaction, listBranchOrders, receiveFastPayCallback } from './orders.service.ts';
import { subscribeFileStorage } from './storage-plan.service.ts';

/** Spec clinic §7 Payment and fileStorage/subscribe; handleIo wherever the bank is asked. */
export function registerPaymentsRoutes(routes: EndpointRegistrar, deps: Omit<PaymentsDeps, 'db'>) {
  routes.handleIo(
    payments.topUpCredit,
    async ({ db, branch, user, body }) => topUpCredit({ ...deps, db }, { branch, userId: user.id }, body),
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );
  routes.handle(payments.creditBalance, async ({ tx, branch }) => creditBalanceOf(tx, branch));
  routes.handle(payments.listOrders, async ({ tx, branch, query }) => listBranchOrders(tx, branch, query));
  routes.handleIo(payments.transaction, async ({ db, branch, user, params }) =>
    fastPayTransaction({ ...deps, db }, { branch, userId: user.id }, params.referenceId),
  );
  routes.handleIo(payments.fastPayCallback, async ({ db, body }) => receiveFastPayCallback({ ...deps, db }, body), {
    rateLimit: { max: 600, timeWindow: '1 minute' },
  });
  routes.handleIo(
    payments.subscribeFileStorage,
    async ({ db, branch, user, body }) => subscribeFileStorage({ ...deps, db }, { branch, userId: user.id }, body),
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );
}
