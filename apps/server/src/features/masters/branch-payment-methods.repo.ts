import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { preparedQuery, value } from '../../lib/db/prepared-query.ts';
import { branchPaymentMethods } from './branch-payment-methods.table.ts';
import { paymentMethods } from './master-lists.table.ts';
import type { ListScope } from './master-lists.repo.ts';

const selectBranchPaymentSettings = preparedQuery('branch_payment_settings', (tx, name) =>
  tx
    .select({ methodId: branchPaymentMethods.methodId, enabled: branchPaymentMethods.enabled })
    .from(branchPaymentMethods)
    .where(
      and(eq(branchPaymentMethods.clinicId, value('clinicId')), eq(branchPaymentMethods.branchId, value('branchId'))),
    )
    .prepare(name),
);

/** The branch's own settings: method id to whether it is taken (methods without a row are). */
export async function findBranchPaymentSettings(tx: Tx, scope: ListScope): Promise<Map<number, boolean>> {
  const rows = await selectBranchPaymentSettings(tx, { clinicId: scope.clinicId, branchId: scope.branchId });
  return new Map(rows.map((row) => [row.methodId, row.enabled]));
}

/** The ids of the catalogue among those given: the rest name no method. */
export async function existingPaymentMethodIds(tx: Tx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      sql`${paymentMethods.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return new Set(rows.map((row) => row.id));
}

export async function saveBranchPaymentSettings(
  tx: Tx,
  scope: ListScope,
  settings: readonly { id: number; enabled: boolean }[],
): Promise<void> {
  await tx
    .insert(branchPaymentMethods)
    .values(
      settings.map((s) => ({ clinicId: scope.clinicId, branchId: scope.branchId, methodId: s.id, enabled: s.enabled })),
    )
    .onConflictDoUpdate({
      target: [branchPaymentMethods.clinicId, branchPaymentMethods.branchId, branchPaymentMethods.methodId],
      set: { enabled: sql`excluded.enabled`, updatedAt: new Date() },
    });
}
