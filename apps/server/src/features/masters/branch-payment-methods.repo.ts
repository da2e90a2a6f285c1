import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { preparedQuery, value } from '../../lib/db/prepared-query.ts';
import { branchPaymentMethods } from './branch-payment-methods.table.ts';
import { paymentMethodGroups, paymentMethods } from './master-lists.table.ts';
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

/**
 * Every group of the catalogue with its methods, each with whether the branch takes it, in the
 * catalogue's order: one statement (the receipt form and the settings page ask on every opening).
 * A group without methods comes as one row whose method is null.
 */
const selectBranchPaymentMethods = preparedQuery('branch_payment_methods_by_group', (tx, name) =>
  tx
    .select({
      group: {
        id: paymentMethodGroups.id,
        code: paymentMethodGroups.code,
        nameTh: paymentMethodGroups.nameTh,
        nameEn: paymentMethodGroups.nameEn,
      },
      method: {
        id: paymentMethods.id,
        code: paymentMethods.code,
        nameTh: paymentMethods.nameTh,
        nameEn: paymentMethods.nameEn,
        needsBank: paymentMethods.needsBank,
        isScheme: paymentMethods.isScheme,
      },
      // A method without a row of the branch is taken.
      enabled: sql<boolean>`coalesce(${branchPaymentMethods.enabled}, true)`,
    })
    .from(paymentMethodGroups)
    .leftJoin(paymentMethods, eq(paymentMethods.groupId, paymentMethodGroups.id))
    .leftJoin(
      branchPaymentMethods,
      and(
        eq(branchPaymentMethods.clinicId, value('clinicId')),
        eq(branchPaymentMethods.branchId, value('branchId')),
        eq(branchPaymentMethods.methodId, paymentMethods.id),
      ),
    )
    .orderBy(asc(paymentMethodGroups.sort), asc(paymentMethods.sort))
    .prepare(name),
);

export function listBranchPaymentMethods(tx: Tx, scope: ListScope) {
  return selectBranchPaymentMethods(tx, { clinicId: scope.clinicId, branchId: scope.branchId });
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
