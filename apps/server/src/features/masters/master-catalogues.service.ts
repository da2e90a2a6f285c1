import type { TBank, TBranchPaymentMethodsInput, TPaymentGroup } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import {
  existingPaymentMethodIds,
  listBranchPaymentMethods,
  saveBranchPaymentSettings,
} from './branch-payment-methods.repo.ts';
import { listBanks } from './master-catalogues.repo.ts';
import type { MasterWriter } from './master-lists.service.ts';

/**
 * GET /api/master/mReceiptPayment/{c}/{b}: every group, each with its methods (spec clinic §7),
 * and whether this branch takes each one. Receipts offer the enabled ones; the setting page
 * shows them all.
 */
export async function paymentMethodGroups(tx: Tx, branch: BranchScope): Promise<TPaymentGroup[]> {
  const groups = new Map<number, TPaymentGroup>();
  for (const { group, method, enabled } of await listBranchPaymentMethods(tx, branch)) {
    let entry = groups.get(group.id);
    if (!entry) {
      entry = { ...group, mReceiptPayment: [] };
      groups.set(group.id, entry);
    }
    if (method) entry.mReceiptPayment.push({ ...method, enabled });
  }
  return [...groups.values()];
}

/**
 * PUT /api/master/mReceiptPayment/{c}/{b}: turns methods on or off at the branch. Every id must
 * name a method (404 otherwise), and at least one method stays on: a branch that takes no
 * payment could not issue a receipt.
 */
export async function updateBranchPaymentMethods(
  { tx, branch, userId }: MasterWriter,
  input: TBranchPaymentMethodsInput,
): Promise<TPaymentGroup[]> {
  const known = await existingPaymentMethodIds(
    tx,
    input.methods.map((m) => m.id),
  );
  if (input.methods.some((m) => !known.has(m.id))) throw new AppError('PAYMENT-METHOD-NOT-FOUND');
  const before = await paymentMethodGroups(tx, branch);
  const changes = new Map(input.methods.map((m) => [m.id, m.enabled]));
  const stillEnabled = before.flatMap((g) => g.mReceiptPayment).some((m) => changes.get(m.id) ?? m.enabled);
  if (!stillEnabled) throw new AppError('PAYMENT-METHOD-NONE-ENABLED');
  await saveBranchPaymentSettings(tx, branch, input.methods);
  const after = await paymentMethodGroups(tx, branch);
  await writeAudit(tx, branch, userId, {
    entity: 'branch.paymentMethods',
    entityId: branch.branchId,
    action: 'update',
    before: enabledIds(before),
    after: enabledIds(after),
  });
  return after;
}

function enabledIds(groups: TPaymentGroup[]) {
  return { enabled: groups.flatMap((g) => g.mReceiptPayment.filter((m) => m.enabled).map((m) => m.id)) };
}

export function thaiBanks(tx: Tx): Promise<TBank[]> {
  return listBanks(tx);
}
