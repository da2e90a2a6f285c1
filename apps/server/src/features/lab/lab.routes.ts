import { lab } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { listLabExpensesOfBranch, readLabExpense } from './read-lab-expenses.service.ts';
import { cancelLabExpenseRecord, createLabExpense, updateLabExpenseRecord } from './record-lab-expense.service.ts';

/** Lab expenses of spec clinic §7 Lab (/api/lab/{c}/{b}). */
export function registerLabRoutes(routes: EndpointRegistrar) {
  routes.handle(lab.list, async ({ tx, branch, query }) => listLabExpensesOfBranch(tx, branch, query));
  routes.handle(lab.get, async ({ tx, branch, params }) => readLabExpense(tx, branch, params.id));
  routes.handle(lab.create, async ({ tx, branch, user, body }) =>
    createLabExpense({ tx, branch, userId: user.id }, body),
  );
  routes.handle(lab.update, async ({ tx, branch, user, params, body }) =>
    updateLabExpenseRecord({ tx, branch, userId: user.id }, params.id, body),
  );
  routes.handle(lab.cancel, async ({ tx, branch, user, params, body }) =>
    cancelLabExpenseRecord({ tx, branch, userId: user.id }, params.id, body),
  );
}
