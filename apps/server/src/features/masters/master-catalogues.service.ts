import type { TBank, TPaymentGroup } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { listBanks, listPaymentGroups, listPaymentMethods } from './master-catalogues.repo.ts';

/** GET /api/master/mReceiptPayment/{c}/{b}: every group, each with its methods (spec clinic §7). */
export async function paymentMethodGroups(tx: Tx): Promise<TPaymentGroup[]> {
  const [groups, methods] = await Promise.all([listPaymentGroups(tx), listPaymentMethods(tx)]);
  return groups.map((group) => ({
    ...group,
    mReceiptPayment: methods.filter((m) => m.groupId === group.id).map(({ groupId: _groupId, ...method }) => method),
  }));
}

export function thaiBanks(tx: Tx): Promise<TBank[]> {
  return listBanks(tx);
}
