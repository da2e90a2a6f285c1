import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { oauthClients, oauthCodes, oauthConsents, oauthTokens } from './oauth.table.ts';

// ---- consents ----

export async function findConsent(tx: Tx, userId: string, clientId: string) {
  const [row] = await tx
    .select({ scopes: oauthConsents.scopes, grantedAt: oauthConsents.grantedAt })
    .from(oauthConsents)
    .where(and(eq(oauthConsents.userId, userId), eq(oauthConsents.clientId, clientId)))
    .limit(1);
  return row;
}

/** Adds scopes to what the user already granted the client (a consent only grows until withdrawn). */
export async function grantScopes(tx: Tx, userId: string, clientId: string, scopes: string[]) {
  const [row] = await tx
    .insert(oauthConsents)
    .values({ userId, clientId, scopes })
    .onConflictDoUpdate({
      target: [oauthConsents.userId, oauthConsents.clientId],
      set: {
        scopes: sql`array(select distinct s from unnest(${oauthConsents.scopes} || excluded.scopes) s order by s)`,
      },
    })
    .returning({ scopes: oauthConsents.scopes });
  return row!.scopes;
}

export async function deleteConsent(tx: Tx, userId: string, clientId: string): Promise<boolean> {
  const rows = await tx
    .delete(oauthConsents)
    .where(and(eq(oauthConsents.userId, userId), eq(oauthConsents.clientId, clientId)))
    .returning({ clientId: oauthConsents.clientId });
  return rows.length > 0;
}

export async function listConsentsOfUser(tx: Tx, userId: string) {
  return tx
    .select({
      clientId: oauthConsents.clientId,
      clientName: oauthClients.name,
      scopes: oauthConsents.scopes,
      grantedAt: oauthConsents.grantedAt,
    })
    .from(oauthConsents)
    .innerJoin(oauthClients, eq(oauthClients.clientId, oauthConsents.clientId))
    .where(eq(oauthConsents.userId, userId))
    .orderBy(desc(oauthConsents.grantedAt));
}

// ---- authorization codes ----

export async function insertCode(tx: Tx, row: typeof oauthCodes.$inferInsert) {
  await tx.insert(oauthCodes).values(row);
}

/**
 * Marks the code used and answers it; a code already used answers `replayed` (with what it was
 * issued for), so that the caller can revoke what its first exchange issued. One UPDATE: of two
 * concurrent exchanges only one wins.
 */
export async function claimCode(tx: Tx, codeHash: string, now: Date) {
  const [claimed] = await tx
    .update(oauthCodes)
    .set({ usedAt: now })
    .where(and(eq(oauthCodes.codeHash, codeHash), isNull(oauthCodes.usedAt)))
    .returning();
  if (claimed) return { code: claimed, replayed: false as const };
  const [used] = await tx.select().from(oauthCodes).where(eq(oauthCodes.codeHash, codeHash)).limit(1);
  return used ? { code: used, replayed: true as const } : undefined;
}

// ---- tokens ----

export type TokenRow = typeof oauthTokens.$inferSelect;

export async function insertTokens(tx: Tx, rows: (typeof oauthTokens.$inferInsert)[]) {
  await tx.insert(oauthTokens).values(rows);
}

/** A token by hash with its client's state (a disabled client's tokens are refused). */
export async function findToken(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({ token: oauthTokens, clientDisabledAt: oauthClients.disabledAt })
    .from(oauthTokens)
    .innerJoin(oauthClients, eq(oauthClients.clientId, oauthTokens.clientId))
    .where(eq(oauthTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Rotation: the refresh token is spent unless it already was (a concurrent or replayed use). */
export async function spendRefreshToken(tx: Tx, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(oauthTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthTokens.tokenHash, tokenHash),
        eq(oauthTokens.isRefresh, true),
        isNull(oauthTokens.usedAt),
        isNull(oauthTokens.revokedAt),
        gt(oauthTokens.expiresAt, now),
      ),
    )
    .returning({ tokenHash: oauthTokens.tokenHash });
  return rows.length > 0;
}

export async function revokeGrant(tx: Tx, grantId: string, now: Date) {
  await tx
    .update(oauthTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthTokens.grantId, grantId), isNull(oauthTokens.revokedAt)));
}

export async function revokeTokensOfCode(tx: Tx, codeHash: string, now: Date) {
  await tx
    .update(oauthTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthTokens.codeHash, codeHash), isNull(oauthTokens.revokedAt)));
}

export async function revokeTokensOfUserAndClient(tx: Tx, userId: string, clientId: string, now: Date) {
  await tx
    .update(oauthTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthTokens.userId, userId), eq(oauthTokens.clientId, clientId), isNull(oauthTokens.revokedAt)));
}
