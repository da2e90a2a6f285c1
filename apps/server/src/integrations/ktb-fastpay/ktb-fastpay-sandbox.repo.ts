import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { sandboxFastPayPayments } from './ktb-fastpay-sandbox.table.ts';

const COLUMNS = {
  id: sandboxFastPayPayments.id,
  merchantReference: sandboxFastPayPayments.merchantReference,
  amountSatang: sandboxFastPayPayments.amountSatang,
  description: sandboxFastPayPayments.description,
  successUrl: sandboxFastPayPayments.successUrl,
  failUrl: sandboxFastPayPayments.failUrl,
  cancelUrl: sandboxFastPayPayments.cancelUrl,
  callbackUrl: sandboxFastPayPayments.callbackUrl,
  status: sandboxFastPayPayments.status,
  transactionId: sandboxFastPayPayments.transactionId,
  errorCode: sandboxFastPayPayments.errorCode,
  errorMessage: sandboxFastPayPayments.errorMessage,
  cancelReason: sandboxFastPayPayments.cancelReason,
  createdAt: sandboxFastPayPayments.createdAt,
  decidedAt: sandboxFastPayPayments.decidedAt,
};

export type SandboxFastPayRow = {
  id: number;
  merchantReference: string;
  amountSatang: number;
  description: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  callbackUrl: string;
  status: string;
  transactionId: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  cancelReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

export type SandboxFastPayNew = Pick<
  SandboxFastPayRow,
  | 'merchantReference'
  | 'amountSatang'
  | 'description'
  | 'successUrl'
  | 'failUrl'
  | 'cancelUrl'
  | 'callbackUrl'
  | 'createdAt'
>;

/** The payment of a merchant reference, made if there is none (two at once make one). */
export async function insertFastPayPayment(tx: Tx, row: SandboxFastPayNew): Promise<SandboxFastPayRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-fastpay:${row.merchantReference}`}))`);
  const [existing] = await tx
    .select(COLUMNS)
    .from(sandboxFastPayPayments)
    .where(eq(sandboxFastPayPayments.merchantReference, row.merchantReference));
  if (existing) return existing;
  const [created] = await tx.insert(sandboxFastPayPayments).values(row).returning(COLUMNS);
  return created!;
}

/** The payment, locked for the rest of the transaction (a decision is taken once). */
export async function findFastPayPayment(tx: Tx, id: number): Promise<SandboxFastPayRow | undefined> {
  const [row] = await tx
    .select(COLUMNS)
    .from(sandboxFastPayPayments)
    .where(eq(sandboxFastPayPayments.id, id))
    .for('update');
  return row;
}

export async function decideFastPayPayment(
  tx: Tx,
  id: number,
  decision: Pick<SandboxFastPayRow, 'status' | 'transactionId' | 'errorCode' | 'errorMessage' | 'cancelReason'> & {
    decidedAt: Date;
  },
): Promise<SandboxFastPayRow> {
  const [row] = await tx
    .update(sandboxFastPayPayments)
    .set(decision)
    .where(eq(sandboxFastPayPayments.id, id))
    .returning(COLUMNS);
  return row!;
}
