import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { sandboxNhsoVisits } from './nhso-sandbox.table.ts';

const COLUMNS = {
  id: sandboxNhsoVisits.id,
  personalId: sandboxNhsoVisits.personalId,
  branchCode: sandboxNhsoVisits.branchCode,
  serviceDate: sandboxNhsoVisits.serviceDate,
  confirmedAt: sandboxNhsoVisits.confirmedAt,
  cancelledAt: sandboxNhsoVisits.cancelledAt,
};

export type SandboxNhsoVisitRow = {
  id: number;
  personalId: string;
  branchCode: string;
  serviceDate: string;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
};

/** The person's open booking of that day; the person and day are locked for the rest of the transaction. */
export async function openNhsoVisitOf(
  tx: Tx,
  personalId: string,
  serviceDate: string,
): Promise<SandboxNhsoVisitRow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-nhso:${personalId}:${serviceDate}`}))`);
  const [row] = await tx
    .select(COLUMNS)
    .from(sandboxNhsoVisits)
    .where(
      and(
        eq(sandboxNhsoVisits.personalId, personalId),
        eq(sandboxNhsoVisits.serviceDate, serviceDate),
        isNull(sandboxNhsoVisits.cancelledAt),
      ),
    );
  return row;
}

export async function findNhsoVisit(tx: Tx, id: number): Promise<SandboxNhsoVisitRow | undefined> {
  const [row] = await tx.select(COLUMNS).from(sandboxNhsoVisits).where(eq(sandboxNhsoVisits.id, id)).for('update');
  return row;
}

export async function insertNhsoVisit(
  tx: Tx,
  row: { personalId: string; branchCode: string; serviceDate: string; subitemNo: string | null; bookedAt: Date },
): Promise<SandboxNhsoVisitRow> {
  const [created] = await tx.insert(sandboxNhsoVisits).values(row).returning(COLUMNS);
  return created!;
}

export async function confirmNhsoVisit(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(sandboxNhsoVisits).set({ confirmedAt: at }).where(eq(sandboxNhsoVisits.id, id));
}

export async function cancelNhsoVisit(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(sandboxNhsoVisits).set({ cancelledAt: at }).where(eq(sandboxNhsoVisits.id, id));
}
