import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { sandboxKtbVisits } from './ktb-paotang-sandbox.table.ts';

const COLUMNS = {
  id: sandboxKtbVisits.id,
  personalId: sandboxKtbVisits.personalId,
  branchCode: sandboxKtbVisits.branchCode,
  serviceDate: sandboxKtbVisits.serviceDate,
  cancelledAt: sandboxKtbVisits.cancelledAt,
};

export type SandboxKtbVisitRow = {
  id: number;
  personalId: string;
  branchCode: string;
  serviceDate: string;
  cancelledAt: Date | null;
};

/** The person's open visit of that day; the person and day are locked for the rest of the transaction. */
export async function openKtbVisitOf(
  tx: Tx,
  personalId: string,
  serviceDate: string,
): Promise<SandboxKtbVisitRow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-ktb:${personalId}:${serviceDate}`}))`);
  const [row] = await tx
    .select(COLUMNS)
    .from(sandboxKtbVisits)
    .where(
      and(
        eq(sandboxKtbVisits.personalId, personalId),
        eq(sandboxKtbVisits.serviceDate, serviceDate),
        isNull(sandboxKtbVisits.cancelledAt),
      ),
    );
  return row;
}

export async function findKtbVisit(tx: Tx, id: number): Promise<SandboxKtbVisitRow | undefined> {
  const [row] = await tx.select(COLUMNS).from(sandboxKtbVisits).where(eq(sandboxKtbVisits.id, id)).for('update');
  return row;
}

export async function insertKtbVisit(
  tx: Tx,
  row: { personalId: string; branchCode: string; serviceDate: string; openedAt: Date },
): Promise<SandboxKtbVisitRow> {
  const [created] = await tx.insert(sandboxKtbVisits).values(row).returning(COLUMNS);
  return created!;
}

export async function cancelKtbVisit(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(sandboxKtbVisits).set({ cancelledAt: at }).where(eq(sandboxKtbVisits.id, id));
}
