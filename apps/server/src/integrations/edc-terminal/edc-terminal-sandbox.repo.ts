import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { sandboxEdcSales } from './edc-terminal-sandbox.table.ts';

const COLUMNS = {
  id: sandboxEdcSales.id,
  reference: sandboxEdcSales.reference,
  amountSatang: sandboxEdcSales.amountSatang,
  status: sandboxEdcSales.status,
  approvalCode: sandboxEdcSales.approvalCode,
  maskedPan: sandboxEdcSales.maskedPan,
  cardBrand: sandboxEdcSales.cardBrand,
  responseCode: sandboxEdcSales.responseCode,
  createdAt: sandboxEdcSales.createdAt,
  decidedAt: sandboxEdcSales.decidedAt,
};

export type SandboxEdcRow = {
  id: number;
  reference: string;
  amountSatang: number;
  status: string;
  approvalCode: string | null;
  maskedPan: string | null;
  cardBrand: string | null;
  responseCode: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

export type SandboxEdcOutcome = Pick<
  SandboxEdcRow,
  'status' | 'approvalCode' | 'maskedPan' | 'cardBrand' | 'responseCode' | 'decidedAt'
>;

/** The sale of a reference, locked; made when there is none (two starts at once make one). */
export async function insertEdcSale(
  tx: Tx,
  row: { reference: string; amountSatang: number; createdAt: Date },
): Promise<SandboxEdcRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-edc:${row.reference}`}))`);
  const existing = await findEdcSale(tx, row.reference);
  if (existing) return existing;
  const [created] = await tx.insert(sandboxEdcSales).values(row).returning(COLUMNS);
  return created!;
}

/** The sale, locked for the rest of the transaction (an outcome is taken once). */
export async function findEdcSale(tx: Tx, reference: string): Promise<SandboxEdcRow | undefined> {
  const [row] = await tx
    .select(COLUMNS)
    .from(sandboxEdcSales)
    .where(eq(sandboxEdcSales.reference, reference))
    .for('update');
  return row;
}

export async function decideEdcSale(tx: Tx, id: number, outcome: SandboxEdcOutcome): Promise<SandboxEdcRow> {
  const [row] = await tx.update(sandboxEdcSales).set(outcome).where(eq(sandboxEdcSales.id, id)).returning(COLUMNS);
  return row!;
}
