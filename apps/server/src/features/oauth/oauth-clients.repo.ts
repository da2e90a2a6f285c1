import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { oauthClients, oauthConsents } from './oauth.table.ts';

export type ClientRow = typeof oauthClients.$inferSelect;

export async function insertClient(tx: Tx, row: typeof oauthClients.$inferInsert): Promise<ClientRow> {
  const [inserted] = await tx.insert(oauthClients).values(row).returning();
  return inserted!;
}

/** An enabled client by id; a disabled one is as good as unknown to every flow. */
export async function findEnabledClient(tx: Tx, clientId: string): Promise<ClientRow | undefined> {
  const [row] = await tx
    .select()
    .from(oauthClients)
    .where(and(eq(oauthClients.clientId, clientId), isNull(oauthClients.disabledAt)))
    .limit(1);
  return row;
}

const connectedUsers = sql<number>`(select count(*)::int from ${oauthConsents} c where c.client_id = ${oauthClients.clientId})`;

export async function listClientsWithUse(tx: Tx) {
  return tx
    .select({ client: oauthClients, connectedUsers })
    .from(oauthClients)
    .orderBy(desc(oauthClients.createdAt), oauthClients.clientId);
}

export async function setClientDisabled(tx: Tx, clientId: string, disabledAt: Date | null) {
  const [row] = await tx
    .update(oauthClients)
    .set({ disabledAt })
    .where(eq(oauthClients.clientId, clientId))
    .returning({ client: oauthClients });
  if (!row) return undefined;
  const [use] = await tx.select({ n: count() }).from(oauthConsents).where(eq(oauthConsents.clientId, clientId));
  return { client: row.client, connectedUsers: use?.n ?? 0 };
}
