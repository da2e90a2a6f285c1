import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { hashMailKey, KEY_LIFETIME_MS, type KeyPurpose } from './mail-keys.crypto.ts';
import { userKeys } from './user-keys.table.ts';
import { users } from './users.table.ts';

/** `validForMs` only for an invitation, whose choose-a-password link lives as long as an activation link. */
export async function insertUserKey(
  tx: Tx,
  userId: string,
  purpose: KeyPurpose,
  keyHash: string,
  validForMs: number = KEY_LIFETIME_MS[purpose],
): Promise<void> {
  await tx.insert(userKeys).values({ userId, purpose, keyHash, expiresAt: new Date(Date.now() + validForMs) });
}

const isLive = (purpose: KeyPurpose, key: string) =>
  and(
    eq(userKeys.keyHash, hashMailKey(key)),
    eq(userKeys.purpose, purpose),
    isNull(userKeys.usedAt),
    gt(userKeys.expiresAt, sql`now()`),
  );

/** The user a live key belongs to, without using it up (the reset page checks its link first). */
export async function findKeyUser(tx: Tx, purpose: KeyPurpose, key: string) {
  const rows = await tx
    .select({ userId: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(userKeys)
    .innerJoin(users, eq(users.id, userKeys.userId))
    .where(and(isLive(purpose, key), isNull(users.deletedAt), isNull(users.disabledAt)))
    .limit(1);
  return rows[0];
}

/**
 * Uses a key up: checking and marking happen in one statement, so two requests racing with
 * the same link cannot both succeed. Answers the key's user, or undefined.
 */
export async function consumeKey(tx: Tx, purpose: KeyPurpose, key: string): Promise<string | undefined> {
  const rows = await tx
    .update(userKeys)
    .set({ usedAt: sql`now()` })
    .where(isLive(purpose, key))
    .returning({ userId: userKeys.userId });
  return rows[0]?.userId;
}

/** A new reset link replaces the earlier ones: only the latest mail works. */
export async function invalidateKeys(tx: Tx, userId: string, purpose: KeyPurpose): Promise<void> {
  await tx
    .update(userKeys)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userKeys.userId, userId), eq(userKeys.purpose, purpose), isNull(userKeys.usedAt)));
}

/** Keys of this purpose created for the user within the window (a cap on mails to one address). */
export async function countRecentKeys(tx: Tx, userId: string, purpose: KeyPurpose, windowMs: number): Promise<number> {
  const rows = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(userKeys)
    .where(
      and(
        eq(userKeys.userId, userId),
        eq(userKeys.purpose, purpose),
        gt(userKeys.createdAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
      ),
    );
  return rows[0]?.count ?? 0;
}
