import { and, desc, eq } from 'drizzle-orm';
import { PASSWORD_MESSAGES } from '@yim/contract';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import { isCommonPassword } from './common-passwords.ts';
import { passwordHistory } from './identity.table.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

/** How many earlier passwords a new one may not repeat. */
export const PASSWORD_HISTORY_DEPTH = 5;

/** The schema checked length and composition; this refuses the passwords everyone guesses first. */
export function assertNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw validationError([{ path: field, message: PASSWORD_MESSAGES.tooCommon }]);
}

/**
 * Refuses a password the user had before (the current one included). Argon2 verification is
 * slow on purpose, so the hashes are read first and compared outside any transaction.
 */
export async function assertNotUsedBefore(hashes: string[], password: string): Promise<void> {
  for (const hash of hashes) {
    if (await verifyPassword(hash, password)) throw new AppError('PASSWORD-USED-BEFORE');
  }
}

export async function recentPasswordHashes(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx.select({ hash: passwordHistory.passwordHash }).from(passwordHistory)
    .where(eq(passwordHistory.userId, userId)).orderBy(desc(passwordHistory.createdAt)).limit(PASSWORD_HISTORY_DEPTH);
  return rows.map((r) => r.hash);
}

/** Registration stores the first hash and a change the replaced one: the same hash is kept once. */
export async function rememberPassword(tx: Tx, userId: string, passwordHash: string): Promise<void> {
  const existing = await tx.select({ id: passwordHistory.id }).from(passwordHistory)
    .where(and(eq(passwordHistory.userId, userId), eq(passwordHistory.passwordHash, passwordHash))).limit(1);
  if (existing.length === 0) await tx.insert(passwordHistory).values({ userId, passwordHash });
}

export { hashPassword };
