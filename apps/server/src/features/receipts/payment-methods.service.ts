import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { findBranchPaymentSettings } from '../masters/branch-payment-methods.repo.ts';
import { listPaymentMethodNames } from './receipts.repo.ts';

/** The methods of the catalogue the branch takes (a method without a branch setting is taken). */
export async function branchPaymentMethods(tx: Tx, branch: BranchScope) {
  const settings = await findBranchPaymentSettings(tx, branch);
  const methods = await listPaymentMethodNames(tx);
  return methods.filter((method) => settings.get(method.id) !== false);
}

/** Every payment-method line names a method the branch takes (masters' setting), or 404. */
export async function checkPaymentMethods(tx: Tx, branch: BranchScope, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const taken = new Set((await branchPaymentMethods(tx, branch)).map((method) => method.id));
  if (ids.some((id) => !taken.has(id))) throw new AppError('PAYMENT-METHOD-NOT-FOUND');
}
