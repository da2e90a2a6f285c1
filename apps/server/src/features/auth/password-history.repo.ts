import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { passwordHistory } from './password-history.table.ts';

/** How many earlier passwords a new one may not repeat. */
export const PASSWORD_HISTORY_DEPTH = 5;

export async function recentPasswordHashes(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt))
    .limit(PASSWORD_HISTORY_DEPTH);
  return rows.map((r) => r.hash);
}

/** Registration stores the first hash and a change the replaced one: the same hash is kept once. */
export async function rememberPassword(tx: Tx, userId: string, passwordHash: string): Promise<void> {
  const existing = await tx
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(and(eq(passwordHistory.userId, userId), eq(passwordHistory.passwordHash, passwordHash)))
    .limit(1);
  if (existing.length === 0) await tx.insert(passwordHistory).values({ userId, passwordHash });
}

/** A taken-over registration starts without the passwords of whoever held it before. */
export async function forgetPasswordHistory(tx: Tx, userId: string): Promise<void> {
  await tx.delete(passwordHistory).where(eq(passwordHistory.userId, userId));
}
